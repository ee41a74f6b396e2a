import RenderParityText

extension TextProblem {
    /// The problem line of diff §2, e.g. `actual has CRLF line endings (3 lines, first at line 1)`,
    /// worded in spec/messages.json.
    public func sentence(side: String) -> String {
        switch self {
        case .empty: Messages.Diff.empty(side: side)
        case .byteOrderMark: Messages.Diff.byteOrderMark(side: side)
        case .crlf(let line, let count): Messages.Diff.crlf(side: side, count: count, line: line)
        case .invalidUTF8(let line): Messages.Diff.invalidUTF8(side: side, line: line)
        case .missingFinalNewline: Messages.Diff.missingFinalNewline(side: side)
        }
    }
}
