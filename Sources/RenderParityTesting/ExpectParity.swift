import Foundation
import RenderParity
import RenderParityHarness
import Testing

/// Checks a renderer's snapshot of `fixture` against its golden, byte for byte. On
/// a mismatch it records a Swift Testing issue at the caller's line, with the same
/// message and diff as `parity verify` (spec/diff-format.md). A missing golden is a
/// failure; goldens are never written. Returns whether it matched.
@discardableResult
public func expectParity(
    _ actual: String, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let problems = ParityCheck.problems(
        actual: Array(actual.utf8), fixture: fixture, maxDiffLines: maxDiffLines,
        environment: ProcessInfo.processInfo.environment)
    for problem in problems { Issue.record(Comment(rawValue: problem.message), sourceLocation: sourceLocation) }
    return problems.isEmpty
}

/// The same check for a decoded document: its snapshot is written by the reference writer.
@discardableResult
public func expectParity(
    _ document: DecodedDocument, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectParity(
        String(decoding: RenderSnapshot.make(from: document), as: UTF8.self), matches: fixture,
        maxDiffLines: maxDiffLines, sourceLocation: sourceLocation)
}

/// The same check for a root node (a renderer that builds the model itself).
@discardableResult
public func expectParity(
    _ node: UINode, matches fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    var writer = SnapshotWriter()
    writer.write(node, depth: 0, parent: .other)
    return expectParity(
        String(decoding: writer.bytes, as: UTF8.self), matches: fixture, maxDiffLines: maxDiffLines,
        sourceLocation: sourceLocation)
}

/// The check itself, as a value: what is wrong with `actual` for `fixture` (empty when it matches).
public enum ParityCheck {
    public static func problems(
        actual: [UInt8], fixture: ParityFixture, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
        environment: [String: String]
    ) -> [ParityTestingProblem] {
        if let problem = fixture.problem { return [problem] }
        var problems: [ParityTestingProblem] = []
        if let folder = ParityArtifacts.folder(in: environment) {
            do throws(ParityTestingProblem) {
                try ParityArtifacts.write(actual, of: fixture, to: folder)
            } catch {
                problems.append(error)
            }
        }
        let golden: [UInt8]?
        do throws(ParityError) {
            golden = try FileBytes.readIfPresent(fixture.goldenPath)
        } catch {
            return problems + [.file(error)]
        }
        guard let golden else {
            return problems + [
                .missingGolden(fixture: fixture.name, goldenPath: Corpus.snapshotsFolder + "/" + fixture.goldenName)
            ]
        }
        let comparison = GoldenComparison.compare(actual: actual, golden: golden)
        if let explanation = VerifyReport.explanation(
            of: comparison, fixture: fixture.name, golden: fixture.goldenName, maxDiffLines: maxDiffLines)
        {
            problems.append(.mismatch(explanation: explanation))
        }
        return problems
    }
}
