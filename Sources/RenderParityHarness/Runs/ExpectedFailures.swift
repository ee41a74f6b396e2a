/// A conformance runner's list of known failures: one fixture path
/// per line, relative to `test-fixtures/`, with an optional `# reason`. Blank
/// lines and lines that start with `#` are ignored.
///
/// Quoting: a path may be written in double quotes with JSON string escapes
/// (`\"`, `\\`, `\n`, `\u00e9`…), so any name can be listed: `"a#b.json" # reason`,
/// `" leading space.json"`. A bare path runs to the first `#` and is trimmed.
public struct ExpectedFailures: Equatable, Sendable {
    /// Fixture path → reason ("" when none was given).
    public let reasons: [String: String]

    public init(reasons: [String: String] = [:]) { self.reasons = reasons }

    public static func parse(_ text: String, path: String) throws(ParityError) -> ExpectedFailures {
        var reasons: [String: String] = [:]
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSuffix("\r")
            guard !line.trimmed.isEmpty, !line.trimmed.hasPrefix("#") else { continue }
            let (fixture, rest) = try entry(line.trimmed, line: number + 1, path: path)
            if reasons[fixture] != nil {
                throw .unreadable(path: path, reason: "line \(number + 1) lists \(fixture) twice")
            }
            reasons[fixture] = rest.isEmpty ? "" : String(rest.dropFirst()).trimmed
        }
        return ExpectedFailures(reasons: reasons)
    }

    /// The fixture a (trimmed, non-empty) line names, and what follows it: "" or `# reason`.
    private static func entry(_ line: String, line number: Int, path: String) throws(ParityError) -> (String, Substring)
    {
        guard line.hasPrefix("\"") else {
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]).trimmed, parts.count > 1 ? line[parts[0].endIndex...] : "")
        }
        guard let (name, end) = QuotedName.parse(line) else {
            throw .unreadable(
                path: path, reason: "line \(number): a quoted name needs a closing quote and valid JSON escapes")
        }
        let rest = line[end...].trimmed
        guard rest.isEmpty || rest.hasPrefix("#") else {
            throw .unreadable(
                path: path, reason: "line \(number): expected '# reason' or nothing after the quoted name")
        }
        return (name, Substring(rest))
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmed: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(characters[first...last])
    }

    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self)
    }
}
