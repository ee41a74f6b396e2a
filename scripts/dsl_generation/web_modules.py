"""The web port's generated modules: the built-in vocabulary file's text, the grammar's fixed
names and the icon map, as ES modules (data, not code)."""
import json

from . import GENERATED_NOTE
from .languages import js_string


def _module(note, name, data):
    return f"// {note}\nexport const {name} = " + json.dumps(data, indent=2, ensure_ascii=False) + ";\n"


def builtin_vocabulary_file(text):
    """spec/dsl-nodes.json exactly as shipped, one string literal per line, so the module reads as
    the JSON it holds and every byte (the final newline included) is kept. The web loader loads
    it as any team's file, and its content hash is the file's SHA-256 (spec/vocabulary.md §5)."""
    lines = text.split("\n")
    out = [f"// {GENERATED_NOTE}",
           "// spec/dsl-nodes.json exactly as shipped: the built-in vocabulary, which Vocabulary+Builtin.js",
           "// loads with VocabularyLoader.js like any team's file.",
           "export const BUILTIN_VOCABULARY_FILE = ["]
    out += [f"  {js_string(line)}," for line in lines]
    out += ["].join('\\n');", ""]
    return "\n".join(out)


def snapshot_grammar(table):
    """The grammar's fixed names (spec/snapshot-grammar.json): the same for every vocabulary."""
    grammar = {key: table[key] for key in ("unknown", "error", "diagnostics")}
    return _module("Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.",
                   "SNAPSHOT_GRAMMAR", grammar)


def icon_map(icon_map_data):
    return _module("Generated from spec/icon-map.json by scripts/generate.py. Do not edit.", "ICON_MAP", icon_map_data)
