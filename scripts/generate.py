#!/usr/bin/env python3
"""Writes every restatement of the DSL's node table (spec/dsl-nodes.json) and of the shared wording
(spec/messages.json).

    python3 scripts/generate.py           # rewrite the generated files
    python3 scripts/generate.py --check   # CI: fail, listing them, when any is stale

The node table is the single source of truth for node kinds, fields, types,
defaults, enum cases, required-ness and snapshot attribute order. What restates
it is generated here and checked in, so reviewers see it:

- the Swift built-in vocabulary file, grammar names, model enums and model (Sources/RenderParityVocabulary/BuiltinVocabularyFile.swift,
  Sources/RenderParityText/SnapshotGrammar.swift, Sources/RenderParityModel/NodeEnums.swift, Sources/RenderParityModel/Nodes.swift),
- the Kotlin port's built-in vocabulary file, grammar names, model enums and model
  (ports/kotlin/.../Vocabulary/BuiltinVocabularyFile.kt, Text/SnapshotGrammar.kt, Model/NodeEnums.kt, Model/Nodes.kt),
- the web port's built-in vocabulary file, grammar names and icon map modules (ports/web/src/generated/),
- the tables in spec/render-snapshot.md (between GENERATED markers),
- the messages every implementation words alike, from spec/messages.json (Sources/RenderParityText/Messages.swift,
  ports/kotlin/.../Text/Messages.kt, ports/web/src/generated/messages.js).

The JSON Schema spec/generative-ui-dsl.schema.json is `parity schema`'s output for the
built-in vocabulary; CI (.ci/run) fails when it differs.

Python's standard library only, so CI needs nothing installed for it.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from dsl_generation import TableError, load_table  # noqa: E402
from dsl_generation import spec_tables, swift_vocabulary, swift_model, kotlin_vocabulary, kotlin_model, web_modules  # noqa: E402
from dsl_generation import message_emitters  # noqa: E402
from dsl_generation.message_file import load_messages  # noqa: E402


KOTLIN = "ports/kotlin/src/main/kotlin/renderparity/"


def outputs(table, icon_map, table_text, messages):
    """Every generated file: path relative to the root → its text."""
    files = {
        "Sources/RenderParityText/Messages.swift": message_emitters.swift(messages),
        KOTLIN + "Text/Messages.kt": message_emitters.kotlin(messages),
        "ports/web/src/generated/messages.js": message_emitters.web(messages),
        "Sources/RenderParityVocabulary/BuiltinVocabularyFile.swift": swift_vocabulary.builtin_file(table_text),
        "Sources/RenderParityText/SnapshotGrammar.swift": swift_vocabulary.grammar(table),
        "Sources/RenderParityModel/NodeEnums.swift": swift_vocabulary.model_enums(table),
        "Sources/RenderParityModel/Nodes.swift": swift_model.render(table),
        KOTLIN + "Vocabulary/BuiltinVocabularyFile.kt": kotlin_vocabulary.builtin_file(table_text),
        KOTLIN + "Text/SnapshotGrammar.kt": kotlin_vocabulary.grammar(table),
        KOTLIN + "Model/NodeEnums.kt": kotlin_vocabulary.model_enums(table),
        KOTLIN + "Model/Nodes.kt": kotlin_model.render(table),
        "ports/web/src/generated/builtinVocabularyFile.js": web_modules.builtin_vocabulary_file(table_text),
        "ports/web/src/generated/snapshotGrammar.js": web_modules.snapshot_grammar(table),
        "ports/web/src/generated/iconMap.js": web_modules.icon_map(icon_map),
    }
    for path in files:
        if path.endswith(".swift"):
            files[path] = swift_formatted(files[path], path)
    spec_path = "spec/render-snapshot.md"
    with open(os.path.join(ROOT, spec_path), encoding="utf-8") as handle:
        files[spec_path] = spec_tables.splice(handle.read(), table)
    return files


def swift_formatted(text, path):
    """The Swift source as `swift format` writes it with the project's `.swift-format`, so the
    generated files pass CI's `swift format lint --strict` like hand-written ones do."""
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    try:
        result = subprocess.run(
            [swift, "format", "format", "--configuration", os.path.join(ROOT, ".swift-format"),
             "--assume-filename", path],
            input=text.encode("utf-8"), capture_output=True, check=False)
    except OSError as error:
        sys.exit(f"generate.py: cannot run `swift format` for {path}: {error}")
    if result.returncode != 0:
        sys.exit(f"generate.py: `swift format` failed on {path}: {result.stderr.decode('utf-8', 'replace').strip()}")
    return result.stdout.decode("utf-8")


def main(argv):
    check = "--check" in argv[1:]
    unknown = [a for a in argv[1:] if a != "--check"]
    if unknown:
        print("usage: generate.py [--check]", file=sys.stderr)
        return 2
    try:
        table = load_table(os.path.join(ROOT, "spec/dsl-nodes.json"))
        messages = load_messages(os.path.join(ROOT, "spec/messages.json"))
    except TableError as error:
        # One line naming the file and where, never a traceback: the table is what people edit.
        message = str(error)
        if message.startswith(ROOT + os.sep):
            message = message[len(ROOT) + 1:]
        print(f"generate.py: {message}", file=sys.stderr)
        return 1
    with open(os.path.join(ROOT, "spec/dsl-nodes.json"), encoding="utf-8", newline="") as handle:
        table_text = handle.read()
    with open(os.path.join(ROOT, "spec/icon-map.json"), encoding="utf-8") as handle:
        icon_map = json.load(handle)
    stale = []
    for path, text in sorted(outputs(table, icon_map, table_text, messages).items()):
        full = os.path.join(ROOT, path)
        try:
            with open(full, encoding="utf-8", newline="") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current == text:
            continue
        stale.append(path)
        if not check:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            temporary = full + ".tmp-generate"
            with open(temporary, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
            os.replace(temporary, full)
    if check:
        if stale:
            print("generated files are stale; run `python3 scripts/generate.py` and commit:", file=sys.stderr)
            for path in stale:
                print("  " + path, file=sys.stderr)
            return 1
        print("generated files are current")
        return 0
    for path in stale:
        print("wrote " + path)
    if not stale:
        print("generated files are current")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
