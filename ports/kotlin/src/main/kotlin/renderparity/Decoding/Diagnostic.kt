package renderparity

/**
 * A decision the decoder made where the document deviated from the schema (spec §2.4).
 *
 * Twin of `Diagnostic.swift`. Diagnostics never change the snapshot;
 * they explain it, and their wording is not part of the byte contract.
 */
data class Diagnostic(val problem: Problem, val path: JSONPath) {
    sealed class Problem {
        /** The whole document or its root failed; the snapshot is an `Error` line. */
        data class RootFailed(val failure: DecodeFailure) : Problem()
        /** An element of `children` or `items` failed and was left out. */
        data class Dropped(val nodeType: String?, val failure: DecodeFailure) : Problem()
        data class UnknownType(val name: String) : Problem()
        data class UnknownMember(val owner: String) : Problem()
        /** An optional field was null or of the wrong JSON type. */
        data class UnusableOptional(val expected: String, val found: JSONDocument.Kind, val using: String) : Problem()
        /** An optional enum field held a string outside the list. */
        data class NotInEnum(val value: String, val allowed: List<String>, val using: String) : Problem()
        /** An integer field (the DSL's `maxLines`) was a number but not an integer in its range. */
        data class IntegerOutOfRange(val value: Double, val minimum: Long, val maximum: Long, val using: String) : Problem()
        /** A response's `title` or `spoken_summary` was missing or not a string. */
        data class ResponseMember(val expected: String, val found: JSONDocument.Kind?) : Problem()
    }

    /** The one place diagnostics pick their wording (spec/messages.json) and fill it in. */
    val message: String
        get() = when (problem) {
            is Problem.RootFailed -> Words.rootFailed(problem.failure.reason.rawValue, problem.failure.explanation)
            is Problem.Dropped ->
                if (problem.nodeType != null) Words.droppedNode(problem.nodeType, problem.failure.message)
                else Words.droppedElement(problem.failure.message)
            is Problem.UnknownType -> Words.unknownType(problem.name)
            is Problem.UnknownMember -> Words.unknownMember(problem.owner)
            is Problem.UnusableOptional -> Words.unusableOptional(problem.expected, problem.found.typeName, outcome(problem.using))
            is Problem.NotInEnum -> Words.notInEnum(problem.value, problem.allowed, outcome(problem.using))
            is Problem.IntegerOutOfRange -> Words.integerOutOfRange(
                problem.minimum, problem.maximum, problem.value, outcome(if (problem.using == Words.noLimit) "" else problem.using))
            is Problem.ResponseMember ->
                if (problem.found != null) Words.responseWrongType(problem.expected, problem.found.typeName)
                else Words.responseMissing(problem.expected)
        }

    /** What the decoder did instead: used `using`, or, when there is nothing to use, ignored the value. */
    private fun outcome(using: String): String = if (using.isEmpty()) Words.ignored else Words.using(using)

    val description: String
        get() {
            if (problem is Problem.RootFailed && problem.failure.problem is DecodeFailure.Problem.Document) return message
            return Messages.Decoding.located(path.toString(), message)
        }

    override fun toString(): String = description

    private companion object {
        val Words = Messages.Diagnostics
    }
}
