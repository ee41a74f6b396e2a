import Foundation
import RenderParityHarness
import Testing

@testable import RenderParityTesting

/// Where a failure lands in Swift Testing, whichever helper recorded it: the caller's
/// line for `XCTAssertParity` too (an `XCTFail` here would be dropped), and the given
/// location for the `sourceLocation:` form a helper of your own passes on.
struct ParityCallSiteTests {
    @Test func xctAssertParityRecordsAnIssueInASwiftTestingTest() throws {
        let issues = RecordedIssues()
        let actual = try ExpectParityTests.brokenBadge()
        var matched = true
        var line = 0
        withKnownIssue {
            line = #line + 1
            matched = XCTAssertParity(actual, matches: ExpectParityTests.badge)
        } matching: {
            issues.matcher($0)
        }
        #expect(!matched)
        #expect(issues.all.map(\.line) == [line])
        #expect(issues.all.first?.text.hasPrefix("nodes/badge.json: snapshot differs from its golden") == true)
    }

    @Test func xctAssertCorpusParityRecordsEachFailingFixture() throws {
        let issues = RecordedIssues()
        var line = 0
        var run: ParityCorpusRun?
        withKnownIssue {
            line = #line + 1
            run = XCTAssertCorpusParity(ExpectParityTests.corpus, matching: "nodes/") { _ in "Spacer\n" }
        } matching: {
            issues.matcher($0)
        }
        let failures = try #require(run).failures
        #expect(failures.count > 1 && issues.all.count == failures.count)
        #expect(issues.all.allSatisfy { $0.line == line })
        #expect(issues.all.map { $0.text.prefix { $0 != ":" } } == failures.map { Substring($0.fixture) })
    }

    @Test func theSourceLocationFormRecordsWhereItIsTold() throws {
        let issues = RecordedIssues()
        let actual = try ExpectParityTests.brokenBadge()
        let location = SourceLocation(fileID: "Helper/Helper.swift", filePath: "/Helper.swift", line: 42, column: 7)
        withKnownIssue {
            expectParity(actual, matches: ExpectParityTests.badge, sourceLocation: location)
        } matching: {
            issues.matcher($0)
        }
        #expect(issues.all.map(\.line) == [42])
    }
}
