package renderparity

/**
 * Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and
 * what was expected. `message` is the one place these are worded, word for word as the Swift
 * twin (`VocabularyError.swift`), so the same bad file gives the same line from either port
 * (scripts/vocabulary-agreement.sh holds them to it).
 */
data class VocabularyError(
    val problem: Problem,
    /** How the file is named: its path as given, or `builtin`. */
    val file: String,
    val path: JSONPath = JSONPath.root
) {
    sealed class Problem {
        /** The file could not be read (the harness words why). */
        data class Unreadable(val why: String) : Problem()
        data class InvalidJSON(val failure: JSONReadFailure) : Problem()
        data class TooLarge(val bytes: Int, val limit: Int) : Problem()
        data class WrongType(val expected: String, val found: JSONDocument.Kind) : Problem()
        data class Missing(val expected: String) : Problem()
        data class UnknownMember(val allowed: List<String>) : Problem()
        data class UnsupportedFormat(val found: String) : Problem()
        /** A name that breaks its rule: what it is ("a line name") and the rule. */
        data class InvalidName(val name: String, val what: String, val rule: String) : Problem()
        data class UnknownFieldType(val name: String) : Problem()
        data class UnknownEnum(val name: String) : Problem()
        data class UnknownRecord(val name: String) : Problem()
        data class Duplicate(val what: String, val name: String, val first: JSONPath) : Problem()
        data class DefaultWrongType(val expected: String) : Problem()
        data class DefaultNotACase(val value: String, val cases: List<String>) : Problem()
        data class DefaultOutOfRange(val minimum: Long, val maximum: Long) : Problem()
        data class AbsentWord(val word: String) : Problem()
        data class NotAllowedFor(val member: String, val fieldType: String) : Problem()
        /** A record's field of a type that holds nodes or rows, which print below a node's line only. */
        data class HeldInRecord(val type: String) : Problem()
        /** An envelope field other than its root node and checked strings. */
        data class EnvelopeFieldType(val type: String) : Problem()
        data class NeedsDefault(val fieldType: String) : Problem()
        object AbsentOrOmit : Problem()
        object DefaultOrOmit : Problem()
        data class MoreThanOne(val what: String) : Problem()
        object EnvelopeRoot : Problem()
        object DocumentInExtension : Problem()
        object DocumentMissing : Problem()
        data class ReplaceUnknown(val name: String) : Problem()
        data class ExtendsCycle(val chain: List<String>) : Problem()
        data class ExtendsTooDeep(val limit: Int) : Problem()
        data class Limit(val what: String, val limit: Int) : Problem()
    }

    /** `acme.json: $.nodes[3].fields[1].type: unknown field type "color" (expected one of …)`. */
    val message: String
        get() = when (problem) {
            is Problem.Unreadable -> if (path == JSONPath.root) "$file: ${problem.why}" else "$file: $path: ${problem.why}"
            is Problem.InvalidJSON -> "$file: not a vocabulary: ${problem.failure.message}"
            is Problem.TooLarge ->
                "$file: ${problem.bytes} bytes; a vocabulary file is at most ${problem.limit} bytes (spec/vocabulary.md §6)"
            else -> "$file: $path: $explanation"
        }

    override fun toString(): String = message

    /** What was wrong and what was expected, without the file and path. */
    val explanation: String
        get() = when (problem) {
            is Problem.Unreadable -> problem.why
            is Problem.InvalidJSON -> problem.failure.message
            is Problem.TooLarge -> "${problem.bytes} bytes (at most ${problem.limit})"
            is Problem.WrongType -> "expected ${problem.expected}, found ${problem.found.typeName}"
            is Problem.Missing -> "is missing (expected ${problem.expected})"
            is Problem.UnknownMember -> "unknown member (expected one of ${problem.allowed.joinToString(", ")})"
            is Problem.UnsupportedFormat -> "format ${problem.found} is not supported (expected 1)"
            is Problem.InvalidName -> "${quoted(problem.name)} is not ${problem.what} (${problem.rule})"
            is Problem.UnknownFieldType ->
                "unknown field type ${quoted(problem.name)} (expected one of " +
                    FieldDefinition.FieldType.values().joinToString(", ") { it.rawValue } + ")"
            is Problem.UnknownEnum -> "unknown enum ${quoted(problem.name)} (expected a name in \"enums\")"
            is Problem.UnknownRecord -> "unknown record ${quoted(problem.name)} (expected a name in \"records\")"
            is Problem.Duplicate ->
                "duplicate ${problem.what} ${quoted(problem.name)} (" +
                    (if (problem.first == JSONPath.root) "the base vocabulary has it" else "first at ${problem.first}") + ")" +
                    (if (problem.what == "node type" || problem.what == "record") "; list it in \"replace\" to redefine it" else "")
            is Problem.DefaultWrongType -> "the default is not ${problem.expected}"
            is Problem.DefaultNotACase -> "default ${quoted(problem.value)} is not one of ${problem.cases.joinToString(", ")}"
            is Problem.DefaultOutOfRange -> "the default is outside ${problem.minimum}…${problem.maximum}"
            is Problem.AbsentWord ->
                "absent word ${quoted(problem.word)} cannot be told apart from a string (expected \"default\" or \"none\")"
            is Problem.NotAllowedFor -> "\"${problem.member}\" is not allowed for a field of type ${problem.fieldType}"
            is Problem.HeldInRecord ->
                "a record's field cannot be of type ${problem.type} (nodes and rows print below a node's line only)"
            is Problem.EnvelopeFieldType ->
                "an envelope's field cannot be of type ${problem.type} (expected its one node, or strings marked \"expected\")"
            is Problem.NeedsDefault -> "an optional ${problem.fieldType} field needs a \"default\""
            Problem.AbsentOrOmit -> "an optional string has exactly one of \"absent\" and \"omitWhenAbsent\""
            Problem.DefaultOrOmit -> "a field with a \"default\" is never absent, so it cannot be \"omitWhenAbsent\""
            is Problem.MoreThanOne -> "more than one ${problem.what}"
            Problem.EnvelopeRoot -> "an envelope has exactly one field of type node, and it is required"
            Problem.DocumentInExtension -> "a vocabulary that extends another keeps its document shape (no \"document\")"
            Problem.DocumentMissing -> "is missing (expected the document shape, or \"extends\")"
            is Problem.ReplaceUnknown -> "${quoted(problem.name)} is not a node type or record of the base vocabulary"
            is Problem.ExtendsCycle -> "extends cycle: " + problem.chain.joinToString(" → ")
            is Problem.ExtendsTooDeep -> "extends chain deeper than ${problem.limit}"
            is Problem.Limit -> "more than ${problem.limit} ${problem.what} (spec/vocabulary.md §6)"
        }

    private fun quoted(text: String): String = SnapshotString.quoted(text)
}

/** Carries a `VocabularyError` out of the loader (Swift: `throws(VocabularyError)`). No stack trace: it is control flow. */
class VocabularyException(val error: VocabularyError) : RuntimeException(error.message) {
    override fun fillInStackTrace(): Throwable = this
}
