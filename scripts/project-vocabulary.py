#!/usr/bin/env python3
"""The vocabulary file a corpus's project file names (spec/vocabulary.md §8), as a path from here.

    python3 scripts/project-vocabulary.py CORPUS_FOLDER

Prints `builtin` when the project file names it or names none. The scripts that run every port on
every corpus (vocabulary-differential.sh, diagnostics-agreement.sh) pass it to each port's
--vocabulary.
"""
import json
import os
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: project-vocabulary.py CORPUS_FOLDER")
    folder = sys.argv[1]
    with open(os.path.join(folder, "renderparity.json"), encoding="utf-8") as handle:
        named = json.load(handle).get("vocabulary", "builtin")
    print(named if named == "builtin" else os.path.normpath(os.path.join(folder, named)))


if __name__ == "__main__":
    main()
