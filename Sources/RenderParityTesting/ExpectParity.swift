import Foundation
import RenderParity
import RenderParityHarness
import Testing

/// Checks a renderer's snapshot of `fixture` against its golden, byte for byte: the
/// text itself, or a `DecodedDocument` or `UINode` the reference writer turns into text.
/// On a mismatch it records a Swift Testing issue at the caller's line, with the same
/// message and diff as `parity verify` (spec/diff-format.md). A missing golden is a
/// failure; goldens are never written. Returns whether it matched.
///
/// Called from an XCTest method it fails that test instead (`ParityCallSite`), so it
/// can never pass unseen; `XCTAssertParity` is the same check under XCTest's names.
@discardableResult
public func expectParity(
    _ actual: some ParitySnapshotConvertible, matches fixture: ParityFixture,
    maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    ParityCheck.record(
        actual.paritySnapshotBytes, matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// For a helper of your own that passes its caller's location on, as Swift Testing's
/// helpers do (`sourceLocation: SourceLocation = #_sourceLocation` in its signature).
@discardableResult
public func expectParity(
    _ actual: some ParitySnapshotConvertible, matches fixture: ParityFixture,
    maxDiffLines: Int = DiffPresentation.defaultMaxLines, sourceLocation: SourceLocation
) -> Bool {
    ParityCheck.record(
        actual.paritySnapshotBytes, matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(sourceLocation: sourceLocation))
}
