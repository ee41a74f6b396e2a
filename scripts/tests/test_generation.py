"""The generator (scripts/generate.py, scripts/dsl_generation) on a tiny table: each emitter's output,
string literals in every target language, and the errors a bad table gives.

    python3 -m unittest discover -s scripts/tests    # CI: .ci/run

Python's standard library, and `node` (.ci/run installs it): a JavaScript literal is read back by
the language itself, since a literal is only right if the language reads it as the text.
"""
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(SCRIPTS)
sys.path.insert(0, SCRIPTS)

from dsl_generation import TableError, load_table  # noqa: E402
from dsl_generation import kotlin_model, kotlin_vocabulary, spec_tables, swift_model, swift_vocabulary  # noqa: E402
from dsl_generation import web_modules  # noqa: E402
from dsl_generation.languages import KOTLIN, SWIFT, js_string, string_literal  # noqa: E402

GRAMMAR = {
    "unknown": {"line": "Unknown", "attribute": "type"},
    "error": {"line": "Error", "reasons": ["invalid_json", "missing_field"]},
    "diagnostics": {"codes": ["dropped"]},
}

# One node of every field type the model holds, one record and one enum: the smallest table that
# reaches every branch of the emitters.
TABLE = {
    "format": 1, "name": "tiny", "version": "1", "description": "A table for the generator's tests.",
    "document": {"typeKey": "type", "envelope": {"schemaName": "Screen", "description": "A screen.", "fields": [
        {"name": "root", "type": "node", "required": True}]}},
    "enums": {"Tone": ["plain", "loud_voice"]},
    "commonFields": [{"name": "note", "type": "string", "omitWhenAbsent": True}],
    "nodes": [
        {"type": "badge", "line": "Badge", "description": "A badge.", "fields": [
            {"name": "label", "type": "string", "required": True},
            {"name": "size", "type": "number", "default": 2.5},
            {"name": "lines", "type": "integer", "minimum": 1, "maximum": 9},
            {"name": "shown", "type": "boolean", "default": True},
            {"name": "tone", "type": "enum", "enum": "Tone", "default": "loud_voice", "attribute": "mood"},
            {"name": "tags", "type": "stringList"},
        ]},
        {"type": "group", "line": "Group", "description": "Holds nodes.", "fields": [
            {"name": "items", "type": "nodes", "required": True, "count": "items"}]},
        {"type": "chart", "line": "Chart", "description": "Holds points.", "fields": [
            {"name": "points", "type": "records", "record": "point", "required": True}]},
    ],
    "records": {"point": {"line": "Point", "schemaName": "ChartDataPoint", "owner": "a point",
                          "description": "One value.", "fields": [
                              {"name": "value", "type": "number", "required": True}]}},
}

SPEC_TEXT = "".join(
    f"<!-- BEGIN GENERATED {name}: {spec_tables.GENERATED_NOTE} -->\nold\n<!-- END GENERATED {name} -->\n"
    for name in spec_tables.MARKERS)


class TableFiles:
    """A table and grammar written to a temporary folder, as the generator reads them."""

    def __init__(self, table=TABLE, grammar=GRAMMAR, table_text=None):
        self.folder = tempfile.mkdtemp(prefix="generation-test-")
        self.table_path = os.path.join(self.folder, "dsl-nodes.json")
        with open(self.table_path, "w", encoding="utf-8") as handle:
            handle.write(table_text if table_text is not None else json.dumps(table, ensure_ascii=False))
        with open(os.path.join(self.folder, "snapshot-grammar.json"), "w", encoding="utf-8") as handle:
            json.dump(grammar, handle)

    def load(self):
        return load_table(self.table_path)

    def remove(self):
        shutil.rmtree(self.folder)


def tiny_table():
    files = TableFiles()
    try:
        return files.load()
    finally:
        files.remove()


class EmitterTests(unittest.TestCase):
    def setUp(self):
        self.table = tiny_table()

    def test_swift_model_has_every_field_with_its_type_and_default(self):
        text = swift_model.render(self.table)
        self.assertIn("case badge(BadgeNode)", text)
        self.assertIn("public let label: String\n", text)
        self.assertIn("public let shown: Bool\n", text)
        self.assertIn("size: Double = 2.5", text)
        self.assertIn("shown: Bool = true", text)
        self.assertIn("lines: Int? = nil", text)
        self.assertIn("tone: Tone = .loudVoice", text)
        self.assertIn("note: String? = nil", text)
        self.assertIn("public let points: [ChartDataPoint]", text)
        self.assertIn(".boolean(n.shown)", text)
        self.assertIn("tone: Tone.case(at: v[4].option)", text)
        self.assertIn("children: n.items", text)
        self.assertIn("records: n.points", text)

    def test_kotlin_model_has_every_field_with_its_type_and_default(self):
        text = kotlin_model.render(self.table)
        self.assertIn("data class Badge(val node: BadgeNode) : UINode()", text)
        self.assertIn("val label: String,", text)
        self.assertIn("val size: Double = 2.5", text)
        self.assertIn("val shown: Boolean = true", text)
        self.assertIn("val tone: Tone = Tone.LOUD_VOICE", text)
        self.assertIn("val items: kotlin.collections.List<UINode>", text)
        self.assertIn("ModelValue.Bool(node.shown)", text)
        self.assertIn("Tone.values()[v[4].option]", text)
        self.assertIn("children = node.items", text)
        self.assertIn("records = node.points", text)

    def test_swift_and_kotlin_enums_name_every_case(self):
        swift = swift_vocabulary.model_enums(self.table)
        self.assertIn("case badge, group, chart", swift)
        self.assertIn("public enum Tone: String, CaseIterable, Sendable, DSLEnumeration {\n    case plain, loudVoice", swift)
        kotlin = kotlin_vocabulary.model_enums(self.table)
        self.assertIn('BADGE("badge"), GROUP("group"), CHART("chart")', kotlin)
        self.assertIn('PLAIN("plain"), LOUD_VOICE("loud_voice")', kotlin)

    def test_grammar_names_every_reason_and_code(self):
        swift = swift_vocabulary.grammar(self.table)
        self.assertIn('case invalidJSON = "invalid_json"', swift)
        self.assertIn('case dropped = "dropped"', swift)
        self.assertIn('unknownLine: StaticString = "Unknown(type="', swift)
        kotlin = kotlin_vocabulary.grammar(self.table)
        self.assertIn('MISSING_FIELD("missing_field")', kotlin)
        self.assertIn("FailureReason.INVALID_JSON -> INVALID_JSON", kotlin)
        web = web_modules.snapshot_grammar(self.table)
        self.assertEqual(json.loads(web.split(" = ", 1)[1].rstrip(";\n"))["diagnostics"], GRAMMAR["diagnostics"])

    def test_builtin_files_keep_every_line_and_the_final_newline(self):
        source = 'a\n"b"\n'
        swift = swift_vocabulary.builtin_file(source)
        self.assertIn('        "a",\n        "\\"b\\"",\n    ]', swift)
        self.assertIn("endsWithNewline = true", swift)
        self.assertIn("endsWithNewline = false", swift_vocabulary.builtin_file("a"))
        kotlin = kotlin_vocabulary.builtin_file(source)
        self.assertIn('        "a",\n        "\\"b\\""\n    )', kotlin)
        self.assertIn("endsWithNewline: Boolean = true", kotlin)
        web = web_modules.builtin_vocabulary_file(source)
        self.assertIn('  "a",\n  "\\"b\\"",\n  "",\n]', web)

    def test_spec_tables_describe_every_field_and_line(self):
        text = spec_tables.splice(SPEC_TEXT, self.table)
        self.assertNotIn("old", text)
        self.assertIn("| `badge` | `label` string | `size` number [2.5], `lines` integer 1…9, `shown` boolean [true], "
                      "`tone` plain\\|loud_voice [loud_voice], `tags` string[] [[]] |", text)
        self.assertIn("| badge | `Badge(label=Q, size=N, lines=I, shown=T, mood=E, tags=[Q, Q])` |", text)
        self.assertIn("| group | `Group [items=K]` |", text)

    def test_spec_tables_without_markers_is_an_error(self):
        with self.assertRaises(SystemExit):
            spec_tables.splice("no markers\n", self.table)


# Quotes, backslashes, every kind of control character, DEL, and non-ASCII of one to four UTF-8 bytes.
AWKWARD = 'say "hi" \\ back\n\t\r\x00\x1f\x7f é → 😀 $x'


class StringLiteralTests(unittest.TestCase):
    def test_swift_literal_escapes_quotes_backslashes_and_controls(self):
        self.assertEqual(
            string_literal(SWIFT, AWKWARD),
            '"say \\"hi\\" \\\\ back\\u{a}\\u{9}\\u{d}\\u{0}\\u{1f}\\u{7f} é → 😀 $x"')

    def test_kotlin_literal_also_escapes_the_template_dollar(self):
        self.assertEqual(
            string_literal(KOTLIN, AWKWARD),
            '"say \\"hi\\" \\\\ back\\u000a\\u0009\\u000d\\u0000\\u001f\\u007f é → 😀 \\$x"')

    def test_literals_have_no_raw_line_break_or_control_character(self):
        for literal in (string_literal(SWIFT, AWKWARD), string_literal(KOTLIN, AWKWARD), js_string(AWKWARD)):
            self.assertFalse(any(ord(c) < 0x20 for c in literal), literal)

    def test_javascript_literal_reads_back_as_the_text(self):
        literal = js_string(AWKWARD)
        self.assertEqual(json.loads(literal), AWKWARD)
        node = shutil.which("node")
        self.assertIsNotNone(node, "node is not installed (apt-get install nodejs)")
        result = subprocess.run([node, "-e", f"process.stdout.write(JSON.stringify({literal}))"],
                                capture_output=True, check=True)
        self.assertEqual(json.loads(result.stdout.decode("utf-8")), AWKWARD)

    def test_emitters_use_the_escaping_literals(self):
        line = AWKWARD.replace("\n", "")  # a line of the file: the emitters split at line feeds
        self.assertIn(string_literal(SWIFT, line), swift_vocabulary.builtin_file(line))
        self.assertIn(string_literal(KOTLIN, line), kotlin_vocabulary.builtin_file(line))
        self.assertIn(js_string(line), web_modules.builtin_vocabulary_file(line))


def broken(edit):
    table = copy.deepcopy(TABLE)
    edit(table)
    return table


class BadTableTests(unittest.TestCase):
    CASES = [
        ("unknown type", lambda t: t["nodes"][0]["fields"][1].update(type="float"),
         "badge.size: unknown type 'float'"),
        ("unknown enum", lambda t: t["nodes"][0]["fields"][4].update(enum="Mood"), "badge.tone: unknown enum 'Mood'"),
        ("default not a case", lambda t: t["nodes"][0]["fields"][4].update(default="quiet"),
         "badge.tone: default 'quiet' is not a case"),
        ("unknown record", lambda t: t["nodes"][2]["fields"][0].update(record="bar"), "chart.points: unknown record"),
        ("missing fields", lambda t: t["nodes"][1].pop("fields"), "$.nodes[1]: missing member 'fields'"),
        ("field not an object", lambda t: t["nodes"][1]["fields"].append(3),
         "group.fields[1]: expected an object, found int"),
        ("nodes not an array", lambda t: t.update(nodes={}), "$.nodes: expected an array, found dict"),
        ("number without default", lambda t: t["nodes"][0]["fields"][1].pop("default"),
         "badge.size: an optional number needs a number default"),
        ("integer without bounds", lambda t: t["nodes"][0]["fields"][2].pop("maximum"),
         "badge.lines: an integer needs an integer `minimum` and `maximum`"),
        ("two counted fields", lambda t: t["nodes"][1]["fields"].append(
            {"name": "more", "type": "string", "required": True, "count": "more"}), "group: more than one counted field"),
    ]

    def test_each_broken_rule_is_a_table_error_naming_where(self):
        for title, edit, expected in self.CASES:
            with self.subTest(title):
                files = TableFiles(broken(edit))
                try:
                    with self.assertRaises(TableError) as raised:
                        files.load()
                finally:
                    files.remove()
                self.assertIn(expected, str(raised.exception))
                self.assertIn(files.table_path, str(raised.exception))

    def test_the_tiny_table_itself_loads(self):
        self.assertEqual([node["type"] for node in tiny_table()["nodes"]], ["badge", "group", "chart"])

    def test_not_json_names_the_file_and_position(self):
        files = TableFiles(table_text='{"nodes": [')
        try:
            with self.assertRaises(TableError) as raised:
                files.load()
        finally:
            files.remove()
        self.assertRegex(str(raised.exception), r"dsl-nodes\.json: not JSON: .*line 1 column 12")


class ProgramTests(unittest.TestCase):
    """scripts/generate.py itself, run from a copy of the scripts beside a broken table."""

    def run_generate(self, table_text):
        root = tempfile.mkdtemp(prefix="generation-program-")
        try:
            shutil.copytree(os.path.join(SCRIPTS, "dsl_generation"), os.path.join(root, "scripts", "dsl_generation"),
                            ignore=shutil.ignore_patterns("__pycache__"))
            shutil.copy(os.path.join(SCRIPTS, "generate.py"), os.path.join(root, "scripts"))
            os.makedirs(os.path.join(root, "spec"))
            with open(os.path.join(root, "spec", "dsl-nodes.json"), "w", encoding="utf-8") as handle:
                handle.write(table_text)
            with open(os.path.join(root, "spec", "snapshot-grammar.json"), "w", encoding="utf-8") as handle:
                json.dump(GRAMMAR, handle)
            return subprocess.run([sys.executable, os.path.join(root, "scripts", "generate.py"), "--check"],
                                  capture_output=True, text=True, check=False)
        finally:
            shutil.rmtree(root)

    def test_bad_table_is_one_line_and_a_failing_exit(self):
        result = self.run_generate(json.dumps(broken(lambda t: t["nodes"][0]["fields"][1].update(type="float"))))
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr, "generate.py: spec/dsl-nodes.json: badge.size: unknown type 'float'\n")
        self.assertEqual(result.stdout, "")

    def test_table_that_is_not_json_is_one_line_and_a_failing_exit(self):
        result = self.run_generate("{")
        self.assertEqual(result.returncode, 1)
        self.assertTrue(result.stderr.startswith("generate.py: spec/dsl-nodes.json: not JSON: "), result.stderr)
        self.assertEqual(result.stderr.count("\n"), 1)

    def test_unknown_argument_is_a_usage_error(self):
        result = subprocess.run([sys.executable, os.path.join(SCRIPTS, "generate.py"), "--bogus"],
                                capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 2)
        self.assertIn("usage: generate.py [--check]", result.stderr)


if __name__ == "__main__":
    unittest.main()
