import Foundation
import RenderParityHarness

/// A renderer checked against every fixture of a corpus in one go, for a framework
/// without parameterized tests (XCTest). Every fixture is checked even after one fails,
/// and each failure keeps its fixture's name, so one test method still says which
/// fixtures broke. Running it never prints or records; `XCTAssertCorpusParity` reports it.
public struct ParityCorpusRun: Sendable, Equatable {
    /// One fixture that did not match, and everything wrong with it.
    public struct Failure: Sendable, Equatable {
        public let fixture: String
        public let problems: [ParityTestingProblem]

        /// The fixture's failure as one message, the fixture's name first.
        public var message: String {
            problems.map { $0.message(forFixture: fixture) }.joined(separator: "\n")
        }
    }

    /// The corpus folder the run read.
    public let root: String
    /// The fixtures that matched their goldens, in corpus order.
    public let passed: [String]
    public let failures: [Failure]

    /// `N passed, M failed`, worded as `parity verify` ends.
    public var summary: String {
        "parity corpus \(root): "
            + CompareReport.summary(passed: passed.count, failed: failures.count, expectedFailures: 0)
    }

    /// Checks `snapshot(fixture)` for each of `fixtures` (a corpus that lists none gives one
    /// fixture standing for the problem, which fails here). A snapshot that throws fails its
    /// fixture and the run goes on; the closure is not called for a fixture standing for a problem.
    public static func run(
        _ fixtures: [ParityFixture], root: String, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
        environment: [String: String], snapshot: (ParityFixture) throws -> [UInt8]
    ) -> ParityCorpusRun {
        var passed: [String] = []
        var failures: [Failure] = []
        for fixture in fixtures {
            let problems: [ParityTestingProblem]
            if let problem = fixture.problem {
                problems = [problem]
            } else {
                do {
                    problems = ParityCheck.problems(
                        actual: try snapshot(fixture), fixture: fixture, maxDiffLines: maxDiffLines,
                        environment: environment)
                } catch {
                    problems = [.snapshotThrew(fixture: fixture.name, error: String(describing: error))]
                }
            }
            if problems.isEmpty {
                passed.append(fixture.name)
            } else {
                failures.append(Failure(fixture: fixture.name, problems: problems))
            }
        }
        return ParityCorpusRun(root: root, passed: passed, failures: failures)
    }
}
