"""The shared wording's generator (scripts/dsl_generation/message_file.py, message_emitters.py) on a
tiny messages file: templates and their holes, each language's declarations, literals that need
escaping in every language, character ranges, and the errors a bad file gives.

    python3 -m unittest discover -s scripts/tests    # CI: .ci/run

A JavaScript message is run by `node`, since a literal is only right if the language reads it as
the text; the Swift and Kotlin declarations are compared with what each language writes.
"""
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

from dsl_generation import TableError  # noqa: E402
from dsl_generation import message_emitters  # noqa: E402
from dsl_generation.message_file import load_messages, parse_template  # noqa: E402

HOLE_TYPES = {"string": {"about": "text"}, "integer": {"about": "a number"}, "number": {"about": "N"},
              "quoted": {"about": "Q"}, "list": {"about": "strings", "join": ", "},
              "chain": {"about": "names", "join": " → "}}

# Every hole type, a plural, literal braces, and the characters each language escapes.
MESSAGES = {
    "holeTypes": HOLE_TYPES,
    "groups": {
        "Tiny": {
            "about": "A group for the generator's tests.",
            "messages": {
                "plain": {"text": "say \"hi\" \\ $x ${{y}} `z` – é {{ok}}", "when": "a constant"},
                "counted": {"text": "{side} has {count:integer} {count|line|lines}", "when": "a plural"},
                "typed": {"text": "{name:quoted} is one of {cases:list} ({path:chain}) at {value:number}",
                          "when": "the formatted holes"},
                "escaped": {"text": "\\u{hex} costs $ and `{what}`", "when": "escapes around a hole"},
            },
            "ranges": {"hidden": {"when": "a test range", "scalars": ["U+0000–U+0008", "U+00A0", "U+E0000–U+E007F"]}},
        }
    },
}


class MessageFiles:
    """A messages file written to a temporary folder, as the generator reads it."""

    def __init__(self, data=MESSAGES, text=None):
        self.folder = tempfile.mkdtemp(prefix="messages-test-")
        self.path = os.path.join(self.folder, "messages.json")
        with open(self.path, "w", encoding="utf-8") as handle:
            handle.write(text if text is not None else json.dumps(data, ensure_ascii=False))

    def load(self):
        try:
            return load_messages(self.path)
        finally:
            shutil.rmtree(self.folder)


def tiny():
    return MessageFiles().load()


class TemplateTests(unittest.TestCase):
    def test_parts_and_holes_in_order_of_first_appearance(self):
        parts, holes = parse_template("{b} and {a:integer}, {a|one|many} {{x}}")
        self.assertEqual(holes, (("b", "string"), ("a", "integer")))
        self.assertEqual(parts, (("hole", "b"), ("text", " and "), ("hole", "a"), ("text", ", "),
                                 ("plural", "a", "one", "many"), ("text", " {x}")))

    def test_a_plural_makes_its_hole_an_integer(self):
        self.assertEqual(parse_template("{n|a|b} {n}")[1], (("n", "integer"),))

    def test_bad_templates_name_the_problem(self):
        for text, problem in [("{a:integer} {a:quoted}", "both integer and quoted"),
                              ("{a:colour}", "unknown type 'colour'"),
                              ("a } b", "a lone '}'"),
                              ("{A}", "is not a hole"),
                              ("{a", "is not a hole"),
                              ("{a:string|x|y}", "is not a hole"),
                              ("{name|one}", "is not a hole")]:
            with self.subTest(text=text), self.assertRaisesRegex(TableError, problem):
                parse_template(text, "$.x")


class EmitterTests(unittest.TestCase):
    def setUp(self):
        self.messages = tiny()

    def test_swift_declares_constants_and_functions_of_the_holes(self):
        text = message_emitters.swift(self.messages)
        self.assertIn("@usableFromInline package enum Messages {", text)
        self.assertIn("    @usableFromInline package enum Tiny {", text)
        self.assertIn('package static let plain = "say \\"hi\\" \\\\ $x ${y} `z` – é {ok}"', text)
        self.assertIn('package static func counted(side: String, count: Int) -> String { '
                      '"\\(side) has \\(count) \\(count == 1 ? "line" : "lines")" }', text)
        self.assertIn("func typed(name: String, cases: [String], path: [String], value: Double)", text)
        self.assertIn('"\\(SnapshotString.quoted(name)) is one of \\(cases.joined(separator: ", ")) '
                      '(\\(path.joined(separator: " → "))) at \\(SnapshotNumber.format(value))"', text)
        self.assertIn('"\\\\u\\(hex) costs $ and `\\(what)`"', text)
        self.assertIn("    case 0x0000...0x0008, 0x00A0, 0xE0000...0xE007F: true", text)

    def test_kotlin_escapes_dollars_and_declares_longs(self):
        text = message_emitters.kotlin(self.messages)
        self.assertIn("internal object Messages {", text)
        self.assertIn('const val plain: String = "say \\"hi\\" \\\\ \\$x \\${y} `z` – é {ok}"', text)
        self.assertIn('fun counted(side: String, count: Long): String = '
                      '"${side} has ${count} ${if (count == 1L) "line" else "lines"}"', text)
        self.assertIn("cases: kotlin.collections.List<String>", text)
        self.assertIn('"\\\\u${hex} costs \\$ and `${what}`"', text)
        self.assertIn("in 0x0000..0x0008, 0x00A0, in 0xE0000..0xE007F -> true", text)

    def test_javascript_says_each_message_exactly(self):
        if not shutil.which("node"):
            self.skipTest("node is not installed (CI installs it)")
        folder = tempfile.mkdtemp(prefix="messages-js-")
        try:
            os.makedirs(os.path.join(folder, "generated"))
            with open(os.path.join(folder, "generated", "messages.js"), "w", encoding="utf-8") as handle:
                handle.write(message_emitters.web(self.messages))
            # Stand-ins for the port's quoting and number forms, which the module imports.
            with open(os.path.join(folder, "SnapshotString.js"), "w", encoding="utf-8") as handle:
                handle.write("export function quoted(text) { return '«' + text + '»'; }\n")
            with open(os.path.join(folder, "SnapshotNumber.js"), "w", encoding="utf-8") as handle:
                handle.write("export function formatNumber(value) { return 'N' + value; }\n")
            script = ("import { Messages as M } from './generated/messages.js';\n"
                      "const t = M.Tiny;\n"
                      "console.log(JSON.stringify([t.plain, t.counted('a', 1), t.counted('b', 2),"
                      " t.typed('x', ['p', 'q'], ['r', 's'], 1.5), t.escaped('D800', '$'),"
                      " [0, 8, 9, 0xA0, 0xE0041, 0xE0080].map((v) => t.isHidden(v))]));\n")
            with open(os.path.join(folder, "run.mjs"), "w", encoding="utf-8") as handle:
                handle.write(script)
            result = subprocess.run(["node", "run.mjs"], cwd=folder, capture_output=True, text=True, check=True)
        finally:
            shutil.rmtree(folder)
        self.assertEqual(json.loads(result.stdout), [
            "say \"hi\" \\ $x ${y} `z` – é {ok}", "a has 1 line", "b has 2 lines",
            "«x» is one of p, q (r → s) at N1.5", "\\uD800 costs $ and `$`",
            [True, True, False, True, True, False]])

    def test_the_shipped_file_loads_and_every_group_is_written(self):
        messages = load_messages(os.path.join(ROOT, "spec", "messages.json"))
        names = [group.name for group in messages.groups]
        self.assertEqual(names, ["JSON", "Decoding", "Diagnostics", "Vocabulary", "Diff"])
        for emit in (message_emitters.swift, message_emitters.kotlin, message_emitters.web):
            text = emit(messages)
            for group in messages.groups:
                for message in group.messages:
                    self.assertIn(message.name, text)


class BadFileTests(unittest.TestCase):
    def broken(self, change):
        data = json.loads(json.dumps(MESSAGES))
        change(data)
        return MessageFiles(data)

    def assertFails(self, files, problem):
        with self.assertRaisesRegex(TableError, problem) as caught:
            files.load()
        self.assertIn("messages.json: ", str(caught.exception))

    def test_not_json(self):
        self.assertFails(MessageFiles(text="{"), "not JSON")

    def test_hole_types_must_be_the_known_ones(self):
        self.assertFails(self.broken(lambda d: d["holeTypes"].pop("chain")), r"\$\.holeTypes: expected exactly")

    def test_a_list_type_needs_its_separator(self):
        self.assertFails(self.broken(lambda d: d["holeTypes"]["list"].pop("join")),
                         r"\$\.holeTypes\.list\.join: expected a one-line string")

    def test_names_are_identifiers(self):
        self.assertFails(self.broken(lambda d: d["groups"].update({"tiny": d["groups"]["Tiny"]})),
                         r"\$\.groups\.tiny: a group's name is a type name")
        self.assertFails(
            self.broken(lambda d: d["groups"]["Tiny"]["messages"].update({"Bad-name": {"text": "a", "when": "b"}})),
            r"Bad-name: an entry's name is an identifier")

    def test_an_entry_has_one_line_of_text_and_says_when(self):
        self.assertFails(self.broken(lambda d: d["groups"]["Tiny"]["messages"]["plain"].update({"text": "a\nb"})),
                         r"\$\.groups\.Tiny\.messages\.plain\.text: expected a one-line string")
        self.assertFails(self.broken(lambda d: d["groups"]["Tiny"]["messages"]["plain"].pop("when")),
                         r"plain\.when: expected a one-line string")

    def test_ranges_are_scalars_in_order(self):
        for scalars in (["U+0041–U+0040"], ["41"], ["U+110000"], []):
            with self.subTest(scalars=scalars):
                self.assertFails(
                    self.broken(lambda d: d["groups"]["Tiny"]["ranges"]["hidden"].update({"scalars": scalars})),
                    r"\$\.groups\.Tiny\.ranges\.hidden\.scalars")


if __name__ == "__main__":
    unittest.main()
