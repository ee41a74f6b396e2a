#!/usr/bin/env python3
"""Every Swift file of a mirrored stage has a twin in each port, or an entry saying why not.

The ports mirror the reference so a reviewer can read them side by side (docs/architecture.md,
"Ports and their twins"). A twin is found by name: Swift `Type+Extension.swift` is Kotlin
`TypeExtension.kt` anywhere under the stage's Kotlin folder, and web `Type+Extension.js` anywhere
under ports/web/src. Where a port has no twin, or one under another name, scripts/twins.json says
so, with the reason; an entry's `swift` may be a glob (`Sources/RenderParityHarness/Reports/*`), and
an exact path wins over a glob. The twin table in docs/architecture.md is written from the file
system and that list, so it cannot drift from either.

    python3 scripts/check-twins.py           # rewrite the table in docs/architecture.md
    python3 scripts/check-twins.py --check   # CI: fail on a file with no twin and no entry, a stale
                                             # entry, or a stale table

Before checking, it runs itself on a made-up tree with a Swift file that has no twin and makes sure
that is caught, so a check that can no longer fail does not pass quietly.
"""
import fnmatch
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXCEPTIONS = "scripts/twins.json"
DOC = "docs/architecture.md"
KOTLIN = "ports/kotlin/src/main/kotlin/renderparity"
WEB = "ports/web/src"
BEGIN = "<!-- BEGIN GENERATED twins: written by scripts/check-twins.py from the files and scripts/twins.json -->\n"
END = "<!-- END GENERATED twins -->\n"

# The mirrored stages, in pipeline order: Swift folder → the Kotlin folder (under KOTLIN) that
# mirrors it. The web port is flat: every twin is under WEB. A stage's subfolders are mirrored too.
STAGES = [
    ("Sources/RenderParityText", "Text"),
    ("Sources/RenderParityJSON", "JSON"),
    ("Sources/RenderParityVocabulary", "Vocabulary"),
    ("Sources/RenderParityDecoding", "Decoding"),
    ("Sources/RenderParityModel", "Model"),
    ("Sources/RenderParitySnapshot", "Snapshot"),
    ("Sources/RenderParityIcons", "Icons"),
    ("Sources/RenderParityA2UI", "A2UI"),
    ("Sources/RenderParity", ""),
    ("Sources/RenderParityHarness/Compare", "Harness/Compare"),
    ("Sources/RenderParityHarness/Reports", "Harness/Reports"),
    ("Sources/RenderParityTesting", "Testing"),
]
PORTS = ("kotlin", "web")


def twin_name(swift_name, port):
    """`JSONScanner+String.swift` → `JSONScannerString.kt` (Kotlin) or `JSONScanner+String.js` (web)."""
    base = swift_name[: -len(".swift")]
    return base.replace("+", "") + ".kt" if port == "kotlin" else base + ".js"


def files_under(root, folder, suffix, recursive=True):
    """Paths relative to `root` of the files ending in `suffix` in `folder`, sorted bytewise."""
    found = []
    top = os.path.join(root, folder)
    for directory, subfolders, names in os.walk(top):
        subfolders.sort()
        if not recursive:
            subfolders.clear()
        found += [os.path.relpath(os.path.join(directory, n), root) for n in names if n.endswith(suffix)]
    return sorted(found)


def swift_files(root):
    """(stage folder, Kotlin folder, Swift path) of every Swift file of a mirrored stage. The
    umbrella `RenderParity` holds only its own files; the stages beside it are theirs."""
    out = []
    for folder, kotlin in STAGES:
        recursive = folder != "Sources/RenderParity"
        for path in files_under(root, folder, ".swift", recursive):
            out.append((folder, kotlin, path))
    return out


def find_twin(root, swift_path, port, kotlin_folder):
    """The twin's path found by the naming rule, or None."""
    name = twin_name(os.path.basename(swift_path), port)
    folder = os.path.join(KOTLIN, kotlin_folder) if port == "kotlin" else WEB
    recursive = not (port == "kotlin" and kotlin_folder == "")
    matches = [p for p in files_under(root, folder, name, recursive) if os.path.basename(p) == name]
    return matches[0] if matches else None


def load_exceptions(root):
    with open(os.path.join(root, EXCEPTIONS), encoding="utf-8") as handle:
        return json.load(handle)["exceptions"]


def entry_for(exceptions, swift_path, port):
    """The entry that speaks for `swift_path` in `port`: an exact path first, then the longest glob."""
    exact = [e for e in exceptions if e["swift"] == swift_path and port in e]
    if exact:
        return exact[0]
    globs = [e for e in exceptions if port in e and fnmatch.fnmatchcase(swift_path, e["swift"])]
    return max(globs, key=lambda e: len(e["swift"])) if globs else None


def table_rows(root, exceptions):
    """(rows, problems): per Swift file, each port's cell; a problem per file no cell accounts for."""
    rows, problems = [], []
    for _, kotlin_folder, swift_path in swift_files(root):
        cells = []
        for port in PORTS:
            found = find_twin(root, swift_path, port, kotlin_folder)
            entry = entry_for(exceptions, swift_path, port)
            said = entry[port] if entry else None
            if said is not None and said.startswith("ports/"):
                if not os.path.isfile(os.path.join(root, said)):
                    problems.append(f"{swift_path}: {EXCEPTIONS} names {said} as its {port} twin, but there is none")
                cells.append(said)
            elif found and said is not None and entry["swift"] == swift_path:
                problems.append(f"{swift_path}: {EXCEPTIONS} says no {port} twin ({said}), but {found} is one; "
                                "remove the entry")
                cells.append(found)
            elif found:
                cells.append(found)
            elif said:
                cells.append("none: " + said)
            else:
                problems.append(f"{swift_path}: no {port} twin ({twin_name(os.path.basename(swift_path), port)}) "
                                f"and no entry in {EXCEPTIONS} saying why")
                cells.append("?")
        rows.append((swift_path, cells))
    known = {path for _, _, path in swift_files(root)}
    for entry in exceptions:
        if not any(fnmatch.fnmatchcase(path, entry["swift"]) for path in known):
            problems.append(f"{EXCEPTIONS}: {entry['swift']} matches no Swift file of a mirrored stage; remove it")
    return rows, problems


def cell_text(cell, port):
    if cell.startswith("none: "):
        return "— " + cell[len("none: "):]
    prefix = KOTLIN + "/" if port == "kotlin" else WEB + "/"
    return "`" + (cell[len(prefix):] if cell.startswith(prefix) else cell) + "`"


def table(rows):
    lines = ["| Swift (`Sources/`) | Kotlin (`…/renderparity/`) | web (`ports/web/src/`) |", "| --- | --- | --- |"]
    for swift_path, cells in rows:
        swift = swift_path[len("Sources/"):]
        lines.append(f"| `{swift}` | " + " | ".join(cell_text(c, p) for c, p in zip(cells, PORTS)) + " |")
    return "\n".join(lines) + "\n"


def splice(text, rendered):
    start, stop = text.find(BEGIN), text.find(END)
    if start < 0 or stop < start:
        return None
    return text[: start + len(BEGIN)] + rendered + text[stop:]


def catches_a_missing_twin():
    """Whether a Swift file with no twin and no entry is reported, in a made-up tree."""
    with tempfile.TemporaryDirectory(prefix="check-twins-") as root:
        for path in ("Sources/RenderParityText/Paired.swift", "Sources/RenderParityText/Alone.swift",
                     KOTLIN + "/Text/Paired.kt", WEB + "/Paired.js", WEB + "/Alone.js"):
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            open(os.path.join(root, path), "w").close()
        _, problems = table_rows(root, [])
        return len(problems) == 1 and "Alone.swift: no kotlin twin (Alone.kt)" in problems[0]


def main(argv):
    check = "--check" in argv[1:]
    if [a for a in argv[1:] if a != "--check"]:
        print("usage: check-twins.py [--check]", file=sys.stderr)
        return 2
    if not catches_a_missing_twin():
        print("check-twins: the check did not catch a Swift file without a twin; it cannot fail", file=sys.stderr)
        return 1
    rows, problems = table_rows(ROOT, load_exceptions(ROOT))
    with open(os.path.join(ROOT, DOC), encoding="utf-8") as handle:
        current = handle.read()
    updated = splice(current, table(rows))
    if updated is None:
        problems.append(f"{DOC}: the twin table's markers are missing")
    elif updated != current:
        if check:
            problems.append(f"{DOC}: the twin table is stale; run `python3 scripts/check-twins.py` and commit")
        else:
            with open(os.path.join(ROOT, DOC), "w", encoding="utf-8") as handle:
                handle.write(updated)
            print(f"wrote the twin table in {DOC}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} twin problem(s): add the twin, or an entry with the reason to {EXCEPTIONS}",
              file=sys.stderr)
        return 1
    print(f"{len(rows)} Swift files of the mirrored stages: each has its twins or a reason")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
