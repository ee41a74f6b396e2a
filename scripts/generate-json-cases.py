#!/usr/bin/env python3
"""Writes the reader conformance corpus, spec/json-cases/ (see its README.md).

    python3 scripts/generate-json-cases.py          # rewrite the cases and the manifest
    python3 scripts/generate-json-cases.py --check  # exit 1 if the committed corpus differs

Every expectation here is written from spec/render-snapshot.md (§1.1, §1.2 for
the reader; §1.3, §2, §3.3–§3.5 for the snapshot's first line), never from what
an implementation prints. Python's `float()` is used only as a correctly
rounded decimal-to-double conversion (§1.1) and `repr` only for the shortest
round-tripping digits (§3.3 N, step 1).
"""
import json
import os
import sys

from json_cases import numbers, strings, structure, utf8, keys, nesting

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(os.path.dirname(HERE), "spec", "json-cases")
HEADER = "name\texpect\tfailure\tpath\tfirst_line\tnote\n"


def all_cases():
    cases = []
    for module in (structure, strings, utf8, numbers, keys, nesting):
        cases.extend(module.cases())
    return cases


def render(cases):
    """The manifest text and {file name: bytes}."""
    seen = set()
    lines = [HEADER]
    files = {}
    for case in cases:
        if case.name in seen:
            raise SystemExit(f"generate-json-cases: duplicate case name {case.name}")
        seen.add(case.name)
        for field in (case.first_line, case.note, case.path):
            if "\t" in field or "\n" in field or "\r" in field:
                raise SystemExit(f"generate-json-cases: {case.name}: a tab or newline in the manifest")
        lines.append("\t".join([case.name, case.expect, case.failure, case.path, case.first_line, case.note]) + "\n")
        files[case.name + ".json"] = case.data
    return "".join(lines).encode("utf-8"), files


def main():
    check = "--check" in sys.argv[1:]
    manifest, files = render(all_cases())
    if check:
        existing = {name for name in os.listdir(FOLDER) if name.endswith(".json")}
        problems = sorted(existing ^ set(files))
        for name, data in files.items():
            path = os.path.join(FOLDER, name)
            if os.path.exists(path) and open(path, "rb").read() != data:
                problems.append(name)
        if open(os.path.join(FOLDER, "manifest.tsv"), "rb").read() != manifest:
            problems.append("manifest.tsv")
        if problems:
            print("spec/json-cases is out of date; run scripts/generate-json-cases.py:", *problems[:20], file=sys.stderr)
            return 1
        print(f"spec/json-cases: {len(files)} cases, up to date")
        return 0
    os.makedirs(FOLDER, exist_ok=True)
    for name in os.listdir(FOLDER):
        if name.endswith(".json") and name not in files:
            os.remove(os.path.join(FOLDER, name))
    for name, data in files.items():
        with open(os.path.join(FOLDER, name), "wb") as handle:
            handle.write(data)
    with open(os.path.join(FOLDER, "manifest.tsv"), "wb") as handle:
        handle.write(manifest)
    print(f"wrote {len(files)} cases to {os.path.relpath(FOLDER)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
