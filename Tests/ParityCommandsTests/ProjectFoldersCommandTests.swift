import Foundation
import ParityCommands
import Testing

/// A corpus whose project file renames both folders (spec/vocabulary.md §8): every report names
/// the goldens and fixtures where they are, `goldens/…` and `inputs/…`, never the default
/// folders, and `update --only` takes the names as those reports print them.
struct ProjectFoldersCommandTests {
    static let total = TemporaryCorpus.standardGoldens

    /// The standard copy with `test-fixtures/` moved to `inputs/` and `test-snapshots/` to
    /// `goldens/`, and a project file that says so.
    static func renamed(label: String = #function) throws -> TemporaryCorpus {
        let corpus = try TemporaryCorpus(label: label)
        try FileManager.default.moveItem(atPath: corpus.path("test-fixtures"), toPath: corpus.path("inputs"))
        try FileManager.default.moveItem(atPath: corpus.path("test-snapshots"), toPath: corpus.path("goldens"))
        try corpus.write("renderparity.json", #"{"fixtures": "inputs", "snapshots": "./goldens/"}"#)
        return corpus
    }

    /// Makes the golden (or snapshot) at `path` differ from the reference: a red badge turned blue.
    static func recolor(_ path: String, in corpus: TemporaryCorpus) throws {
        let text = try #require(corpus.text(path))
        try corpus.write(path, text.replacingOccurrences(of: "color=red", with: "color=blue"))
    }

    @Test func verifyNamesTheRenamedGoldensInEveryFinding() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        #expect(parity(["verify"], in: corpus.root).lastLine == "\(Self.total) passed, 0 failed")
        let badge = "goldens/nodes/badge.txt"
        try Self.recolor(badge, in: corpus)
        try corpus.delete("goldens/screens/budget.txt")
        try corpus.write("goldens/nodes/removed-node.txt", "Divider\n")
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.findingLines.first == "FAIL nodes/badge.json: snapshot differs from its golden")
        #expect(result.stdoutLines.contains("  --- golden goldens/nodes/badge.txt"))
        #expect(
            result.stdoutLines.contains(
                "MISSING screens/budget.json: no golden at goldens/screens/budget.txt; run 'parity update' and review it"
            ))
        #expect(
            result.stdoutLines.contains(
                "OBSOLETE nodes/removed-node.txt: goldens/nodes/removed-node.txt has no fixture; remove it with 'parity update --prune'"
            ))
        #expect(!result.stdout.contains("test-snapshots"))
        #expect(result.lastLine == "\(Self.total - 2) passed, 3 failed")
    }

    @Test func aGoldensFolderOutsideTheRootIsNamedByItsAbsolutePath() throws {
        let corpus = try TemporaryCorpus()
        let outside = try TemporaryCorpus([])
        defer {
            corpus.remove()
            outside.remove()
        }
        try FileManager.default.createDirectory(atPath: outside.root, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: corpus.path("test-snapshots"), toPath: outside.path("goldens"))
        try corpus.write("renderparity.json", #"{"snapshots": "\#(outside.path("goldens"))"}"#)
        try FileManager.default.removeItem(atPath: outside.path("goldens/screens/budget.txt"))
        let result = parity(["verify"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.first
                == "MISSING screens/budget.json: no golden at \(outside.path("goldens/screens/budget.txt")); run 'parity update' and review it"
        )
    }

    @Test func updateReportsTheFilesItWritesAndRemoves() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        let badge = "goldens/nodes/badge.txt"
        try Self.recolor(badge, in: corpus)
        try corpus.delete("goldens/screens/budget.txt")
        try corpus.write("goldens/old/gone.txt", "Divider\n")
        let result = parity(["update", "--prune"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdoutLines.contains("add goldens/screens/budget.txt"))
        #expect(result.stdoutLines.contains("change goldens/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("  --- golden goldens/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("remove goldens/old/gone.txt"))
        #expect(!result.stdout.contains("test-snapshots"))
        #expect(result.lastLine == "1 added, 1 changed, 1 removed, \(Self.total - 2) unchanged")
        // What it said is what it did.
        #expect(corpus.read("goldens/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
        #expect(corpus.read(badge) == TemporaryCorpus.shippedGolden("nodes/badge.json"))
        #expect(corpus.read("goldens/old/gone.txt") == nil)
        #expect(corpus.read("test-snapshots") == nil)
    }

    @Test func updateOnlyTakesTheNamesItsReportsPrint() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        try corpus.delete("goldens/screens/budget.txt")
        try corpus.delete("goldens/nodes/badge.txt")
        let result = parity(
            ["update", "--only", "goldens/screens/budget.txt", "inputs/nodes/badge.json"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdoutLines.contains("add goldens/screens/budget.txt"))
        #expect(result.stdoutLines.contains("add goldens/nodes/badge.txt"))
        #expect(corpus.read("goldens/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
        // The default folders name nothing in this corpus: accepting them would accept a guess.
        let wrong = parity(["update", "--only", "test-snapshots/nodes/badge.txt"], in: corpus.root)
        #expect(wrong.code == 2)
        #expect(
            wrong.stderr.hasPrefix("parity: --only test-snapshots/nodes/badge.txt: no fixture or golden has this name"))
    }

    @Test func compareNamesTheRenamedGoldens() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        try FileManager.default.copyItem(atPath: corpus.path("goldens"), toPath: corpus.path("actual"))
        let badge = "actual/nodes/badge.txt"
        try Self.recolor(badge, in: corpus)
        try corpus.write("actual/nodes/extra.txt", "Divider\n")
        let result = parity(["compare", "--actual", "actual", "--name", "web"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.findingLines.first
                == "FAIL nodes/badge.json: web's snapshot differs from the golden goldens/nodes/badge.txt")
        #expect(result.stdoutLines.contains("  --- golden goldens/nodes/badge.txt"))
        #expect(
            result.stdoutLines.contains(
                "STRAY nodes/extra.txt: web wrote it, but there is no golden goldens/nodes/extra.txt to compare it with"
            ))
        #expect(!result.stdout.contains("test-snapshots"))
    }

    @Test func theJSONReportNamesTheRenamedGoldens() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        try corpus.delete("goldens/nodes/badge.txt")
        let result = parity(["verify", "--report", "json", "--output", "report.json"], in: corpus.root)
        #expect(result.code == 1)
        let data = try #require(corpus.read("report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let badge = try #require(results.first { $0["name"] as? String == "nodes/badge.json" })
        #expect(badge["golden"] as? String == "goldens/nodes/badge.txt")
        #expect(
            badge["message"] as? String == "no golden at goldens/nodes/badge.txt; run 'parity update' and review it")
        #expect(!String(decoding: data, as: UTF8.self).contains("test-snapshots"))
    }

    @Test func theReviewPageLabelsTheRenamedFolders() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        let badge = "goldens/nodes/badge.txt"
        try Self.recolor(badge, in: corpus)
        let result = parity(["review"], in: corpus.root)
        #expect(result.code == 1)
        let page = try #require(corpus.text("parity-review.html"))
        #expect(page.contains("the Swift reference&#39;s snapshot differs from the golden goldens/nodes/badge.txt"))
        #expect(page.contains("<span class=\"side\">golden</span> goldens/nodes/badge.txt</th>"))
        #expect(page.contains("inputs/nodes/badge.json, "))
        #expect(!page.contains("test-snapshots/"))
        #expect(!page.contains("test-fixtures/"))
    }
}

extension ProjectFoldersCommandTests {
    @Test func updateInteractiveAsksAboutTheRenamedGoldens() throws {
        let corpus = try Self.renamed()
        defer { corpus.remove() }
        try corpus.delete("goldens/nodes/badge.txt")
        let result = parity(["update", "--interactive"], in: corpus.root, terminal: ["a"])
        #expect(result.code == 0)
        #expect(result.stdoutLines.contains("add goldens/nodes/badge.txt"))
        #expect(corpus.read("goldens/nodes/badge.txt") == TemporaryCorpus.shippedGolden("nodes/badge.json"))
    }
}
