package renderparity

/**
 * Why a message stream has no surfaces to show (spec/a2ui.md §6): every malformed case, with
 * the data its wording needs. Each maps onto one of the grammar's failure reasons
 * (render-snapshot.md §3.4), so the stream's snapshot is one `Error(reason=…, path=…)` line,
 * and `message` is the one line a person reads (`a2ui snapshot` prints it on stderr).
 * The wording lives here and nowhere else. Twin of `A2UIFailure.swift`.
 */
sealed class A2UIFailure {
    /** The stream, or one JSON Lines line (`line`, from 1), is not JSON (§1.2 of the grammar). */
    data class Unreadable(val failure: JSONReadFailure, val line: Int?) : A2UIFailure()
    /** The stream is not an array of messages, JSON Lines, or `{"messages": […]}`. */
    data class NotAStream(val found: JSONDocument.Kind) : A2UIFailure()
    /** A message, or a member that must be an object, is something else. */
    data class NotAnObject(val found: String, val at: JSONPath) : A2UIFailure()
    /** A required member is missing: a message's `version`, `surfaceId`, a component's `id`… */
    data class Missing(val expected: String, val at: JSONPath) : A2UIFailure()
    /** A member has the wrong JSON type. */
    data class WrongType(val expected: String, val found: String, val at: JSONPath) : A2UIFailure()
    /** A `version` this reader does not read. */
    data class UnsupportedVersion(val version: String, val at: JSONPath) : A2UIFailure()
    /** A message with none of the message keys. */
    data class UnknownMessage(val at: JSONPath) : A2UIFailure()
    /** A message for a surface that was never created, or was deleted. */
    data class UnknownSurface(val surface: String, val at: JSONPath) : A2UIFailure()
    /** `createSurface` for a surface that exists. */
    data class SurfaceExists(val surface: String, val at: JSONPath) : A2UIFailure()
    /** A surface with no component `root` when the stream ends; the path is its `createSurface`. */
    data class MissingRoot(val surface: String, val at: JSONPath) : A2UIFailure()
    /** A child id that names no component of the surface. */
    data class DanglingChild(val id: String, val at: JSONPath) : A2UIFailure()
    /** A child id that is already an ancestor of the component holding it. */
    data class Cycle(val id: String, val at: JSONPath) : A2UIFailure()
    /** The tree is deeper than `A2UILimits.DEPTH` lines. */
    data class TooDeep(val at: JSONPath) : A2UIFailure()
    /** A surface holds more than `A2UILimits.COMPONENTS` components. */
    data class TooManyComponents(val at: JSONPath) : A2UIFailure()
    /** The expanded tree has more than `A2UILimits.LINES` lines. */
    data class TooManyLines(val at: JSONPath) : A2UIFailure()
    /** An `updateDataModel` path that cannot be written. */
    data class DataModelPath(val pointer: String, val problem: DataModel.UpdateProblem, val at: JSONPath) : A2UIFailure()

    /** The grammar's reason the `Error` line prints. */
    val reason: FailureReason
        get() = when (this) {
            is Unreadable -> failure.reason
            is NotAStream, is NotAnObject -> FailureReason.NOT_AN_OBJECT
            is Missing, is UnknownMessage, is MissingRoot -> FailureReason.MISSING_FIELD
            is WrongType -> FailureReason.WRONG_TYPE
            is TooDeep -> FailureReason.DEPTH_LIMIT
            is UnsupportedVersion, is UnknownSurface, is SurfaceExists, is DanglingChild, is Cycle, is TooManyComponents,
            is TooManyLines, is DataModelPath -> FailureReason.INVALID_VALUE
        }

    /** Where it happened; null for a stream that is not JSON, as for any document (§3.4). */
    val path: JSONPath?
        get() = when (this) {
            is Unreadable -> null
            is NotAStream -> JSONPath.root
            is NotAnObject -> at
            is Missing -> at
            is WrongType -> at
            is UnsupportedVersion -> at
            is UnknownMessage -> at
            is UnknownSurface -> at
            is SurfaceExists -> at
            is MissingRoot -> at
            is DanglingChild -> at
            is Cycle -> at
            is TooDeep -> at
            is TooManyComponents -> at
            is TooManyLines -> at
            is DataModelPath -> at
        }

    /** What was wrong, without the path. */
    val explanation: String
        get() = when (this) {
            is Unreadable -> (if (line != null) "JSON Lines line $line: " else "") + failure.message
            is NotAStream -> "expected an array of messages, JSON Lines or {\"messages\": [...]}, found ${found.typeName}"
            is NotAnObject -> "expected an object, found $found"
            is Missing -> "is missing (expected $expected)"
            is WrongType -> "expected $expected, found $found"
            is UnsupportedVersion ->
                "version ${SnapshotString.quoted(version)} is not one this reader reads (${A2UIVersion.supportedList})"
            is UnknownMessage -> "a message has exactly one of ${A2UIMessage.keys.joinToString(", ")}"
            is UnknownSurface -> "no surface ${SnapshotString.quoted(surface)} (never created, or deleted)"
            is SurfaceExists -> "surface ${SnapshotString.quoted(surface)} already exists; delete it before creating it again"
            is MissingRoot -> "surface ${SnapshotString.quoted(surface)} has no component with id \"root\""
            is DanglingChild -> "no component has id ${SnapshotString.quoted(id)}"
            is Cycle -> "component ${SnapshotString.quoted(id)} contains itself"
            is TooDeep -> "the tree is deeper than ${A2UILimits.DEPTH} lines"
            is TooManyComponents -> "a surface holds more than ${A2UILimits.COMPONENTS} components"
            is TooManyLines -> "the expanded tree has more than ${A2UILimits.LINES} lines"
            is DataModelPath -> {
                val written = SnapshotString.quoted(pointer)
                when (problem) {
                    is DataModel.UpdateProblem.ThroughScalar ->
                        "cannot write $written: ${SnapshotString.quoted(problem.token)} is inside a value that is not an object or array"
                    is DataModel.UpdateProblem.IndexPastEnd ->
                        "cannot write $written: index ${problem.token} is past the end of an array of ${problem.count}"
                    is DataModel.UpdateProblem.NotAnIndex ->
                        "cannot write $written: ${SnapshotString.quoted(problem.token)} is not an array index"
                }
            }
        }

    /** One line for people: `$.messages[2].updateComponents.surfaceId: no surface "main" (…)`. */
    val message: String
        get() {
            val at = path ?: return explanation
            return "$at: $explanation"
        }
}

/** Carries an `A2UIFailure` out of the adapter (Swift: `throws(A2UIFailure)`). No stack trace: it is control flow. */
class A2UIException(val failure: A2UIFailure) : RuntimeException() {
    override fun fillInStackTrace(): Throwable = this
}

/**
 * The stated limits (spec/a2ui.md §6.1). Assembly is iterative, so a stream beyond them
 * is an error line, never a stack overflow.
 */
object A2UILimits {
    /** Components one surface may hold (after replacement by id). */
    const val COMPONENTS = 10_000
    /**
     * Lines deep, the `Surface` line included: a surface becomes one JSON document that the
     * strict reader reads, and it nests at most `JSONReader.MAXIMUM_DEPTH` (256) levels, two a line.
     */
    const val DEPTH = 100
    /** Lines in one stream's snapshot, after templates are expanded. */
    const val LINES = 100_000
}

/** The protocol versions this reader reads. */
object A2UIVersion {
    val supported = listOf("v0.9", "v0.10")
    val supportedList: String get() = supported.joinToString(", ")
}
