#!/usr/bin/env python3
"""The schema contract check (spec/render-snapshot.md §2.4).

A fixture that decodes with no diagnostics and no Error snapshot must validate
against the schema `parity schema` prints for the corpus's vocabulary; every
other fixture must not. Documents the reader rejects as a whole (invalid JSON,
too deep, duplicate keys) are excluded: a JSON Schema validator cannot see them
as we do.

The vocabulary is the one `parity` would use at ROOT: --vocabulary FILE, else
ROOT's renderparity.json, else the built-in DSL. Its schema is validated against
the 2020-12 metaschema; where ROOT has them, so are spec/vocabulary.schema.json,
spec/generative-ui-dsl.schema.json, and spec/icon-map.json against
spec/icon-map.schema.json.

Usage: check-schema-contract.py PARITY_BINARY [ROOT] [--vocabulary FILE]
"""
import argparse
import json
import pathlib
import subprocess
import sys

import jsonschema
from jsonschema import Draft202012Validator

EXCLUDED_REASONS = {"invalid_json", "depth_limit", "duplicate_key"}


UNREADABLE = object()


def strict_load(data: bytes):
    """Python's reading of the same bytes, or UNREADABLE where the strict reader would refuse it."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]

    def no_duplicates(pairs):
        keys = [k for k, _ in pairs]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate key")
        return dict(pairs)

    def no_constants(name):
        raise ValueError(name)

    try:
        return json.loads(data.decode("utf-8"), object_pairs_hook=no_duplicates, parse_constant=no_constants)
    except (ValueError, RecursionError):
        return UNREADABLE


def document_shape(schema):
    """The type key and the envelope's members, read from the schema (not from the decoder):
    the root is the envelope's definition unless it is the node union itself."""
    definitions = schema["$defs"]
    envelope = schema["$ref"].rsplit("/", 1)[-1]
    members = [] if envelope == "UINode" else [k for k in definitions[envelope]["properties"] if k != "$schema"]
    first_node = definitions["UINode"]["oneOf"][0]["$ref"].rsplit("/", 1)[-1]
    type_key = next(k for k, v in definitions[first_node]["properties"].items() if "const" in v)
    return type_key, members


def root_kind(document, type_key, envelope_members) -> str:
    """spec §1.3 and spec/vocabulary.md §2, written independently of the Swift decoder: an
    envelope is an object without the type key that has at least one envelope member."""
    if isinstance(document, dict) and type_key not in document and any(k in document for k in envelope_members):
        return "response"
    return "node"


def main() -> int:
    parser = argparse.ArgumentParser(description="The schema contract check (spec/render-snapshot.md §2.4).")
    parser.add_argument("parity")
    parser.add_argument("root", nargs="?", default=".")
    parser.add_argument("--vocabulary", help="the vocabulary file, as for parity --vocabulary")
    arguments = parser.parse_args()
    parity = arguments.parity
    root = pathlib.Path(arguments.root).resolve()
    selection = ["--root", str(root)] + (["--vocabulary", arguments.vocabulary] if arguments.vocabulary else [])

    printed = subprocess.run([parity, "schema", *selection], capture_output=True, text=True)
    if printed.returncode != 0:
        print(f"contract: parity schema failed: {printed.stderr.strip()}", file=sys.stderr)
        return 1
    schema = json.loads(printed.stdout)
    Draft202012Validator.check_schema(schema)
    for name in ("spec/vocabulary.schema.json", "spec/generative-ui-dsl.schema.json"):
        if (root / name).exists():
            Draft202012Validator.check_schema(json.loads((root / name).read_text()))
    if (root / "spec/icon-map.json").exists():
        icon_schema = json.loads((root / "spec/icon-map.schema.json").read_text())
        Draft202012Validator.check_schema(icon_schema)
        jsonschema.validate(json.loads((root / "spec/icon-map.json").read_text()), icon_schema, cls=Draft202012Validator)

    type_key, envelope_members = document_shape(schema)
    response_validator = Draft202012Validator(schema)
    node_validator = Draft202012Validator({"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/UINode"})
    project = root / "renderparity.json"
    fixtures = root / (json.loads(project.read_text()).get("fixtures", "test-fixtures") if project.exists() else "test-fixtures")

    lint = subprocess.run([parity, "lint", "--format", "json", *selection], capture_output=True, text=True)
    if lint.returncode not in (0, 1):
        print(f"contract: parity lint failed: {lint.stderr.strip()}", file=sys.stderr)
        return 1
    report = json.loads(lint.stdout)

    passed, failed, excluded = 0, 0, 0
    for entry in report["fixtures"]:
        name = entry["name"]
        if entry["error"] in EXCLUDED_REASONS:
            excluded += 1
            continue
        document = strict_load((fixtures / name).read_bytes())
        if document is UNREADABLE:
            print(f"FAIL {name}: Python cannot read it strictly, but parity did not reject the document")
            failed += 1
            continue
        kind = root_kind(document, type_key, envelope_members)
        if kind != entry["root"]:
            print(f"FAIL {name}: root is a {kind} by spec §1.3, parity says {entry['root']}")
            failed += 1
            continue
        validator = response_validator if kind == "response" else node_validator
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        clean = entry["error"] is None and not entry["diagnostics"]
        if clean and errors:
            print(f"FAIL {name}: no diagnostics, but the schema rejects it: {errors[0].message} at {list(errors[0].absolute_path)}")
            failed += 1
        elif not clean and not errors:
            first = entry["diagnostics"][0] if entry["diagnostics"] else {}
            why = entry["error"] or f"{first.get('path')}: {first.get('message')} [{first.get('code')}]"
            print(f"FAIL {name}: the schema accepts it, but parity reported: {why}")
            failed += 1
        else:
            passed += 1
    print(f"({excluded} fixtures excluded: rejected as a whole by the strict reader)")
    print(f"contract: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
