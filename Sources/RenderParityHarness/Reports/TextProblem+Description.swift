extension TextProblem {
    /// The problem line of diff §2, e.g. `actual has CRLF line endings (3 lines, first at line 1)`.
    public func sentence(side: String) -> String {
        switch self {
        case .empty: "\(side) is empty"
        case .byteOrderMark: "\(side) starts with a byte order mark"
        case .crlf(let line, let count):
            "\(side) has CRLF line endings (\(count) line\(count == 1 ? "" : "s"), first at line \(line))"
        case .invalidUTF8(let line): "\(side) is not valid UTF-8 (first invalid byte on line \(line))"
        case .missingFinalNewline: "\(side) has no final newline"
        }
    }
}
