package renderparity

// Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.

/**
 * The `reason` of an `Error(...)` snapshot line (spec §3.4). In the text stage, with the grammar:
 * the reader's failures name these too, and every vocabulary shares them.
 */
enum class FailureReason(val rawValue: String) {
    INVALID_JSON("invalid_json"), DEPTH_LIMIT("depth_limit"), DUPLICATE_KEY("duplicate_key"), NOT_AN_OBJECT("not_an_object"), MISSING_FIELD("missing_field"), WRONG_TYPE("wrong_type"), INVALID_VALUE("invalid_value")
}

/**
 * What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure reason, then
 * what only diagnostics say. Apps branch on these names; messages may be reworded, codes may not.
 */
enum class DiagnosticCode(val rawValue: String) {
    INVALID_JSON("invalid_json"), DEPTH_LIMIT("depth_limit"), DUPLICATE_KEY("duplicate_key"), NOT_AN_OBJECT("not_an_object"), MISSING_FIELD("missing_field"), WRONG_TYPE("wrong_type"), INVALID_VALUE("invalid_value"), DROPPED("dropped"), UNKNOWN_TYPE("unknown_type"), UNKNOWN_MEMBER("unknown_member"), NOT_IN_ENUM("not_in_enum"), MAX_LINES_OUT_OF_RANGE("max_lines_out_of_range");

    companion object {
        /** The code of a failure: the same name. */
        fun of(reason: FailureReason): DiagnosticCode = when (reason) {
            FailureReason.INVALID_JSON -> INVALID_JSON
            FailureReason.DEPTH_LIMIT -> DEPTH_LIMIT
            FailureReason.DUPLICATE_KEY -> DUPLICATE_KEY
            FailureReason.NOT_AN_OBJECT -> NOT_AN_OBJECT
            FailureReason.MISSING_FIELD -> MISSING_FIELD
            FailureReason.WRONG_TYPE -> WRONG_TYPE
            FailureReason.INVALID_VALUE -> INVALID_VALUE
        }
    }
}

/** The names the grammar writes itself, whatever the vocabulary (spec §2.3, §3.4). */
internal object SnapshotGrammar {
    /** The line of a type the vocabulary does not define: `Unknown(type="…")`. */
    const val unknownLine: String = "Unknown(type="
}
