package renderparity

/**
 * Why a document, or one node in it, could not be decoded (spec §1.2, §2.2).
 *
 * A failure at the root becomes the snapshot; inside `children` or `items`
 * it becomes a "dropped" diagnostic (§2.3).
 */
data class DecodeFailure(
    val problem: Problem,
    /** Where it happened; `null` for `invalid_json` and `depth_limit`, which have no path (§3.4). */
    val path: JSONPath?
) {
    sealed class Problem {
        data class Document(val failure: JSONReadFailure) : Problem()
        data class NotAnObject(val found: JSONDocument.Kind) : Problem()
        data class MissingField(val expected: String) : Problem()
        data class WrongType(val expected: String, val found: JSONDocument.Kind) : Problem()
        data class InvalidValue(val value: String, val allowed: List<String>) : Problem()
    }

    val reason: FailureReason
        get() = when (problem) {
            is Problem.Document -> problem.failure.reason
            is Problem.NotAnObject -> FailureReason.NOT_AN_OBJECT
            is Problem.MissingField -> FailureReason.MISSING_FIELD
            is Problem.WrongType -> FailureReason.WRONG_TYPE
            is Problem.InvalidValue -> FailureReason.INVALID_VALUE
        }

    /** What was wrong and what was expected, without the path (worded in spec/messages.json). */
    val explanation: String
        get() = when (problem) {
            is Problem.Document -> problem.failure.message
            is Problem.NotAnObject -> Messages.Decoding.notAnObject(problem.found.typeName)
            is Problem.MissingField -> Messages.Decoding.missingField(problem.expected)
            is Problem.WrongType -> Messages.Decoding.wrongType(problem.expected, problem.found.typeName)
            is Problem.InvalidValue -> Messages.Decoding.invalidValue(problem.value, problem.allowed)
        }

    /** One line for people: `$.layout.content: is missing (expected a string)`. */
    val message: String
        get() = when (problem) {
            is Problem.Document -> explanation
            else -> Messages.Decoding.located((path ?: JSONPath.root).toString(), explanation)
        }
}

/** Carries a `DecodeFailure` out of the node decoder (Swift: `throws(DecodeFailure)`). No stack trace: it is control flow. */
class DecodeException(val failure: DecodeFailure) : RuntimeException() {
    override fun fillInStackTrace(): Throwable = this
}
