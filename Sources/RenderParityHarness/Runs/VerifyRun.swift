import RenderParity

/// `parity verify`: every fixture's snapshot against its golden, plus obsolete
/// goldens and the standalone goldens. Never writes.
public struct VerifyRun: Sendable {
    public struct Outcome: Sendable, Equatable {
        public enum Status: Sendable, Equatable {
            case compared(GoldenComparison)
            /// The fixture could not be read (the golden is not at fault).
            case unreadable(ParityError)
            /// A golden with no fixture.
            case obsolete
            /// A temporary file left by a killed `update`; `update` removes it.
            case strayTemporary
        }

        /// Relative path of the fixture (or, for obsolete and standalone goldens, of the golden).
        public let name: String
        /// Relative path of the golden under `test-snapshots/`.
        public let golden: String
        public let status: Status

        public var passed: Bool { status == .compared(.match) }
    }

    public let outcomes: [Outcome]

    public var passedCount: Int { outcomes.filter(\.passed).count }
    public var failedCount: Int { outcomes.count - passedCount }
    public var failures: [Outcome] { outcomes.filter { !$0.passed } }

    public init(outcomes: [Outcome]) { self.outcomes = outcomes }

    /// Runs the fixtures matching `filter` and `shard` (`jobs` at once, results in corpus order),
    /// then `standalone` goldens, then reports obsolete goldens and stale temporary files
    /// (those in shard 1 only).
    public static func run(
        _ corpus: Corpus, filter: String? = nil, standalone: [StandaloneGolden] = [], shard: Shard? = nil,
        jobs: Int? = nil
    ) -> VerifyRun {
        var outcomes = CorpusPass.map(corpus, filter: filter, standalone: standalone, shard: shard, jobs: jobs) {
            expected in
            do throws(ParityError) {
                return Outcome(
                    name: expected.name, golden: expected.golden,
                    status: try compare(try expected.snapshot.get(), expected.golden, in: corpus))
            } catch {
                return Outcome(name: expected.name, golden: expected.golden, status: .unreadable(error))
            }
        }
        for golden in shard?.isFirst ?? true
            ? corpus.obsoleteGoldens(matching: filter, standalone: standalone.map(\.name)) : []
        {
            outcomes.append(Outcome(name: golden, golden: golden, status: .obsolete))
        }
        for temporary in shard?.isFirst ?? true ? corpus.staleTemporaries : []
        where filter.map({ temporary.contains($0) }) ?? true {
            outcomes.append(Outcome(name: temporary, golden: temporary, status: .strayTemporary))
        }
        return VerifyRun(outcomes: outcomes)
    }

    /// A golden that does not exist is missing; one that exists but cannot be read is an error, not "missing".
    private static func compare(_ actual: [UInt8], _ golden: String, in corpus: Corpus) throws(ParityError)
        -> Outcome.Status
    {
        .compared(GoldenComparison.compare(actual: actual, golden: try corpus.readGoldenIfPresent(golden)))
    }
}
