/// A conformance runner's list of known failures (issue 4 §2): one fixture path
/// per line, relative to `test-fixtures/`, with an optional `# reason`. Blank
/// lines and lines that start with `#` are ignored.
public struct ExpectedFailures: Equatable, Sendable {
    /// Fixture path → reason ("" when none was given).
    public let reasons: [String: String]

    public init(reasons: [String: String] = [:]) { self.reasons = reasons }

    public static func parse(_ text: String, path: String) throws(ParityError) -> ExpectedFailures {
        var reasons: [String: String] = [:]
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSuffix("\r")
            guard !line.trimmed.isEmpty, !line.trimmed.hasPrefix("#") else { continue }
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let fixture = String(parts[0]).trimmed
            if reasons[fixture] != nil { throw .unreadable(path: path, reason: "line \(number + 1) lists \(fixture) twice") }
            reasons[fixture] = parts.count > 1 ? String(parts[1]).trimmed : ""
        }
        return ExpectedFailures(reasons: reasons)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmed: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(characters[first...last])
    }

    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self) }
}
