package renderparity

/**
 * Why a document as a whole was rejected (spec §1.2), in priority order:
 * any syntax or encoding error beats too deep, which beats a duplicate key.
 *
 * Twin of `JSON/JSONReadFailure.swift`.
 */
sealed class JSONReadFailure {
    /** Not UTF-8 or not JSON; `line` and `column` are 1-based, columns count Unicode scalars. */
    data class InvalidJSON(val line: Int, val column: Int, val detail: String) : JSONReadFailure()

    /** Arrays and objects nest deeper than `JSONReader.MAXIMUM_DEPTH`. */
    data class DepthLimit(val line: Int, val column: Int) : JSONReadFailure()

    /** The first repeated member name in document order, at the repeated member's path. */
    data class DuplicateKey(val path: JSONPath, val name: String) : JSONReadFailure()

    /** The snapshot's `reason` (§3.4). */
    val reason: FailureReason
        get() = when (this) {
            is InvalidJSON -> FailureReason.INVALID_JSON
            is DepthLimit -> FailureReason.DEPTH_LIMIT
            is DuplicateKey -> FailureReason.DUPLICATE_KEY
        }

    /** One line for people: where and what was expected (worded in spec/messages.json). */
    val message: String
        get() = when (this) {
            is InvalidJSON -> Messages.JSON.invalidJSON(line.toLong(), column.toLong(), detail)
            is DepthLimit -> Messages.JSON.depthLimit(JSONReader.MAXIMUM_DEPTH.toLong(), line.toLong(), column.toLong())
            is DuplicateKey -> Messages.JSON.duplicateKey(path.toString(), name)
        }
}

/** Carries a `JSONReadFailure` out of the scanner (Swift: `throws(JSONReadFailure)`). No stack trace: it is control flow. */
class JSONReadException(val failure: JSONReadFailure) : RuntimeException() {
    override fun fillInStackTrace(): Throwable = this
}
