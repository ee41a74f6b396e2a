import Foundation
import RenderParityHarness
import Testing

/// Planning is separate from writing: the plan says exactly what `apply` will do.
struct UpdateRunTests {
    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/new.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/same.json", #"{"type": "spacer"}"#)
        try folder.write("test-fixtures/stale.json", #"{"type": "badge", "text": "x"}"#)
        _ = try folder.makeFolder("test-fixtures/broken.json")
        try folder.write("test-fixtures/empty.json", "")
        // Listed, but not a regular file: reported when read (a symlink loop would stop the listing).
        #expect(mkfifo(folder.path + "/test-fixtures/fifo.json", 0o644) == 0)
        try folder.write("test-snapshots/same.txt", "Spacer\n")
        try folder.write("test-snapshots/stale.txt", "Divider\n")
        try folder.write("test-snapshots/gone/old.txt", "Divider\n")
        return try Corpus(root: folder.path)
    }

    @Test func planSortsEveryGoldenAndWritesNothing() throws {
        let folder = try TemporaryFolder("plan")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let before = folder.entries()
        let plan = UpdateRun.plan(corpus)
        #expect(plan.added.map(\.golden) == ["empty.txt", "new.txt"])
        #expect(plan.added.map(\.bytes) == [Array("Error(reason=invalid_json)\n".utf8), Array("Divider\n".utf8)])
        #expect(plan.added.allSatisfy { $0.diff == nil })
        #expect(plan.unreadable.count == 1)
        #expect(plan.unreadable.first == .notARegularFile(path: corpus.fixturePath("fifo.json"), kind: "a FIFO"))
        #expect(plan.changed.map(\.golden) == ["stale.txt"])
        #expect(plan.changed.first?.bytes == Array("Badge(text=\"x\", color=default)\n".utf8))
        #expect(plan.changed.first?.diff?.hunks.count == 1)
        #expect(plan.unchanged == ["same.txt"])
        #expect(plan.obsolete == ["gone/old.txt"])
        #expect(
            UpdateReport.summary(plan, dryRun: false, prune: false)
                == "2 added, 1 changed, 0 removed, 1 unchanged; 1 obsolete kept")
        #expect(folder.entries() == before)
    }

    /// A golden that exists but cannot be read is an error; it is neither "added" over nor counted.
    @Test func unreadableGoldenIsAnErrorNotAnAddition() throws {
        let folder = try TemporaryFolder("unreadable-golden")
        defer { folder.remove() }
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        _ = try folder.makeFolder("test-snapshots/a.txt")
        let corpus = try Corpus(root: folder.path)
        let plan = UpdateRun.plan(corpus)
        #expect(plan.added.isEmpty && plan.changed.isEmpty && plan.unchanged.isEmpty)
        #expect(plan.unreadable == [.isDirectory(path: corpus.goldenPath("a.txt"))])
    }

    @Test func applyWritesAndPrunes() throws {
        let folder = try TemporaryFolder("apply")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let plan = UpdateRun.plan(corpus)
        #expect(plan.apply(to: corpus, prune: false).failure == nil)
        #expect(try FileBytes.read(corpus.goldenPath("new.txt")) == Array("Divider\n".utf8))
        #expect(try FileBytes.read(corpus.goldenPath("stale.txt")) == Array("Badge(text=\"x\", color=default)\n".utf8))
        #expect(FileBytes.exists(corpus.goldenPath("gone/old.txt")))
        #expect(plan.apply(to: corpus, prune: true).removed == ["gone/old.txt"])
        #expect(!FileBytes.exists(corpus.goldenPath("gone/old.txt")))
        #expect(!folder.entries().contains { $0.contains(".tmp-") })
        #expect(
            UpdateReport.summary(UpdateRun.plan(try Corpus(root: folder.path)), dryRun: false, prune: true)
                == "0 added, 0 changed, 0 removed, 4 unchanged")
    }

    @Test func standaloneGoldensAreFilteredAndPlanned() throws {
        let folder = try TemporaryFolder("standalone")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let extra = StandaloneGolden(name: "icon-map/resolution.txt") { _ throws(ParityError) in Array("x -> y\n".utf8)
        }
        let failing = StandaloneGolden(name: "other/broken.txt") { _ throws(ParityError) in
            throw .fileNotFound(path: "/nowhere")
        }
        let plan = UpdateRun.plan(corpus, filter: "icon-map", standalone: [extra, failing])
        #expect(plan.added.map(\.golden) == ["icon-map/resolution.txt"])
        #expect(plan.unreadable == [])
        let broken = UpdateRun.plan(corpus, filter: "other", standalone: [extra, failing])
        #expect(broken.unreadable == [.fileNotFound(path: "/nowhere")])
        #expect(broken.added.isEmpty)
        // With a fixture unreadable, goldens made from every fixture are not planned at all:
        // writing them would drop that fixture's part, and its error is reported once already.
        let all = UpdateRun.plan(corpus, standalone: [extra, failing])
        #expect(all.unreadable.count == 1)
        #expect(!all.added.contains { $0.golden == "icon-map/resolution.txt" || $0.golden == "other/broken.txt" })
    }

    /// A pass over the whole corpus hands its icons to standalone goldens (nothing is decoded
    /// twice); a filtered pass hands nothing, so the golden looks at every fixture itself.
    @Test func standaloneGoldensGetThePassIconsOnlyWhenItCoveredTheCorpus() throws {
        let folder = try TemporaryFolder("pass")
        defer { folder.remove() }
        try folder.write("test-fixtures/a.json", #"{"type": "image", "system_name": "star"}"#)
        try folder.write("test-fixtures/b/c.json", #"{"type": "stat", "label": "l", "value": "v", "icon": "cart"}"#)
        let corpus = try Corpus(root: folder.path)
        let seen = Seen()
        let golden = StandaloneGolden(name: "icons.txt") { usage throws(ParityError) in
            seen.record(usage.map { $0.names.joined(separator: ",") } ?? "nil")
            return []
        }
        _ = UpdateRun.plan(corpus, standalone: [golden])
        _ = VerifyRun.run(corpus, standalone: [golden])
        _ = VerifyRun.run(corpus, filter: "icons", standalone: [golden])
        #expect(seen.values == ["cart,star", "cart,star", "nil"])
    }

    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        func record(_ value: String) {
            lock.lock()
            recorded.append(value)
            lock.unlock()
        }
        var values: [String] {
            lock.lock()
            defer { lock.unlock() }
            return recorded
        }
    }
}
