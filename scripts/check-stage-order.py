#!/usr/bin/env python3
"""The pipeline's direction, checked: no stage target depends on a later one.

The core is one SwiftPM target per pipeline stage (docs/architecture.md, "Stages"), so the
compiler refuses a back-reference between stages: a module cannot import a module that
imports it. What the compiler does not refuse is a new dependency that points backwards
and is not (yet) a cycle, such as the JSON reader importing the decoder. This script
reads the manifest (`swift package dump-package`) and fails when a target in STAGES
depends on a target listed after it, or when a core target (`RenderParity…`) is missing
from STAGES, so the order is written down once, here, and CI holds the code to it.
Before checking, it adds a back-reference to a copy of the manifest and makes sure that
is caught, so a check that can no longer fail does not pass quietly.

    python3 scripts/check-stage-order.py           # check (CI: .ci/run)
    python3 scripts/check-stage-order.py --core    # print the core stages in order (fuzz/build.sh)
"""
import copy
import json
import os
import subprocess
import sys

# The pipeline, earliest first. A target may depend only on targets listed before it.
STAGES = [
    # the core (no Foundation): canonical text, then JSON → vocabulary → decoding → model → snapshot
    "RenderParityText",
    "RenderParityJSON",
    "RenderParityVocabulary",
    "RenderParityDecoding",
    "RenderParityModel",
    "RenderParitySnapshot",
    "RenderParityIcons",
    # A2UI message streams → surface documents, in front of the decoder; catalogs → vocabularies
    "RenderParityA2UI",
    # the library users import: re-exports the stages above, and the one-call facade
    "RenderParity",
    # what the harness and the commands take from the system (FoundationEssentials, libc)
    "RenderParitySystem",
    # the harness, the test helpers for renderers, the commands, the executable
    "RenderParityHarness",
    "RenderParityTesting",
    # the web renderer's bundle as Swift source; only the commands embed it (parity review)
    "RenderParityWebBundle",
    "ParityCommands",
    "parity",
]
# The core stages end at the umbrella library (fuzz/build.sh compiles exactly these).
CORE = STAGES[: STAGES.index("RenderParity") + 1]


def dependency_names(target):
    """The names of the targets and products `target` depends on."""
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def problems(manifest):
    """One line per dependency that points backwards, or per core target the order leaves out."""
    found = []
    targets = {target["name"]: target for target in manifest["targets"]}
    for name in STAGES:
        if name not in targets:
            found.append(f"{name}: listed in STAGES but not a target in Package.swift")
    for name, target in sorted(targets.items()):
        if target.get("type") == "test":
            continue
        if name.startswith("RenderParity") and name not in STAGES:
            found.append(f"{name}: a core target that STAGES does not place; add it where it belongs in the pipeline")
        if name not in STAGES:
            continue
        for dependency in dependency_names(target):
            if dependency in STAGES and STAGES.index(dependency) >= STAGES.index(name):
                found.append(f"{name} depends on {dependency}, a later stage (order: {' → '.join(STAGES)})")
    return found


def catches_a_back_reference(manifest):
    """Whether `problems` would see the JSON reader import the decoder: the check can fail."""
    broken = copy.deepcopy(manifest)
    for target in broken["targets"]:
        if target["name"] == "RenderParityJSON":
            target.setdefault("dependencies", []).append({"byName": ["RenderParityDecoding", None]})
    return any("RenderParityJSON depends on RenderParityDecoding" in problem for problem in problems(broken))


def main(arguments):
    if arguments == ["--core"]:
        print("\n".join(CORE))
        return 0
    if arguments:
        print("usage: check-stage-order.py [--core]", file=sys.stderr)
        return 2
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True)
    if dump.returncode != 0:
        print(f"check-stage-order: swift package dump-package failed:\n{dump.stderr}", file=sys.stderr)
        return 2
    manifest = json.loads(dump.stdout)
    if not catches_a_back_reference(manifest):
        print("check-stage-order: a back-reference added to the manifest went unnoticed; the check itself is broken", file=sys.stderr)
        return 2
    found = problems(manifest)
    for problem in found:
        print(f"check-stage-order: {problem}", file=sys.stderr)
    if found:
        return 1
    print(f"stage order holds: {' → '.join(STAGES)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
