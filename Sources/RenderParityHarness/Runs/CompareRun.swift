import RenderParity

/// `parity compare`: another implementation's snapshots against the goldens,
/// with an expected-failures list that can't go stale (issue 4 §2).
public struct CompareRun: Sendable {
    /// Where the other implementation's snapshots come from.
    public enum Source: Sendable {
        /// A folder with the goldens' relative names (`<dir>/screens/budget.txt`).
        case directory(String)
        /// A command run once per fixture, the fixture's path appended; stdout is the snapshot.
        case renderer(RendererProcess)
    }

    public struct Outcome: Sendable, Equatable {
        public enum Actual: Sendable, Equatable {
            case compared(GoldenComparison)
            /// No snapshot in the `--actual` folder.
            case missing
            /// The renderer failed on this fixture.
            case error(String)
        }

        public enum Verdict: String, Sendable {
            case pass, fail, missing, error
            case expectedFailure = "expected_failure"
            case unexpectedPass = "unexpected_pass"
        }

        public let fixture: String
        public let golden: String
        public let actual: Actual
        /// The reason from the expected-failures list, when the fixture is listed.
        public let expectedReason: String?

        public var verdict: Verdict {
            let passed = actual == .compared(.match)
            if expectedReason != nil { return passed ? .unexpectedPass : .expectedFailure }
            switch actual {
            case .compared(.match): return .pass
            case .compared: return .fail
            case .missing: return .missing
            case .error: return .error
            }
        }

        /// Whether this outcome fails the run: any unlisted failure, and any listed fixture that passes.
        public var failsRun: Bool { verdict != .pass && verdict != .expectedFailure }
    }

    public let implementation: String
    public let outcomes: [Outcome]
    /// Listed as expected failures but not a fixture (a stale list fails the run too).
    public let unknownListed: [String]

    public var passedCount: Int { outcomes.filter { $0.verdict == .pass }.count }
    public var expectedFailureCount: Int { outcomes.filter { $0.verdict == .expectedFailure }.count }
    public var failedCount: Int { outcomes.filter(\.failsRun).count + unknownListed.count }

    public static func run(_ corpus: Corpus, source: Source, implementation: String, expected: ExpectedFailures = .init(), filter: String? = nil) -> CompareRun {
        let fixtures = corpus.fixtures(matching: filter)
        let outcomes = ParallelMap.map(fixtures) { fixture in
            let golden = Corpus.goldenName(forFixture: fixture)
            let actual: Outcome.Actual
            do throws(ParityError) {
                // As in verify: a golden or snapshot that exists but cannot be read is an error, not "missing".
                let goldenBytes = try corpus.readGoldenIfPresent(golden)
                switch source {
                case let .directory(folder):
                    actual = try FileBytes.readIfPresent(folder + "/" + golden, limit: corpus.maxInputBytes).map { .compared(GoldenComparison.compare(actual: $0, golden: goldenBytes)) } ?? .missing
                case let .renderer(process):
                    switch process.snapshot(of: corpus.fixturePath(fixture)) {
                    case let .success(bytes): actual = .compared(GoldenComparison.compare(actual: bytes, golden: goldenBytes))
                    case let .failure(failure): actual = .error(failure.message)
                    }
                }
            } catch {
                actual = .error(error.message)
            }
            return Outcome(fixture: fixture, golden: golden, actual: actual, expectedReason: expected.reasons[fixture])
        }
        let known = Set(corpus.fixtures)
        let unknown = expected.reasons.keys.filter { !known.contains($0) }.sorted(by: BytewiseOrder.precedes)
        return CompareRun(implementation: implementation, outcomes: outcomes, unknownListed: unknown)
    }
}
