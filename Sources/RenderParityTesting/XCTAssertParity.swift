import Foundation
import RenderParityHarness

// XCTest's face of the helpers. They live in RenderParityTesting, not in a sibling
// product: `expectParity` must already fail an XCTest method it is called from, so this
// module records into XCTest either way, and one product with one import serves a test
// target whatever mix of the two frameworks it uses. Every helper here goes through the
// same `ParityCheck` and `ParityCallSite` as `expectParity`, so a failure reads the same
// (spec/diff-format.md) and lands at the caller's line in whichever framework runs it.
// Their names follow XCTest's `XCTAssert…` convention, hence the format exceptions.

/// Checks a renderer's snapshot of `fixture` against its golden, byte for byte, in an
/// XCTest method: the text itself, or a `DecodedDocument` or `UINode`. On a mismatch it
/// fails the test at the caller's line with the same message and diff as `parity verify`.
/// A missing golden is a failure; goldens are never written. Returns whether it matched.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func XCTAssertParity(
    _ actual: some ParitySnapshotConvertible, matches fixture: ParityFixture,
    maxDiffLines: Int = DiffPresentation.defaultMaxLines, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    ParityCheck.record(
        actual.paritySnapshotBytes, matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(file: file, line: line))
}

/// The whole corpus from one XCTest method, which has no parameterized tests: `snapshot`
/// renders each fixture (as text, a `DecodedDocument` or a `UINode`), and every fixture
/// is checked even after one fails. Each failing fixture is its own failure at the
/// caller's line, its message starting with the fixture's name; the summary line
/// (`N passed, M failed`, as `parity verify` ends) is printed at the end. A
/// corpus that can't be found, or has no fixtures, is a failure, never an empty pass.
/// `RENDERPARITY_CORPUS` and `RENDERPARITY_VOCABULARY` (through `ParityCorpus.default`) and
/// `RENDERPARITY_ARTIFACTS` apply as in `expectParity`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func XCTAssertCorpusParity<Actual: ParitySnapshotConvertible>(
    _ corpus: ParityCorpus = .default, matching filter: String? = nil,
    maxDiffLines: Int = DiffPresentation.defaultMaxLines, file: StaticString = #filePath, line: UInt = #line,
    snapshot: (ParityFixture) throws -> Actual
) -> ParityCorpusRun {
    let fixtures = filter.map { corpus.fixtures(matching: $0) } ?? corpus.fixtures
    let run = ParityCorpusRun.run(
        fixtures, root: corpus.root, maxDiffLines: maxDiffLines, environment: ProcessInfo.processInfo.environment
    ) { try snapshot($0).paritySnapshotBytes }
    let site = ParityCallSite(file: file, line: line)
    for failure in run.failures {
        site.record(message: failure.message)
    }
    print(run.summary)
    return run
}
