import RenderParity

/// One diagnostic as `lint` reports it (spec §2.5): where in the source it is, its stable
/// code and severity, and the fix it suggests.
public struct LintDiagnostic: Sendable {
    public let diagnostic: Diagnostic
    public let position: SourcePosition
    public let suggestion: String?
    /// The names or values allowed where the problem is, for the correction prompt; nil when
    /// the message already says (enums list theirs) or there is no list.
    public let allowed: [String]?

    public var code: DiagnosticCode { diagnostic.code }
    public var severity: DiagnosticSeverity { diagnostic.severity }
    /// `$` for what has no path (a document that is not JSON); the element for a dropped one.
    public var path: JSONPath { diagnostic.path }

    init(diagnostic: Diagnostic, position: SourcePosition, suggestion: String?, vocabulary: Vocabulary) {
        self.diagnostic = diagnostic
        self.position = position
        self.suggestion = suggestion
        allowed =
            switch diagnostic.problem {
            case .unknownType: vocabulary.nodeTypes
            case .unknownMember: diagnostic.allowedMembers(in: vocabulary)
            default: nil
            }
    }
}

/// A document decoded for `lint`: its decoding and its diagnostics in document order (spec §2.5).
public struct LintedDocument: Sendable {
    public let decoded: DiagnosedDocument
    public let diagnostics: [LintDiagnostic]

    public init(bytes: [UInt8], vocabulary: Vocabulary = .builtin) {
        decoded = DocumentDecoder.diagnose(bytes, vocabulary: vocabulary)
        let locator = SourceLocator(bytes: bytes)
        let suggestions = LintSuggestion(locator: locator, vocabulary: vocabulary)
        let located = decoded.diagnostics.enumerated().map { order, diagnostic in
            (
                order,
                LintDiagnostic(
                    diagnostic: diagnostic, position: Self.position(of: diagnostic, locator),
                    suggestion: suggestions.suggestion(for: diagnostic), vocabulary: vocabulary)
            )
        }
        // Document order; the decoder's order breaks ties (a node's problems before its children's).
        diagnostics = located.sorted { ($0.1.position.offset, $0.0) < ($1.1.position.offset, $1.0) }.map(\.1)
    }

    /// Where a diagnostic is: a syntax error where the reader stopped, anything else where its
    /// path leads (the member's name, or the element); a missing member at its object.
    static func position(of diagnostic: Diagnostic, _ locator: SourceLocator) -> SourcePosition {
        if case .rootFailed(let failure) = diagnostic.problem, case .document(let readFailure) = failure.problem {
            switch readFailure {
            case .invalidJSON(let line, let column, _), .depthLimit(let line, let column):
                return SourcePosition(line: line, column: column, in: locator.bytes)
            case .duplicateKey:
                break
            }
        }
        return SourcePosition(offset: locator.locate(diagnostic.path).offset, in: locator.bytes)
    }
}
