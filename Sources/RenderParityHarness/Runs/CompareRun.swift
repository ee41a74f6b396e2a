import RenderParity

/// `parity compare`: another implementation's snapshots against the goldens,
/// with an expected-failures list that can't go stale.
public struct CompareRun: Sendable {
    /// Where the other implementation's snapshots come from.
    public enum Source: Sendable {
        /// A folder with the goldens' relative names (`<dir>/screens/budget.txt`).
        case directory(String)
        /// A command run once per fixture, the fixture's path appended; stdout is the snapshot.
        case renderer(RendererProcess)

        public var isDirectory: Bool { if case .directory = self { true } else { false } }
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
    /// Files in the `--actual` folder that are no golden's counterpart (a misnamed or extra snapshot).
    public let stray: [String]
    /// How long each outcome took, in `outcomes`' order: reading (or running the renderer) and comparing.
    public var times: [Duration] = []
    /// The vocabulary of the corpus whose goldens were compared (spec/vocabulary.md §5).
    public var vocabulary = Vocabulary.builtin.identity
    /// The goldens' folder as the corpus names it (`Corpus.snapshotsLabel`), for the reports.
    public var snapshotsLabel = Corpus.snapshotsFolder

    /// `times`, or zeros for a run put together without them (one per outcome either way).
    var timesPerOutcome: [Duration] { times.count == outcomes.count ? times : outcomes.map { _ in .zero } }

    public var passedCount: Int { outcomes.filter { $0.verdict == .pass }.count }
    public var expectedFailureCount: Int { outcomes.filter { $0.verdict == .expectedFailure }.count }
    public var failedCount: Int { outcomes.filter(\.failsRun).count + unknownListed.count + stray.count }

    /// The fixtures matching `filter` and `shard`, `jobs` at once (results in corpus order). With a
    /// folder, also the `standalone` goldens (such as `icon-map/resolution.txt`, spec/icon-map.md §3),
    /// compared like any golden, and the folder's stray files; those two in shard 1 only. A renderer
    /// command is run per fixture, so it cannot produce a standalone golden.
    public static func run(
        _ corpus: Corpus, source: Source, implementation: String, expected: ExpectedFailures = .init(),
        filter: String? = nil,
        standalone: [String] = [], shard: Shard? = nil, jobs: Int? = nil, clock: RunClock = .monotonic
    ) -> CompareRun {
        let fixtures = corpus.fixtures(matching: filter, shard: shard)
        var stray: [String] = []
        var items = fixtures.map { (fixture: $0, golden: Corpus.goldenName(forFixture: $0)) }
        if case .directory(let folder) = source, shard?.isFirst ?? true {
            items += standalone.filter { name in filter.map { name.contains($0) } ?? true }.map {
                (fixture: $0, golden: $0)
            }
            stray = strayFiles(in: folder, corpus: corpus, standalone: standalone, filter: filter)
        }
        let timed = ParallelMap.map(items, jobs: jobs) { item in
            clock.time {
                outcome(item.fixture, golden: item.golden, corpus: corpus, source: source, expected: expected)
            }
        }
        let known = Set(corpus.fixtures + standalone)
        let unknown = expected.reasons.keys.filter { !known.contains($0) }.sorted(by: BytewiseOrder.precedes)
        var run = CompareRun(
            implementation: implementation, outcomes: timed.map(\.value), unknownListed: unknown, stray: stray)
        run.times = timed.map(\.time)
        run.vocabulary = corpus.vocabulary.identity
        run.snapshotsLabel = corpus.snapshotsLabel
        return run
    }

    /// What became of one fixture (or standalone golden): its snapshot compared with its golden.
    private static func outcome(
        _ fixture: String, golden: String, corpus: Corpus, source: Source, expected: ExpectedFailures
    ) -> Outcome {
        let actual: Outcome.Actual
        do throws(ParityError) {
            // As in verify: a golden or snapshot that exists but cannot be read is an error, not "missing".
            let goldenBytes = try corpus.readGoldenIfPresent(golden)
            switch source {
            case .directory(let folder):
                actual =
                    try FileBytes.readIfPresent(folder + "/" + golden, limit: corpus.maxInputBytes).map {
                        .compared(GoldenComparison.compare(actual: $0, golden: goldenBytes))
                    } ?? .missing
            case .renderer(let process):
                switch process.snapshot(of: corpus.fixturePath(fixture)) {
                case .success(let bytes):
                    actual = .compared(GoldenComparison.compare(actual: bytes, golden: goldenBytes))
                case .failure(let failure): actual = .error(failure.message)
                }
            }
        } catch {
            actual = .error(error.message)
        }
        return Outcome(fixture: fixture, golden: golden, actual: actual, expectedReason: expected.reasons[fixture])
    }

    /// Files below `folder` (hidden ones aside) that are neither a fixture's golden name nor a standalone
    /// golden's, whose path contains `filter`. A folder that cannot be listed has none: its snapshots
    /// are then each reported as unreadable or missing.
    static func strayFiles(in folder: String, corpus: Corpus, standalone: [String], filter: String?) -> [String] {
        guard let files = try? Corpus.list(folder, suffix: "", required: true) else { return [] }
        let expected = Set(corpus.fixtures.map(Corpus.goldenName(forFixture:)) + standalone)
        return files.filter { file in !expected.contains(file) && (filter.map { file.contains($0) } ?? true) }
    }
}
