import Foundation
import ParityCommands
import Testing

/// `parity update` end to end on temporary copies: what it writes, what it
/// prints, `--dry-run`, `--prune`, the CI refusal, and atomic writes.
struct UpdateCommandTests {
    /// Goldens in a copy of the standard fixtures (the icon resolution golden included).
    static let total = TemporaryCorpus.standardGoldens

    /// A copy where budget's golden is missing, badge's is stale and one golden is obsolete.
    static func drifted() throws -> TemporaryCorpus {
        let corpus = try TemporaryCorpus()
        try corpus.delete("test-snapshots/screens/budget.txt")
        try corpus.write("test-snapshots/nodes/badge.txt", "Divider\n")
        try corpus.write("test-snapshots/old/gone.txt", "Spacer\n")
        return corpus
    }

    @Test func writesAddedAndChangedGoldens() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutLines.contains("add test-snapshots/screens/budget.txt"))
        #expect(result.stdoutLines.contains("change test-snapshots/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("obsolete test-snapshots/old/gone.txt (no fixture)"))
        #expect(
            result.lastLine
                == "1 added, 1 changed, 0 removed, \(Self.total - 2) unchanged; 1 obsolete kept (remove with --prune)")
        #expect(
            corpus.read("test-snapshots/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
        #expect(corpus.read("test-snapshots/nodes/badge.txt") == TemporaryCorpus.shippedGolden("nodes/badge.json"))
        #expect(corpus.text("test-snapshots/old/gone.txt") == "Spacer\n")
        let verify = parity(["verify"], in: corpus.root)
        #expect(verify.lastLine == "\(Self.total) passed, 1 failed")
    }

    @Test func changeShowsItsDiff() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update"], in: corpus.root)
        #expect(result.stdoutLines.contains("  --- golden test-snapshots/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("  @@ -1,1 +1,4 @@"))
        #expect(result.stdoutLines.contains("      1       - Divider"))
    }

    @Test(arguments: [["update"], ["update", "--dry-run"]])
    func anAddedGoldenShowsItsContent(_ command: [String]) throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(command, in: corpus.root)
        let golden = String(decoding: try #require(TemporaryCorpus.shippedGolden("screens/budget.json")), as: UTF8.self)
        let first = try #require(golden.split(separator: "\n").first)
        let header = try #require(
            result.stdoutLines.firstIndex { $0.hasSuffix("add test-snapshots/screens/budget.txt") })
        #expect(result.stdoutLines[header + 1] == "            1 + " + first)
    }

    @Test func secondRunChangesNothing() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        _ = parity(["update"], in: corpus.root)
        let before = corpus.tree()
        let again = parity(["update"], in: corpus.root)
        #expect(again.code == 0)
        #expect(
            again.stdoutLines == [
                "obsolete test-snapshots/old/gone.txt (no fixture)",
                "0 added, 0 changed, 0 removed, \(Self.total) unchanged; 1 obsolete kept (remove with --prune)",
            ])
        #expect(corpus.tree() == before)
    }

    @Test func dryRunWritesNothing() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(["update", "--dry-run", "--prune"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdoutLines.contains("would add test-snapshots/screens/budget.txt"))
        #expect(result.stdoutLines.contains("would change test-snapshots/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("would remove test-snapshots/old/gone.txt"))
        #expect(
            result.lastLine == "dry run, nothing written: 1 added, 1 changed, 1 removed, \(Self.total - 2) unchanged")
        #expect(corpus.tree() == before)
    }

    @Test func pruneRemovesObsoleteGoldens() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--prune"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdoutLines.contains("remove test-snapshots/old/gone.txt"))
        #expect(result.lastLine == "1 added, 1 changed, 1 removed, \(Self.total - 2) unchanged")
        #expect(corpus.read("test-snapshots/old/gone.txt") == nil)
        #expect(parity(["verify"], in: corpus.root).findingLines == ["\(Self.total) passed, 0 failed"])
    }

    @Test func filterOnlyTouchesMatchingGoldens() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--filter", "screens/"], in: corpus.root)
        #expect(result.lastLine == "1 added, 0 changed, 0 removed, 0 unchanged")
        #expect(
            corpus.read("test-snapshots/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
        #expect(corpus.text("test-snapshots/nodes/badge.txt") == "Divider\n")
    }

    @Test(arguments: [["CI": "true"], ["CI": "1"], ["CI": "yes"]])
    func refusesInCI(_ environment: [String: String]) throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(["update", "--prune"], in: corpus.root, environment: environment)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "parity: refusing to write goldens: the CI environment variable is set (goldens are reviewed changes; pass --force to write anyway)"
            ])
        #expect(corpus.tree() == before)
    }

    /// `CI` counts only when it is non-empty and not `false` or `0`.
    @Test(arguments: [["CI": ""], ["CI": "false"], ["CI": "0"], ["CI": "FALSE"]])
    func writesWhenCIIsSetToNo(_ environment: [String: String]) throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update"], in: corpus.root, environment: environment)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            corpus.read("test-snapshots/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
    }

    @Test func forceWritesInCI() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--force"], in: corpus.root, environment: ["CI": "true"])
        #expect(result.code == 0)
        #expect(
            result.lastLine
                == "1 added, 1 changed, 0 removed, \(Self.total - 2) unchanged; 1 obsolete kept (remove with --prune)")
        #expect(
            corpus.read("test-snapshots/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
    }

    @Test func leavesNoTemporaryFilesBehind() throws {
        let corpus = try Self.drifted()
        defer { corpus.remove() }
        let resolution = corpus.read(TemporaryCorpus.resolutionGolden)
        try corpus.delete("test-snapshots")
        let result = parity(["update", "--prune"], in: corpus.root)
        #expect(result.lastLine == "\(Self.total) added, 0 changed, 0 removed, 0 unchanged")
        let goldens = corpus.tree().keys.filter { $0.hasPrefix("test-snapshots/") && $0.hasSuffix(".txt") }.sorted()
        let standaloneGoldens = TemporaryCorpus.standaloneGoldens == 1 ? [TemporaryCorpus.resolutionGolden] : []
        #expect(goldens == (TemporaryCorpus.standard.map(TemporaryCorpus.goldenPath) + standaloneGoldens).sorted())
        let strays = corpus.tree().keys.filter {
            ($0 as NSString).lastPathComponent.hasPrefix(".") || $0.contains(".tmp")
        }
        #expect(strays == [])
        #expect(corpus.read(TemporaryCorpus.resolutionGolden) == resolution)
        for fixture in TemporaryCorpus.standard {
            #expect(corpus.read(TemporaryCorpus.goldenPath(fixture)) == TemporaryCorpus.shippedGolden(fixture))
        }
    }

    @Test func unreadableFixtureIsReportedAndExitsOne() throws {
        let corpus = try TemporaryCorpus(["nodes/badge.json"])
        defer { corpus.remove() }
        try FileManager.default.createDirectory(
            atPath: corpus.path("test-fixtures/nodes/folder.json"), withIntermediateDirectories: true)
        // Listed, but not a regular file: reported when read, and the rest is updated.
        #expect(mkfifo(corpus.path("test-fixtures/nodes/fifo.json"), 0o644) == 0)
        let result = parity(["update"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.stderrLines.isEmpty, "each error is reported once, in the report")
        let errors = result.stdoutLines.filter { $0.hasPrefix("error ") }
        #expect(errors.count == 1)
        #expect(errors.allSatisfy { $0.contains("test-fixtures/nodes/fifo.json: is a FIFO, not a regular file") })
        #expect(result.lastLine?.hasPrefix("0 added, 0 changed, 0 removed, 1 unchanged") == true)
        #expect(corpus.read("test-snapshots/nodes/fifo.txt") == nil)
    }
}

/// `update --prune` once deleted the goldens of a folder it could not list; it fails closed now.
struct UpdatePruneFailsClosedTests {
    @Test func pruneDeletesNothingWhenTheListingHadAnError() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("test-snapshots/old/obsolete.txt", "Divider\n")
        // A fixture folder even root cannot list: its goldens would have looked obsolete.
        try FileManager.default.createSymbolicLink(
            atPath: corpus.path("test-fixtures/loop"), withDestinationPath: "loop")
        try FileManager.default.moveItem(
            atPath: corpus.path("test-fixtures/screens"), toPath: corpus.path("screens-moved"))
        try FileManager.default.createSymbolicLink(
            atPath: corpus.path("test-fixtures/screens"), withDestinationPath: "screens")
        let before = corpus.tree()
        let result = parity(["update", "--prune"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "parity: \(corpus.path("test-fixtures/loop")): cannot list: \(String(cString: strerror(ELOOP)))",
                "parity: \(corpus.path("test-fixtures/screens")): cannot list: \(String(cString: strerror(ELOOP)))",
                "parity: the corpus could not be listed completely (2 errors); nothing was checked, written or removed",
            ])
        #expect(corpus.tree() == before)
    }

    @Test func maxInputBytesLimitsEveryRead() throws {
        let corpus = try TemporaryCorpus(["nodes/badge.json"])
        defer { corpus.remove() }
        let size = try #require(corpus.read("test-fixtures/nodes/badge.json")).count
        let result = parity(["verify", "--max-input-bytes", String(size - 1)], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.stdout.contains(
                "ERROR nodes/badge.json: \(corpus.path("test-fixtures/nodes/badge.json")): larger than \(size - 1) bytes, the input limit"
            ))
        #expect(parity(["verify", "--max-input-bytes", "0"], in: corpus.root).code == 2)
    }
}
