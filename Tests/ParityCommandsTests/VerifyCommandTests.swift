import Foundation
import ParityCommands
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `parity verify` end to end on temporary copies of the corpus: exit codes,
/// the diff, each failure kind, reports, and that it never writes.
struct VerifyCommandTests {
    /// Goldens in a copy of the standard fixtures (the icon resolution golden included).
    static let total = TemporaryCorpus.standardGoldens

    @Test func passesOnAnUntouchedCopy() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdout == "\(builtinVocabularyLine)\n\(Self.total) passed, 0 failed\n")
        #expect(result.stderr == "")
    }

    @Test func changedGoldenFailsWithADiff() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let golden = "test-snapshots/nodes/badge.txt"
        let original = try #require(corpus.text(golden))
        try corpus.write(golden, original.replacingOccurrences(of: "color=red", with: "color=blue"))
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.findingLines.first == "FAIL nodes/badge.json: snapshot differs from its golden")
        #expect(result.stdoutLines.contains("  --- golden test-snapshots/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("  @@ -1,4 +1,4 @@"))
        #expect(result.stdoutLines.contains("      3       -   Badge(text=\"Overdue\", color=blue)"))
        #expect(result.stdoutLines.contains("            3 +   Badge(text=\"Overdue\", color=red)"))
        #expect(result.lastLine == "\(Self.total - 1) passed, 1 failed")
    }

    @Test func missingGoldenAsksForUpdate() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.delete("test-snapshots/screens/budget.txt")
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.first
                == "MISSING screens/budget.json: no golden at test-snapshots/screens/budget.txt; run 'parity update' and review it"
        )
        #expect(result.lastLine == "\(Self.total - 1) passed, 1 failed")
    }

    @Test func obsoleteGoldenFails() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("test-snapshots/nodes/removed-node.txt", "Divider\n")
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.first
                == "OBSOLETE nodes/removed-node.txt: test-snapshots/nodes/removed-node.txt has no fixture; remove it with 'parity update --prune'"
        )
        #expect(result.lastLine == "\(Self.total) passed, 1 failed")
    }

    @Test func crlfGoldenGetsTheExactDiagnosisNotADiff() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let golden = "test-snapshots/nodes/badge.txt"
        let original = try #require(corpus.text(golden))
        try corpus.write(golden, original.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.prefix(3) == [
                "MALFORMED nodes/badge.json: test-snapshots/nodes/badge.txt",
                "  has CRLF line endings (4 lines, first at line 1; goldens are LF-only)",
                "  apart from that it matches; run 'parity update' to rewrite it",
            ])
        #expect(!result.stdout.contains("@@"))
        #expect(result.lastLine == "\(Self.total - 1) passed, 1 failed")
    }

    @Test func bomAndMissingFinalNewlineAreDiagnosed() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let golden = try #require(corpus.read("test-snapshots/nodes/badge.txt"))
        try corpus.write("test-snapshots/nodes/badge.txt", [0xEF, 0xBB, 0xBF] + golden.dropLast())
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.prefix(4) == [
                "MALFORMED nodes/badge.json: test-snapshots/nodes/badge.txt",
                "  starts with a byte order mark (goldens have no BOM)",
                "  does not end with a newline (every line ends in LF, the last one too)",
                "  apart from that it matches; run 'parity update' to rewrite it",
            ])
    }

    @Test func filterLimitsTheRun() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("test-snapshots/nodes/badge.txt", "Divider\n")
        let screens = parity(["verify", "--filter", "screens/"], in: corpus.root)
        #expect(screens.code == 0)
        #expect(screens.stdout == "\(builtinVocabularyLine)\n1 passed, 0 failed\n")
        let nodes = parity(["verify", "--filter=nodes/"], in: corpus.root)
        #expect(nodes.code == 1)
        #expect(nodes.lastLine == "1 passed, 1 failed")
        let none = parity(["verify", "--filter", "no-such-fixture"], in: corpus.root)
        #expect(none.code == 1)
        #expect(none.stderrLines == ["parity: no fixtures matched --filter no-such-fixture"])
    }

    @Test func jsonReportIsWritten() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.delete("test-snapshots/nodes/badge.txt")
        let output = try TemporaryCorpus([], label: "report")
        defer { output.remove() }
        let result = parity(
            ["verify", "--report", "json", "--output", output.path("out/report.json")], in: corpus.root)
        #expect(result.code == 1)
        let data = try #require(output.read("out/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        #expect(object["passed"] as? Int == Self.total - 1)
        #expect(object["failed"] as? Int == 1)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == Self.total)
        #expect(results.first { $0["name"] as? String == "nodes/badge.json" }?["status"] as? String == "missing")
        #expect(result.lastLine == "\(Self.total - 1) passed, 1 failed")
    }

    @Test func junitReportGoesToARelativePath() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["verify", "--report", "junit", "--output", "junit.xml"], in: corpus.path("test-fixtures"))
        #expect(result.code == 0)
        let xml = String(decoding: try #require(corpus.read("test-fixtures/junit.xml")), as: UTF8.self)
        #if canImport(FoundationXML)
            let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
            #expect(root.attribute(forName: "tests")?.stringValue == "\(Self.total)")
            #expect(root.attribute(forName: "failures")?.stringValue == "0")
        #else
            #expect(xml.components(separatedBy: "<testcase ").count == Self.total + 1)
        #endif
    }

    @Test(arguments: [
        ["--report", "json"], ["--report", "junit"], ["--output", "x.json"], ["--report", "xml", "--output", "x"],
    ])
    func reportOptionsMustComeTogether(_ options: [String]) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(["verify"] + options, in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("parity: ") && result.stderr.contains("(see 'parity verify --help')"))
        #expect(corpus.tree() == before)
    }

    @Test func worksFromASubfolderAndWithRoot() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        #expect(
            parity(["verify"], in: corpus.path("test-snapshots/screens")).findingLines == [
                "\(Self.total) passed, 0 failed"
            ])
        #expect(parity(["verify"], in: corpus.path("test-fixtures/nodes")).code == 0)
        #expect(parity(["verify", "--root", corpus.root], in: "/").findingLines == ["\(Self.total) passed, 0 failed"])
        #expect(parity(["verify", "--root", "../.."], in: corpus.path("test-fixtures/nodes")).code == 0)
    }

    @Test func noRootIsAUsageError() throws {
        let empty = try TemporaryCorpus([], label: "noroot")
        defer { empty.remove() }
        try FileManager.default.createDirectory(atPath: empty.root, withIntermediateDirectories: true)
        let result = parity(["verify"], in: empty.root)
        #expect(result.code == 2)
        #expect(
            result.stderrLines == [
                "parity: no RenderParity root (a folder with renderparity.json or test-fixtures/) at or above \(empty.root); run inside one or pass --root DIR"
            ])
        #expect(
            parity(["verify", "--root", empty.path("missing")], in: "/").stderr
                == "parity: \(empty.path("missing")): no such file\n")
    }

    /// A golden that exists but cannot be read is an error naming it, not "missing"
    /// (which would send people to 'parity update', which then fails to write it).
    @Test func unreadableGoldenIsNotCalledMissing() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.delete("test-snapshots/nodes/badge.txt")
        try FileManager.default.createDirectory(
            atPath: corpus.path("test-snapshots/nodes/badge.txt"), withIntermediateDirectories: true)
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code != 0)
        #expect(!result.stdout.contains("MISSING nodes/badge.json"))
        #expect(result.stdout.contains(corpus.path("test-snapshots/nodes/badge.txt") + ": is a directory"))
    }

    /// Whatever it finds, verify never creates, changes or removes a file in the tree.
    @Test func neverWrites() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.delete("test-snapshots/screens/budget.txt")
        try corpus.write("test-snapshots/nodes/badge.txt", "Divider\r\n")
        try corpus.write("test-snapshots/nodes/text-all-fields.txt", "Spacer\n")
        try corpus.write("test-snapshots/gone/old.txt", "Divider\n")
        try corpus.write("test-fixtures/values/not-json.json", [0xFF, 0x00, 0xFE])
        let before = corpus.tree()
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.lastLine == "\(Self.total - 3) passed, 5 failed")
        #expect(corpus.tree() == before)
        #expect(parity(["verify", "--filter", "nodes"], in: corpus.root).code == 1)
        #expect(corpus.tree() == before)
    }
}
