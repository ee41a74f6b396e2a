import Foundation
import RenderParity
import RenderParityHarness
import Testing

@testable import RenderParityTesting

/// `expectParity`: silent on a match; on a mismatch an issue at
/// the caller's line with verify's message and diff; a missing golden fails; goldens
/// are never written; artifact mode keeps every actual output.
struct ExpectParityTests {
    static let corpus = ParityCorpus(root: Repository.root)
    static let badge = corpus.fixture("nodes/badge.json")

    /// badge's golden with the second badge's color changed: a one-line difference.
    static func brokenBadge() throws -> String {
        String(decoding: try FileBytes.read(badge.goldenPath), as: UTF8.self).replacingOccurrences(
            of: "color=red", with: "color=blue")
    }

    @Test(arguments: corpus.fixtures)
    func theReferenceMatchesEveryGolden(_ fixture: ParityFixture) throws {
        #expect(expectParity(RenderSnapshot.text(from: try fixture.json()), matches: fixture))
    }

    @Test func theDecodedModelAndItsRootNodeMatchToo() throws {
        let document = DocumentDecoder.decode(try Self.badge.json())
        #expect(expectParity(document, matches: Self.badge))
        #expect(expectParity(try document.content.get(), matches: Self.badge))
    }

    @Test func aMismatchRecordsTheDiffAtTheCallersLine() throws {
        let issues = RecordedIssues()
        let actual = try Self.brokenBadge()
        var matched = true
        var line = 0
        withKnownIssue {
            line = #line + 1
            matched = expectParity(actual, matches: Self.badge)
        } matching: {
            issues.matcher($0)
        }
        #expect(!matched)
        let issue = try #require(issues.all.count == 1 ? issues.all.first : nil)
        #expect(issue.line == line)
        let marks = String(repeating: " ", count: 14 + "  Badge(text=\"Overdue\", color=".count)
        #expect(
            issue.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "nodes/badge.json: snapshot differs from its golden test-snapshots/nodes/badge.txt",
                "--- golden test-snapshots/nodes/badge.txt",
                "+++ actual",
                "@@ -1,4 +1,4 @@",
                "    1     1   HStack(spacing=6.0, align=center, fillsWidth=true) [children=3]",
                "    2     2     Badge(text=\"New\", color=default)",
                "    3       -   Badge(text=\"Overdue\", color=red)",
                marks + "^^^",
                "          3 +   Badge(text=\"Overdue\", color=blue)",
                marks + "^^^^",
                "    4     4     Badge(text=\"3 left\", color=#FF9500)",
            ])
    }

    @Test func theCapApplies() throws {
        let issues = RecordedIssues()
        let actual = try Self.brokenBadge()
        withKnownIssue {
            expectParity(actual, matches: Self.badge, maxDiffLines: 2)
        } matching: {
            issues.matcher($0)
        }
        #expect(issues.all.first?.text.hasSuffix("\n+++ actual\n\u{2026} 8 more lines not shown") == true)
    }

    @Test func aMissingGoldenFailsAndIsNotWritten() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        try scratch.write("test-fixtures/new.json", #"{"type": "spacer"}"#)
        let fixture = ParityCorpus(root: scratch.root).fixture("new.json")
        let issues = RecordedIssues()
        withKnownIssue {
            expectParity("Spacer\n", matches: fixture)
        } matching: {
            issues.matcher($0)
        }
        #expect(
            issues.all.map(\.text) == [
                "new.json: no golden at test-snapshots/new.txt; run 'parity update' in the corpus and review it (tests never write goldens)"
            ])
        #expect(scratch.read("test-snapshots/new.txt") == nil)
    }

    @Test func aMismatchLeavesTheGoldenAlone() throws {
        let before = try FileBytes.read(Self.badge.goldenPath)
        let actual = try Self.brokenBadge()
        withKnownIssue { expectParity(actual, matches: Self.badge) }
        #expect(try FileBytes.read(Self.badge.goldenPath) == before)
    }

    @Test func aFixtureStandingForAnUnusableCorpusFails() {
        let fixture = ParityCorpus(root: "/nonexistent-corpus").fixtures[0]
        let issues = RecordedIssues()
        withKnownIssue {
            expectParity("Spacer\n", matches: fixture)
        } matching: {
            issues.matcher($0)
        }
        #expect(issues.all.map(\.text) == [fixture.problem?.message])
    }

    @Test func artifactModeWritesEveryActualOutputUnderItsGoldensName() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        let environment = [ParityArtifacts.environmentVariable: scratch.root + "/artifacts"]
        let matching = try String(decoding: FileBytes.read(Self.badge.goldenPath), as: UTF8.self)
        #expect(
            ParityCheck.problems(actual: Array(matching.utf8), fixture: Self.badge, environment: environment).isEmpty)
        #expect(scratch.read("artifacts/nodes/badge.txt") == Array(matching.utf8))
        let broken = try Self.brokenBadge()
        #expect(
            ParityCheck.problems(actual: Array(broken.utf8), fixture: Self.badge, environment: environment).count == 1)
        #expect(scratch.read("artifacts/nodes/badge.txt") == Array(broken.utf8))
        let leftovers = (FileManager.default.enumerator(atPath: scratch.root)?.allObjects as? [String] ?? []).filter {
            $0.contains(".tmp-")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func artifactsNeverGoToTheGoldens() throws {
        let before = try FileBytes.read(Self.badge.goldenPath)
        let goldens = Repository.root + "/test-snapshots"
        let broken = try Self.brokenBadge()
        for folder in [goldens, goldens + "/nodes/..", goldens + "/nodes"] {
            let problems = ParityCheck.problems(
                actual: Array(broken.utf8), fixture: Self.badge,
                environment: [ParityArtifacts.environmentVariable: folder])
            #expect(problems.first == .artifactsWouldOverwriteGoldens(folder: ParityCorpus.absolute(folder)))
        }
        #expect(try FileBytes.read(Self.badge.goldenPath) == before)
    }
}
