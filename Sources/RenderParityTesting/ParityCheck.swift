import Foundation
import RenderParityHarness

/// The check itself, as a value: what is wrong with `actual` for `fixture` (empty when
/// it matches). Every helper, in either test framework, is this check and a `ParityCallSite`.
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
            return problems + [.missingGolden(fixture: fixture.name, goldenPath: fixture.goldenLabel)]
        }
        let comparison = GoldenComparison.compare(actual: actual, golden: golden)
        if let explanation = VerifyReport.explanation(
            of: comparison, fixture: fixture.name, golden: fixture.goldenName, snapshots: fixture.snapshotsLabel,
            maxDiffLines: maxDiffLines)
        {
            problems.append(.mismatch(explanation: explanation))
        }
        return problems
    }

    /// Checks `actual` in this process's environment and fails the caller's test with
    /// each problem at `site`; whether it matched.
    static func record(
        _ actual: [UInt8], matches fixture: ParityFixture, maxDiffLines: Int, at site: ParityCallSite
    ) -> Bool {
        let problems = problems(
            actual: actual, fixture: fixture, maxDiffLines: maxDiffLines,
            environment: ProcessInfo.processInfo.environment)
        site.record(problems)
        return problems.isEmpty
    }
}
