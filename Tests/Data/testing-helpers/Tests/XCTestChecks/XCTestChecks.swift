import CheckSupport
import RenderParityTesting
import XCTest

/// The helpers in XCTest methods, with nothing imported but `RenderParityTesting`
/// (and XCTest). A line that must fail ends in a `FAILS:` comment giving a part of its
/// message, or has a `FAILS BELOW:` comment line above it for each failure it reports. The
/// script expects each at that line, with that text, and counts them: any other failure,
/// or any of these missing, fails the check.
final class XCTestChecks: XCTestCase {
    func testAMatchPasses() throws {
        XCTAssertTrue(XCTAssertParity(try Checks.reference(Checks.badge), matches: Checks.badge))
        let (document, root) = try Checks.model(Checks.badge)
        XCTAssertTrue(XCTAssertParity(document, matches: Checks.badge))
        XCTAssertTrue(XCTAssertParity(root, matches: Checks.badge))
    }

    func testAMismatchFails() throws {
        let actual = try Checks.brokenBadge()
        XCTAssertParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs from its golden
    }

    func testAMissingGoldenFails() {
        XCTAssertParity("Spacer\n", matches: Checks.unreviewed)  // FAILS: unreviewed.json: no golden at
    }

    func testCRLFOutputFails() throws {
        let actual = try Checks.crlfBadge()
        XCTAssertParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs
    }

    func testAMissingCorpusFails() {
        XCTAssertCorpusParity(ParityCorpus(root: "/nonexistent/corpus")) { _ in "" }  // FAILS: corpus unavailable
    }

    func testAFilterMatchingNothingFails() {
        XCTAssertCorpusParity(matching: "no-such-fixture") { try Checks.reference($0) }  // FAILS: no fixtures matched
    }

    func testExpectParityFailsAnXCTestMethodToo() throws {
        let actual = try Checks.brokenBadge()
        expectParity(actual, matches: Checks.badge)  // FAILS: nodes/badge.json: snapshot differs from its golden
    }

    func testTheWholeCorpusPasses() {
        let run = XCTAssertCorpusParity { try Checks.reference($0) }
        XCTAssertTrue(run.failures.isEmpty)
        XCTAssertEqual(run.passed.count, Checks.corpus.fixtures.count)
    }

    /// Every fixture is checked after one fails, and each failure is its own, named after its fixture.
    func testEachFailingFixtureIsItsOwnFailure() throws {
        let broken = try Checks.brokenBadge()
        // FAILS BELOW: nodes/badge.json: snapshot differs from its golden
        // FAILS BELOW: nodes/divider.json: making the snapshot threw RendererFailed(unsupported node)
        let run = XCTAssertCorpusParity(matching: "nodes/") { fixture in
            switch fixture.name {
            case "nodes/badge.json": return broken
            case "nodes/divider.json": throw Checks.RendererFailed()
            default: return try Checks.reference(fixture)
            }
        }
        XCTAssertEqual(run.failures.map(\.fixture), ["nodes/badge.json", "nodes/divider.json"])
        XCTAssertEqual(run.passed.count, Checks.corpus.fixtures(matching: "nodes/").count - 2)
    }
}

/// Run alone by the script, with `RENDERPARITY_CORPUS` and `RENDERPARITY_ARTIFACTS` set.
final class XCTestEnvironmentChecks: XCTestCase {
    func testTheDefaultCorpus() {
        XCTAssertCorpusParity { try Checks.reference($0) }
    }
}
