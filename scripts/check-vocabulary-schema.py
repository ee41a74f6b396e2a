#!/usr/bin/env python3
"""spec/vocabulary.schema.json against the vocabulary files the repository holds.

Every vocabulary that loads (the built-in one, the test and example vocabularies) must
validate, and every file of Tests/Data/vocabularies/bad/ must not, except those listed in
LOADER_ONLY: rules a schema cannot state (unique names across a list, a default among its
enum's cases, cross-references, extends chains). So the schema a team points its editor at
never rejects a vocabulary `parity` loads, and catches what it can of the rest.

    python3 scripts/check-vocabulary-schema.py
"""
import glob
import json
import os
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOOD = [
    "spec/dsl-nodes.json",
    "Tests/Data/vocabularies/props/vocabulary.json",
    "Tests/Data/vocabularies/extension/*.json",
    "examples/*/vocabulary*.json",
    "examples/*/*/vocabulary*.json",
]
LOADER_ONLY = {
    "cycle-a.json", "cycle-b.json", "default-not-a-case.json", "duplicate-attribute.json", "duplicate-enum-case.json",
    "duplicate-field.json", "duplicate-line.json", "duplicate-node-type.json", "field-type-key.json",
    "integer-default-out-of-range.json", "missing-enum.json", "redefined-without-replace.json", "replace-unknown.json",
    "two-held-fields.json", "unknown-record.json", "extends-missing.json", "not-json.json",
}


def main():
    with open(os.path.join(ROOT, "spec/vocabulary.schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    good = sorted({path for pattern in GOOD for path in glob.glob(os.path.join(ROOT, pattern))})
    for path in good:
        with open(path, encoding="utf-8") as handle:
            errors = list(validator.iter_errors(json.load(handle)))
        if errors:
            problems.append(f"{os.path.relpath(path, ROOT)} loads but fails the schema: {errors[0].message}")
    bad = sorted(glob.glob(os.path.join(ROOT, "Tests/Data/vocabularies/bad/*.json")))
    for path in bad:
        name = os.path.basename(path)
        if name == "manifest.json" or name in LOADER_ONLY:
            continue
        with open(path, encoding="utf-8") as handle:
            if validator.is_valid(json.load(handle)):
                problems.append(f"{name} must not load, but the schema accepts it")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"vocabulary schema: {len(good)} vocabularies validate, {len(bad) - 1 - len(LOADER_ONLY & set(map(os.path.basename, bad)))} bad files are refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
