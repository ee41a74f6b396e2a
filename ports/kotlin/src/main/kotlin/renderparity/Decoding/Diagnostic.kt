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

    /** The one place diagnostics are worded. */
    val message: String
        get() = when (problem) {
            is Problem.RootFailed -> "cannot render (${problem.failure.reason.rawValue}): ${problem.failure.explanation}"
            is Problem.Dropped ->
                "dropped ${if (problem.nodeType != null) "the ${problem.nodeType}" else "this element"}: ${problem.failure.message}"
            is Problem.UnknownType -> "unknown type ${SnapshotString.quoted(problem.name)}; rendered as Unknown"
            is Problem.UnknownMember -> "unknown member of ${problem.owner}; ignored"
            is Problem.UnusableOptional ->
                "expected ${problem.expected}, found ${problem.found.typeName}; " + if (problem.using.length == 0) "ignored" else "using ${problem.using}"
            is Problem.NotInEnum ->
                "${SnapshotString.quoted(problem.value)} is not one of ${problem.allowed.joinToString(", ")}; " +
                    if (problem.using.length == 0) "ignored" else "using ${problem.using}"
            is Problem.IntegerOutOfRange ->
                "expected an integer from ${problem.minimum} to ${problem.maximum}, found ${SnapshotNumber.format(problem.value)}; " +
                    if (problem.using.length == 0 || problem.using == "no limit") "ignored" else "using ${problem.using}"
            is Problem.ResponseMember ->
                if (problem.found != null) "expected ${problem.expected}, found ${problem.found.typeName}"
                else "missing (expected ${problem.expected})"
        }

    val description: String
        get() {
            if (problem is Problem.RootFailed && problem.failure.problem is DecodeFailure.Problem.Document) return message
            return "$path: $message"
        }

    override fun toString(): String = description
}
