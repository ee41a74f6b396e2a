import Foundation
import RenderParity
import RenderParityHarness
import Testing

@testable import RenderParityTesting

/// Where a failure lands in Swift Testing, whichever helper recorded it: the caller's
/// line for `XCTAssertParity` too (an `XCTFail` here would be dropped), and the given
/// location for the `sourceLocation:` form a helper of your own passes on.
struct ParityCallSiteTests {
    @Test func xctAssertParityRecordsAnIssueInASwiftTestingTest() throws {
        let actual = try ExpectParityTests.brokenBadge()
        var matched = true
        var line = 0
        let issues = RecordedIssues.during {
            line = #line + 1
            matched = XCTAssertParity(actual, matches: ExpectParityTests.badge)
        }
        #expect(!matched)
        #expect(issues.map(\.line) == [line])
        #expect(issues.first?.text.hasPrefix("nodes/badge.json: snapshot differs from its golden") == true)
    }

    @Test func xctAssertCorpusParityRecordsEachFailingFixture() throws {
        var line = 0
        var run: ParityCorpusRun?
        let issues = RecordedIssues.during {
            line = #line + 1
            run = XCTAssertCorpusParity(ExpectParityTests.corpus, matching: "nodes/") { _ in "Spacer\n" }
        }
        let failures = try #require(run).failures
        #expect(failures.count > 1 && issues.count == failures.count)
        #expect(issues.allSatisfy { $0.line == line })
        #expect(issues.map { $0.text.prefix { $0 != ":" } } == failures.map { Substring($0.fixture) })
    }

    /// A renderer that builds the model can hand the corpus run its root node.
    @Test func theCorpusRunTakesTheModelToo() {
        let run = XCTAssertCorpusParity(ExpectParityTests.corpus, matching: "nodes/badge") { fixture in
            try DocumentDecoder.decode(try fixture.json()).content.get()
        }
        #expect(run.passed == ["nodes/badge.json"] && run.failures.isEmpty)
    }

    @Test func theSourceLocationFormRecordsWhereItIsTold() throws {
        let actual = try ExpectParityTests.brokenBadge()
        let location = SourceLocation(fileID: "Helper/Helper.swift", filePath: "/Helper.swift", line: 42, column: 7)
        let issues = RecordedIssues.during {
            expectParity(actual, matches: ExpectParityTests.badge, sourceLocation: location)
        }
        #expect(issues.map(\.line) == [42])
    }
}
