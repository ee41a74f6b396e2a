import Foundation
import Testing

@testable import RenderParityHarness

/// Temporary files of killed runs are reported by `verify` and removed by
/// `update`; an `update` that stops on an error says what it wrote, and a rerun converges.
struct TemporaryFilesTests {
    /// PIDs above 2^22 (Linux's largest `pid_max`) never run.
    static let deadTemporary = ".a.txt.tmp-99999999-42"

    @Test func recognisesTheFormAndWhetherItsWriterIsGone() {
        #expect(TemporaryFiles.isTemporaryName(Self.deadTemporary))
        #expect(TemporaryFiles.isStale(Self.deadTemporary))
        #expect(!TemporaryFiles.isStale(".a.txt.tmp-\(getpid())-1"), "our own")
        #expect(!TemporaryFiles.isStale(".a.txt.tmp-1-1"), "PID 1 runs")
        for name in ["a.txt.tmp-1-2", ".a.txt.tmp-1", ".a.txt.tmp-x-2", ".tmp-1-2", ".a.txt.tmp-1-2-3"] {
            #expect(!TemporaryFiles.isTemporaryName(name), "\(name)")
        }
        let made = (TemporaryFiles.path(nextTo: "/x/golden.txt") as NSString).lastPathComponent
        #expect(TemporaryFiles.isTemporaryName(made) && made.hasPrefix(".golden.txt.tmp-\(getpid())-"))
        let long = (TemporaryFiles.path(nextTo: "/x/" + String(repeating: "é", count: 120) + ".txt") as NSString)
            .lastPathComponent
        #expect(TemporaryFiles.isTemporaryName(long) && long.utf8.count <= 255)
    }

    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/b.json", #"{"type": "spacer"}"#)
        try folder.write("test-snapshots/a.txt", "Divider\n")
        try folder.write("test-snapshots/" + deadTemporary, "Divi")
        return try Corpus(root: folder.path)
    }

    @Test func verifyReportsThemAsStrayWithTheFix() throws {
        let folder = try TemporaryFolder("verify-stray")
        defer { folder.remove() }
        let run = VerifyRun.run(try Self.corpus(folder))
        let stray = try #require(run.outcomes.last)
        #expect(stray.status == .strayTemporary && stray.name == Self.deadTemporary)
        #expect(
            VerifyReport.text(run, style: .plain).contains(
                "STRAY \(Self.deadTemporary): test-snapshots/\(Self.deadTemporary) is a temporary file left by an interrupted 'parity update'; run 'parity update' (it removes them) or delete it"
            ))
        #expect(VerifyReport.status(stray) == "stray")
    }

    @Test func updateRemovesThem() throws {
        let folder = try TemporaryFolder("update-stray")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let plan = UpdateRun.plan(corpus)
        #expect(plan.staleTemporaries == [Self.deadTemporary])
        #expect(
            UpdateReport.text(plan, dryRun: true, prune: false, style: .plain).hasPrefix(
                "would remove test-snapshots/\(Self.deadTemporary)"))
        let applied = plan.apply(to: corpus, prune: false)
        #expect(applied == UpdateRun.Applied(temporariesRemoved: [Self.deadTemporary], written: ["b.txt"]))
        #expect(!FileBytes.exists(corpus.goldenPath(Self.deadTemporary)))
    }

    /// A write that fails stops the run; the report says what was already written, and the
    /// next run finishes it. No golden is ever half-written.
    @Test func aStoppedUpdateReportsWhatItWroteAndARerunConverges() throws {
        let folder = try TemporaryFolder("stopped")
        defer { folder.remove() }
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/b/c.json", #"{"type": "spacer"}"#)
        let plan = UpdateRun.plan(try Corpus(root: folder.path))
        // After planning, a file appears where the folder b/ must go.
        try folder.write("test-snapshots/b", "in the way")
        let applied = plan.apply(to: try Corpus(root: folder.path), prune: false)
        #expect(applied.written == ["a.txt"])
        #expect(applied.failure != nil)
        let text = UpdateReport.text(plan, dryRun: false, prune: false, style: .plain, applied: applied)
        #expect(
            text.contains(
                "stopped after writing 1 of 2 goldens; each write is atomic, so none is half-written: run 'parity update' again to finish\n  written: test-snapshots/a.txt\n"
            ))
        #expect(!folder.entries().contains { $0.contains(".tmp-") })
        try FileManager.default.removeItem(atPath: folder.path + "/test-snapshots/b")
        let again = UpdateRun.plan(try Corpus(root: folder.path))
        #expect(again.apply(to: try Corpus(root: folder.path), prune: false) == UpdateRun.Applied(written: ["b/c.txt"]))
        let converged = UpdateRun.plan(try Corpus(root: folder.path))
        #expect(converged.added.isEmpty && converged.changed.isEmpty && converged.unchanged.count == 2)
    }
}
