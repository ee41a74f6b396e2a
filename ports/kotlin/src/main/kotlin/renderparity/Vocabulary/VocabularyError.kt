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
            is Problem.Unreadable ->
                if (path == JSONPath.root) Words.inFile(file, problem.why) else Words.atPath(file, path.toString(), problem.why)
            is Problem.InvalidJSON -> Words.notAVocabulary(file, problem.failure.message)
            is Problem.TooLarge -> Words.fileTooLarge(file, problem.bytes.toLong(), problem.limit.toLong())
            else -> Words.atPath(file, path.toString(), explanation)
        }

    override fun toString(): String = message

    /**
     * What was wrong and what was expected, without the file and path: the one place these errors
     * pick their wording (spec/messages.json) and fill it in.
     */
    val explanation: String
        get() = when (problem) {
            is Problem.Unreadable -> problem.why
            is Problem.InvalidJSON -> problem.failure.message
            is Problem.TooLarge -> Words.tooLarge(problem.bytes.toLong(), problem.limit.toLong())
            is Problem.WrongType -> Messages.Decoding.wrongType(problem.expected, problem.found.typeName)
            is Problem.Missing -> Words.missing(problem.expected)
            is Problem.UnknownMember -> Words.unknownMember(problem.allowed)
            is Problem.UnsupportedFormat -> Words.unsupportedFormat(problem.found)
            is Problem.InvalidName -> Words.invalidName(problem.name, problem.what, problem.rule)
            is Problem.UnknownFieldType ->
                Words.unknownFieldType(problem.name, FieldDefinition.FieldType.values().map { it.rawValue })
            is Problem.UnknownEnum -> Words.unknownEnum(problem.name)
            is Problem.UnknownRecord -> Words.unknownRecord(problem.name)
            is Problem.Duplicate -> duplicate(problem.what, problem.name, problem.first)
            is Problem.DefaultWrongType -> Words.defaultWrongType(problem.expected)
            is Problem.DefaultNotACase -> Words.defaultNotACase(problem.value, problem.cases)
            is Problem.DefaultOutOfRange -> Words.defaultOutOfRange(problem.minimum, problem.maximum)
            is Problem.AbsentWord -> Words.absentWord(problem.word)
            is Problem.NotAllowedFor -> Words.notAllowedFor(problem.member, problem.fieldType)
            is Problem.HeldInRecord -> Words.heldInRecord(problem.type)
            is Problem.EnvelopeFieldType -> Words.envelopeFieldType(problem.type)
            is Problem.NeedsDefault -> Words.needsDefault(problem.fieldType)
            Problem.AbsentOrOmit -> Words.absentOrOmit
            Problem.DefaultOrOmit -> Words.defaultOrOmit
            is Problem.MoreThanOne -> Words.moreThanOne(problem.what)
            Problem.EnvelopeRoot -> Words.envelopeRoot
            Problem.DocumentInExtension -> Words.documentInExtension
            Problem.DocumentMissing -> Words.documentMissing
            is Problem.ReplaceUnknown -> Words.replaceUnknown(problem.name)
            is Problem.ExtendsCycle -> Words.extendsCycle(problem.chain)
            is Problem.ExtendsTooDeep -> Words.extendsTooDeep(problem.limit.toLong())
            is Problem.Limit -> Words.limit(problem.limit.toLong(), problem.what)
        }

    /** A name defined twice: where it was first, and for a node type or record, how to redefine it. */
    private fun duplicate(what: String, name: String, first: JSONPath): String {
        val place = if (first == JSONPath.root) Words.inBase else Words.firstAt(first.toString())
        return if (what == "node type" || what == "record") Words.duplicateReplaceable(what, name, place)
        else Words.duplicate(what, name, place)
    }

    private companion object {
        val Words = Messages.Vocabulary
    }
}

/** Carries a `VocabularyError` out of the loader (Swift: `throws(VocabularyError)`). No stack trace: it is control flow. */
class VocabularyException(val error: VocabularyError) : RuntimeException(error.message) {
    override fun fillInStackTrace(): Throwable = this
}
