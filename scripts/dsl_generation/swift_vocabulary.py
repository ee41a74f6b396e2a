"""The Swift restatements of the built-in vocabulary and the grammar's names.

- Sources/RenderParityVocabulary/BuiltinVocabularyFile.swift: spec/dsl-nodes.json's bytes, which
  `Vocabulary.builtin` loads with the same loader as any team's file (no second copy of a rule);
- Sources/RenderParityText/SnapshotGrammar.swift: `FailureReason` and `DiagnosticCode`, from
  spec/snapshot-grammar.json;
- Sources/RenderParityModel/NodeEnums.swift: `NodeType` and the DSL's enums, the typed model's API.
"""
from . import GENERATED_NOTE, grammar_names
from .languages import SWIFT, file_lines, string_literal

case_name = SWIFT.case_name


def reason_case(name):
    """`invalid_json` → `invalidJSON`: a failure reason or diagnostic code as a Swift case."""
    return case_name(name).replace("Json", "JSON")


def swift_string(text):
    """A Swift string literal of `text` (`languages.string_literal`)."""
    return string_literal(SWIFT, text)


def builtin_file(text):
    """The built-in vocabulary's bytes, one string literal per line of the file, so the file
    reads as the JSON it holds and every byte (the final newline included) is kept."""
    lines, ending = file_lines(text)
    out = [f"// {GENERATED_NOTE}", "",
           "/// `spec/dsl-nodes.json` exactly as shipped: the built-in vocabulary, compiled into the",
           "/// package so renderers' test targets need no resource bundle. `Vocabulary.builtin` loads it",
           "/// with `VocabularyLoader`, and its content hash is the file's SHA-256 (spec/vocabulary.md §5).",
           "enum BuiltinVocabularyFile {",
           "    static let lines: [StaticString] = ["]
    out += [f"        {swift_string(line)}," for line in lines]
    out += ["    ]", "",
            f"    static let endsWithNewline = {'true' if ending else 'false'}", "",
            "    static var bytes: [UInt8] {",
            "        var bytes: [UInt8] = []",
            "        for (position, line) in lines.enumerated() {",
            "            if position > 0 { bytes.append(0x0A) }",
            "            bytes.append(contentsOf: UnsafeBufferPointer(start: line.utf8Start, count: line.utf8CodeUnitCount))",
            "        }",
            "        if endsWithNewline { bytes.append(0x0A) }",
            "        return bytes",
            "    }",
            "}", ""]
    return "\n".join(out)


def grammar(table):
    reasons, codes, unknown_line = grammar_names(table)
    out = ["// Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.", "",
           "/// The `reason` of an `Error(...)` snapshot line (spec §3.4).",
           "///",
           "/// In the text stage, with the grammar: the reader's failures name these too",
           "/// (`JSONReadFailure.reason`), and every vocabulary shares them.",
           "public enum FailureReason: String, CaseIterable, Sendable {"]
    out += [f'    case {reason_case(r)} = "{r}"' for r in reasons]
    out += ["}", "",
            "/// What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure",
            "/// reason, then what only diagnostics say.",
            "///",
            "/// Why: an app that sends a model's output through `parity lint` branches on these",
            "/// names; messages are for people and may be reworded, codes may not.",
            "public enum DiagnosticCode: String, CaseIterable, Sendable {"]
    out += [f'    case {reason_case(c)} = "{c}"' for c in codes]
    out += ["",
            "    /// The code of a failure: the same name.",
            "    public init(_ reason: FailureReason) {",
            "        switch reason {"]
    out += [f"        case .{reason_case(r)}: self = .{reason_case(r)}" for r in reasons]
    out += ["        }", "    }", "}", "",
            "/// The names the grammar writes itself, whatever the vocabulary (spec §2.3, §3.4).",
            "package enum SnapshotGrammar {",
            "    /// The line of a type the vocabulary does not define: `Unknown(type=\"…\")`.",
            f'    package static let unknownLine: StaticString = {swift_string(unknown_line)}',
            "}", ""]
    return "\n".join(out)


def model_enums(table):
    nodes = table["nodes"]
    out = [f"// {GENERATED_NOTE}", "",
           f"/// The {len(nodes)} values of a node's `type` member (spec §2.1), in table order: the typed model's",
           "/// names for the built-in vocabulary's node types.",
           "public enum NodeType: String, CaseIterable, Sendable {",
           "    case " + ", ".join(case_name(n["type"]) for n in nodes),
           "}", ""]
    for enum, cases in table["enums"].items():
        out += [f"public enum {enum}: String, CaseIterable, Sendable, DSLEnumeration {{",
                "    case " + ", ".join(case_name(c) for c in cases),
                "}", ""]
    return "\n".join(out)
