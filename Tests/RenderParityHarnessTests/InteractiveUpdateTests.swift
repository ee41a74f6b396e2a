import Foundation
import RenderParityHarness
import Testing

/// `update --interactive`'s walk, driven by scripted answers: what it shows, what it asks,
/// and which goldens it accepts. Writing is `UpdateRun.apply`'s, checked at the end.
struct InteractiveUpdateTests {
    /// A corpus with one golden to add, one to change and one obsolete, in that walking order.
    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/new.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/same.json", #"{"type": "spacer"}"#)
        try folder.write("test-fixtures/stale.json", #"{"type": "badge", "text": "x"}"#)
        try folder.write("test-snapshots/same.txt", "Spacer\n")
        try folder.write("test-snapshots/stale.txt", "Divider\n")
        try folder.write("test-snapshots/gone/old.txt", "Divider\n")
        return try Corpus(root: folder.path)
    }

    /// Walks `plan` answering with `answers` in turn (then the end of input); returns the decisions and the transcript.
    static func walk(_ plan: UpdateRun, _ answers: [String]) -> (InteractiveUpdate.Decisions, String) {
        var transcript = ""
        var remaining = answers[...]
        let decisions = InteractiveUpdate.walk(
            plan, style: .plain, write: { transcript += $0 }, readLine: { remaining.popFirst() })
        return (decisions, transcript)
    }

    @Test func eachGoldenIsShownThenAskedAbout() throws {
        let folder = try TemporaryFolder("walk-shows")
        defer { folder.remove() }
        let plan = UpdateRun.plan(try Self.corpus(folder))
        let (decisions, transcript) = Self.walk(plan, ["a", "s", "a"])
        #expect(
            transcript == """

                add test-snapshots/new.txt
                            1 + Divider
                [1/3] accept? a accept, s skip, A accept all remaining, q quit: 
                change test-snapshots/stale.txt
                  --- golden test-snapshots/stale.txt
                  +++ actual
                  @@ -1,1 +1,1 @@
                      1       - Divider
                            1 + Badge(text="x", color=default)
                [2/3] accept? a accept, s skip, A accept all remaining, q quit: 
                remove test-snapshots/gone/old.txt
                [3/3] accept? a accept, s skip, A accept all remaining, q quit: 
                """)
        #expect(decisions.accepted.added.map(\.golden) == ["new.txt"])
        #expect(decisions.accepted.changed.isEmpty)
        #expect(decisions.accepted.obsolete == ["gone/old.txt"])
        #expect(decisions.skipped == ["stale.txt"])
    }

    @Test func anUnknownAnswerIsAskedAgainNeverGuessed() throws {
        let folder = try TemporaryFolder("walk-unknown")
        defer { folder.remove() }
        let plan = UpdateRun.plan(try Self.corpus(folder))
        let (decisions, transcript) = Self.walk(plan, ["", "maybe", "s"])
        #expect(transcript.contains("'maybe' is not an answer; type a accept, s skip, A accept all remaining, q quit"))
        #expect(transcript.components(separatedBy: "[1/3] accept?").count - 1 == 3)
        // The input ended at the second golden: that quits, and nothing else is accepted.
        #expect(decisions.accepted.items.isEmpty)
        #expect(decisions.skipped == ["new.txt", "stale.txt", "gone/old.txt"])
    }

    @Test func acceptAllTakesTheRestWithoutAsking() throws {
        let folder = try TemporaryFolder("walk-all")
        defer { folder.remove() }
        let plan = UpdateRun.plan(try Self.corpus(folder))
        let (decisions, transcript) = Self.walk(plan, ["s", "A"])
        #expect(!transcript.contains("[3/3] accept?"))
        #expect(transcript.contains("remove test-snapshots/gone/old.txt"))
        #expect(decisions.accepted.items.map(\.golden) == ["stale.txt", "gone/old.txt"])
        #expect(decisions.skipped == ["new.txt"])
    }

    @Test func quitSkipsTheRest() throws {
        let folder = try TemporaryFolder("walk-quit")
        defer { folder.remove() }
        let plan = UpdateRun.plan(try Self.corpus(folder))
        let (decisions, transcript) = Self.walk(plan, ["accept", "quit", "a"])
        #expect(!transcript.contains("[3/3]"))
        #expect(decisions.accepted.items.map(\.golden) == ["new.txt"])
        #expect(decisions.skipped == ["stale.txt", "gone/old.txt"])
    }

    @Test(arguments: [
        ("a", InteractiveUpdate.Answer.accept), (" y ", .accept), ("s", .skip), ("no", .skip), ("A", .acceptAll),
        ("all", .acceptAll), ("q", .quit),
    ])
    func answers(_ line: String, _ answer: InteractiveUpdate.Answer) {
        #expect(InteractiveUpdate.Answer(line) == answer)
    }

    @Test(arguments: ["", "x", "ac", "S"]) func notAnswers(_ line: String) {
        #expect(InteractiveUpdate.Answer(line) == nil)
    }

    /// Only what was accepted is written; the rest stays byte for byte, and the summary counts the skipped.
    @Test func applyingTheDecisionsWritesOnlyWhatWasAccepted() throws {
        let folder = try TemporaryFolder("walk-apply")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let (decisions, _) = Self.walk(UpdateRun.plan(corpus), ["s", "a", "s"])
        let applied = decisions.accepted.apply(to: corpus, prune: true)
        #expect(applied.written == ["stale.txt"] && applied.removed.isEmpty && applied.failure == nil)
        #expect(!FileManager.default.fileExists(atPath: corpus.goldenPath("new.txt")))
        #expect(try corpus.readGoldenIfPresent("stale.txt") == Array("Badge(text=\"x\", color=default)\n".utf8))
        #expect(try corpus.readGoldenIfPresent("gone/old.txt") == Array("Divider\n".utf8))
        #expect(
            UpdateReport.interactiveClosing(decisions, applied: applied, style: .plain)
                == "\n0 added, 1 changed, 0 removed, 1 unchanged, 2 skipped\n")
    }
}
