import ParityCommands
import Testing

/// `--max-diff-lines` on `verify`, `update` and `compare`, and the diff's named
/// problems where a renderer's output has them (spec/diff-format.md §2, §7).
struct DiffOptionTests {
    /// A copy whose budget golden is one unrelated line, so its diff is long.
    static func drifted() throws -> TemporaryCorpus {
        let corpus = try TemporaryCorpus()
        try corpus.write("test-snapshots/screens/budget.txt", "Divider\n")
        return corpus
    }

    /// The indented block lines after the `FAIL` or `change` line of the budget golden.
    static func block(_ result: CommandResult, after header: String) -> [String] {
        let lines = result.stdoutLines
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }

    @Test(arguments: [
        (["verify"], "FAIL screens/budget.json"),
        (["update", "--dry-run"], "would change test-snapshots/screens/budget.txt"),
    ])
    func theCapCutsEachDiff(_ command: [String], _ header: String) throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let whole = Self.block(parity(command + ["--max-diff-lines", "0"], in: corpus.root), after: header)
        #expect(whole.count > 20)
        let capped = Self.block(parity(command + ["--max-diff-lines", "5"], in: corpus.root), after: header)
        #expect(capped == Array(whole.prefix(5)) + ["  \u{2026} \(whole.count - 5) more lines not shown"])
        #expect(
            Self.block(parity(command, in: corpus.root), after: header) == whole,
            "the default cap, 200, is above this diff")
    }

    @Test(arguments: ["verify", "update", "compare"], ["-1", "many", "1.5"])
    func aBadCapIsAUsageError(_ command: String, _ value: String) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(
            [command, "--max-diff-lines", value] + (command == "compare" ? ["--actual", "test-snapshots"] : []),
            in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stderr.contains("--max-diff-lines must be a whole number, 0 or more, not '\(value)'"))
    }

    @Test func compareNamesCRLFAndAMissingFinalNewlineInTheActualOutput() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let golden = try #require(corpus.read("test-snapshots/nodes/badge.txt"))
        try corpus.write("actual/nodes/badge.txt", golden.dropLast().flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] })
        let result = parity(["compare", "--actual", "actual", "--filter", "nodes/badge"], in: corpus.root)
        let newlines = golden.filter { $0 == 0x0A }.count
        #expect(
            result.findingLines.prefix(4) == [
                "FAIL nodes/badge.json: actual's snapshot differs from the golden test-snapshots/nodes/badge.txt",
                "  actual has CRLF line endings (\(newlines - 1) lines, first at line 1)",
                "  actual has no final newline",
                "  no other differences",
            ])
    }

    @Test func compareCutsItsDiffToo() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("actual/screens/budget.txt", "Divider\n")
        let result = parity(
            ["compare", "--actual", "actual", "--filter", "screens/budget", "--max-diff-lines", "3"], in: corpus.root)
        let block = Self.block(result, after: "FAIL screens/budget.json")
        #expect(block.count == 4)
        #expect(block.last?.hasPrefix("  \u{2026} ") == true)
        #expect(block.last?.hasSuffix(" more lines not shown") == true)
    }
}
