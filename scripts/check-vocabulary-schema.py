#!/usr/bin/env python3
"""spec/vocabulary.schema.json against the vocabulary files the repository holds.

Every vocabulary that loads (the built-in one, the conformance cases' and the examples') must
validate, and every file of spec/vocabulary-cases/errors/ must not, except those listed in
LOADER_ONLY: rules a schema cannot state (unique names across a list or across files, a
default among its enum's cases or in its range, cross-references, extends chains). So the
schema a team points its editor at never rejects a vocabulary `parity` loads, and catches what
it can of the rest.

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
    "spec/vocabulary-cases/extension/*.json",
]
# Projects whose project file names a vocabulary (spec/vocabulary.md §8): that file must load, so it must validate.
PROJECTS = ["spec/vocabulary-cases/*/renderparity.json", "examples/*/*/renderparity.json"]


def project_vocabularies():
    """The vocabulary file each project file names, found so that none is left out by a pattern."""
    found = []
    for pattern in PROJECTS:
        for project in glob.glob(os.path.join(ROOT, pattern)):
            with open(project, encoding="utf-8") as handle:
                named = json.load(handle).get("vocabulary")
            if named and named != "builtin":
                found.append(os.path.normpath(os.path.join(os.path.dirname(project), named)))
    return found
LOADER_ONLY = {
    # unique names, across a list, across lists or across files (a base's)
    "builtin-enum-case-again.json", "builtin-record-redefined.json", "builtin-type-redefined.json",
    "common-field-clashes.json", "duplicate-attribute.json", "duplicate-field.json", "duplicate-node-type.json",
    "field-named-type-key.json", "line-duplicate.json", "two-held-fields.json",
    # values checked against other members: a default among its enum's cases or in its range, a range
    "default-not-a-case.json", "default-out-of-range.json", "minimum-above-maximum.json",
    # "nodeKeys" only beside a "propsKey" that is not null
    "node-keys-without-props.json",
    # cross-references and extends chains
    "unknown-enum.json", "unknown-record.json", "replace-unknown.json", "extends-cycle-a.json", "extends-cycle-b.json",
    "extends-self.json",
    # not JSON at all
    "not-json.json",
}


def main():
    with open(os.path.join(ROOT, "spec/vocabulary.schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    good = sorted({path for pattern in GOOD for path in glob.glob(os.path.join(ROOT, pattern))} | set(project_vocabularies()))
    for path in good:
        with open(path, encoding="utf-8") as handle:
            errors = list(validator.iter_errors(json.load(handle)))
        if errors:
            problems.append(f"{os.path.relpath(path, ROOT)} loads but fails the schema: {errors[0].message}")
    bad = sorted(glob.glob(os.path.join(ROOT, "spec/vocabulary-cases/errors/*.json")))
    missing = LOADER_ONLY - set(map(os.path.basename, bad))
    if missing:
        problems.append(f"LOADER_ONLY names files that are not in spec/vocabulary-cases/errors/: {', '.join(sorted(missing))}")
    for path in bad:
        name = os.path.basename(path)
        if name in LOADER_ONLY:
            continue
        with open(path, encoding="utf-8") as handle:
            if validator.is_valid(json.load(handle)):
                problems.append(f"{name} must not load, but the schema accepts it")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"vocabulary schema: {len(good)} vocabularies validate, {len(bad) - len(LOADER_ONLY)} bad files are refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
