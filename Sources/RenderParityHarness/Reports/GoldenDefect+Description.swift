extension GoldenDefect {
    /// The exact diagnosis `verify` prints for a golden that breaks spec §4.
    public var explanation: String {
        switch self {
        case .byteOrderMark: "starts with a byte order mark (goldens have no BOM)"
        case .crlf(let line, let count):
            "has CRLF line endings (\(count) line\(count == 1 ? "" : "s"), first at line \(line); goldens are LF-only)"
        case .missingFinalNewline: "does not end with a newline (every line ends in LF, the last one too)"
        case .empty: "is empty (a snapshot has at least one line)"
        }
    }
}
