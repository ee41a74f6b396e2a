import Foundation
import RenderParity
import RenderParityHarness
import Testing

/// Checks a renderer's snapshot of `fixture` against its golden, byte for byte. On
/// a mismatch it records a Swift Testing issue at the caller's line, with the same
/// message and diff as `parity verify` (spec/diff-format.md). A missing golden is a
/// failure; goldens are never written. Returns whether it matched.
///
/// Called from an XCTest method it fails that test instead (`ParityCallSite`), so it
/// can never pass unseen; `XCTAssertParity` is the same check under XCTest's names.
@discardableResult
public func expectParity(
    _ actual: String, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    ParityCheck.record(
        Array(actual.utf8), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same check for a decoded document: its snapshot is written by the reference writer.
@discardableResult
public func expectParity(
    _ document: DecodedDocument, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    ParityCheck.record(
        ParityCheck.snapshot(of: document), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same check for a root node (a renderer that builds the model itself).
@discardableResult
public func expectParity(
    _ node: UINode, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    ParityCheck.record(
        ParityCheck.snapshot(of: node), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// For a helper of your own that passes its caller's location on, as Swift Testing's
/// helpers do (`sourceLocation: SourceLocation = #_sourceLocation` in its signature).
@discardableResult
public func expectParity(
    _ actual: String, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation
) -> Bool {
    ParityCheck.record(
        Array(actual.utf8), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(sourceLocation: sourceLocation))
}

@discardableResult
public func expectParity(
    _ document: DecodedDocument, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation
) -> Bool {
    ParityCheck.record(
        ParityCheck.snapshot(of: document), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(sourceLocation: sourceLocation))
}

@discardableResult
public func expectParity(
    _ node: UINode, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation
) -> Bool {
    ParityCheck.record(
        ParityCheck.snapshot(of: node), matches: fixture, maxDiffLines: maxDiffLines,
        at: ParityCallSite(sourceLocation: sourceLocation))
}
