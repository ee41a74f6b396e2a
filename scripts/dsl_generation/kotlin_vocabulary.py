"""The Kotlin port's restatements of the built-in vocabulary and the grammar's names (twins of
swift_vocabulary.py's):

- ports/kotlin/.../Vocabulary/BuiltinVocabularyFile.kt: spec/dsl-nodes.json's bytes, which
  `Vocabulary.builtin` loads with the same loader as any team's file (no second copy of a rule);
- ports/kotlin/.../Text/SnapshotGrammar.kt: `FailureReason` and `DiagnosticCode`, from
  spec/snapshot-grammar.json;
- ports/kotlin/.../Model/NodeEnums.kt: `NodeType` and the DSL's enums, the typed model's API.
"""
from . import GENERATED_NOTE, grammar_names
from .languages import KOTLIN, file_lines, string_literal


constant = KOTLIN.case_name


def kotlin_string(text):
    """A Kotlin string literal of `text` (`languages.string_literal`): `$` is escaped too."""
    return string_literal(KOTLIN, text)


def builtin_file(text):
    """The built-in vocabulary's bytes, one string literal per line of the file, so the file reads
    as the JSON it holds and every byte (the final newline included) is kept."""
    lines, ending = file_lines(text)
    out = ["package renderparity", "", f"// {GENERATED_NOTE}", "",
           "/**",
           " * `spec/dsl-nodes.json` exactly as shipped: the built-in vocabulary, compiled into the library",
           " * so renderers' tests need no resource. `Vocabulary.builtin` loads it with `VocabularyLoader`,",
           " * and its content hash is the file's SHA-256 (spec/vocabulary.md §5).",
           " */",
           "internal object BuiltinVocabularyFile {",
           "    private val lines: Array<String> = arrayOf("]
    out += [f"        {kotlin_string(line)}," for line in lines]
    if len(lines):
        out[-1] = out[-1].rstrip(",")
    out += ["    )", "",
            f"    private const val endsWithNewline: Boolean = {'true' if ending else 'false'}", "",
            "    /** The file's bytes, UTF-8, lines joined by line feeds. */",
            "    fun bytes(): ByteArray =",
            "        (lines.joinToString(\"\\n\") + (if (endsWithNewline) \"\\n\" else \"\")).toByteArray(Charsets.UTF_8)",
            "}", ""]
    return "\n".join(out)


def grammar(table):
    reasons, codes, unknown_line = grammar_names(table)
    out = ["package renderparity", "",
           "// Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.", "",
           "/**",
           " * The `reason` of an `Error(...)` snapshot line (spec §3.4). In the text stage, with the grammar:",
           " * the reader's failures name these too, and every vocabulary shares them.",
           " */",
           "enum class FailureReason(val rawValue: String) {",
           "    " + ", ".join(f'{constant(r)}("{r}")' for r in reasons),
           "}", "",
           "/**",
           " * What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure reason, then",
           " * what only diagnostics say. Apps branch on these names; messages may be reworded, codes may not.",
           " */",
           "enum class DiagnosticCode(val rawValue: String) {",
           "    " + ", ".join(f'{constant(c)}("{c}")' for c in codes) + ";",
           "",
           "    companion object {",
           "        /** The code of a failure: the same name. */",
           "        fun of(reason: FailureReason): DiagnosticCode = when (reason) {"]
    out += [f"            FailureReason.{constant(r)} -> {constant(r)}" for r in reasons]
    out += ["        }", "    }", "}", "",
            "/** The names the grammar writes itself, whatever the vocabulary (spec §2.3, §3.4). */",
            "internal object SnapshotGrammar {",
            "    /** The line of a type the vocabulary does not define: `Unknown(type=\"…\")`. */",
            f'    const val unknownLine: String = {kotlin_string(unknown_line)}',
            "}", ""]
    return "\n".join(out)


def model_enums(table):
    nodes = table["nodes"]
    out = ["package renderparity", "", f"// {GENERATED_NOTE}", "",
           f"/** The {len(nodes)} values of a node's `type` member (spec §2.1), in table order: the typed model's names"
           " for the built-in vocabulary's node types. */",
           "enum class NodeType(override val rawValue: String) : SchemaEnum {",
           "    " + ", ".join(f'{constant(n["type"])}("{n["type"]}")' for n in nodes),
           "}", ""]
    for enum, cases in table["enums"].items():
        out += [f"enum class {enum}(override val rawValue: String) : SchemaEnum {{",
                "    " + ", ".join(f'{constant(c)}("{c}")' for c in cases),
                "}", ""]
    return "\n".join(out)
