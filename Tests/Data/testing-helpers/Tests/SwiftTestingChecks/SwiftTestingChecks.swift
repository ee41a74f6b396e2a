import CheckSupport
import RenderParityTesting
import Testing

/// The helpers in Swift Testing tests. A line that must fail ends in a `FAILS:` comment
/// (see XCTestChecks); the script expects each issue at that line and counts them.
struct SwiftTestingChecks {
    @Test func aMatchPasses() throws {
        #expect(expectParity(try Checks.reference(Checks.badge), matches: Checks.badge))
        let (document, root) = try Checks.model(Checks.badge)
        #expect(expectParity(document, matches: Checks.badge))
        #expect(expectParity(root, matches: Checks.badge))
    }

    @Test func aMismatchFails() throws {
        let actual = try Checks.brokenBadge()
        expectParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs from its golden
    }

    @Test func aMissingGoldenFails() {
        expectParity("Spacer\n", matches: Checks.unreviewed)  // FAILS: unreviewed.json: no golden at
    }

    @Test func crlfOutputFails() throws {
        let actual = try Checks.crlfBadge()
        expectParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs
    }

    @Test(arguments: ParityCorpus(root: "/nonexistent/corpus").fixtures)
    func aMissingCorpusFails(_ fixture: ParityFixture) {
        expectParity("", matches: fixture)  // FAILS: parity corpus unavailable
    }

    /// A detached task has no `Test.current`; the failure must still reach the run.
    @Test func aDetachedTaskStillFails() async throws {
        let actual = try Checks.brokenBadge()
        await Task.detached {
            expectParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs from its golden
        }.value
    }

    @Test func xctAssertParityFailsASwiftTestingTestToo() throws {
        let actual = try Checks.brokenBadge()
        XCTAssertParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs from its golden
    }
}
