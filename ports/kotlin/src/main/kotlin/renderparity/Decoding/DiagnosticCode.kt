package renderparity

/*
 * A diagnostic's stable code and its severity (spec §2.5). Twin of `Diagnostic+Code.swift`.
 */

/** How much a diagnostic costs the rendering: `ERROR` loses content, `WARNING` falls back to a default, `INFO` ignores a member. */
enum class DiagnosticSeverity(val rawValue: String) { ERROR("error"), WARNING("warning"), INFO("info") }

val Diagnostic.code: DiagnosticCode
    get() = when (problem) {
        is Diagnostic.Problem.RootFailed -> DiagnosticCode.of(problem.failure.reason)
        is Diagnostic.Problem.Dropped -> DiagnosticCode.DROPPED
        is Diagnostic.Problem.UnknownType -> DiagnosticCode.UNKNOWN_TYPE
        is Diagnostic.Problem.UnknownMember -> DiagnosticCode.UNKNOWN_MEMBER
        is Diagnostic.Problem.UnusableOptional -> DiagnosticCode.WRONG_TYPE
        is Diagnostic.Problem.NotInEnum -> DiagnosticCode.NOT_IN_ENUM
        is Diagnostic.Problem.IntegerOutOfRange -> DiagnosticCode.MAX_LINES_OUT_OF_RANGE
        is Diagnostic.Problem.ResponseMember -> if (problem.found == null) DiagnosticCode.MISSING_FIELD else DiagnosticCode.WRONG_TYPE
    }

val Diagnostic.severity: DiagnosticSeverity
    get() = when (problem) {
        is Diagnostic.Problem.RootFailed, is Diagnostic.Problem.Dropped, is Diagnostic.Problem.UnknownType -> DiagnosticSeverity.ERROR
        is Diagnostic.Problem.UnknownMember -> DiagnosticSeverity.INFO
        else -> DiagnosticSeverity.WARNING
    }
