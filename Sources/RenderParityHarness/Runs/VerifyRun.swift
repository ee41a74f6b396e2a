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
        /// Relative path of the golden in the snapshots folder (`VerifyRun.goldenLabel` prints it).
        public let golden: String
        public let status: Status

        public var passed: Bool { status == .compared(.match) }
    }

    public let outcomes: [Outcome]
    /// How long each outcome took, in `outcomes`' order (making the snapshot, reading and
    /// comparing the golden); zero for what is only listed (obsolete goldens, stray files).
    /// Kept apart from `Outcome` so outcomes compare equal whatever the machine's speed.
    public let times: [Duration]
    /// The vocabulary the snapshots were made with (spec/vocabulary.md §5): every report names it.
    public let vocabulary: VocabularyIdentity
    /// The goldens' folder as the corpus names it (`Corpus.snapshotsLabel`), so every report of
    /// this run prints the path a person opens, whatever the project file calls the folder.
    public let snapshotsLabel: String

    public var passedCount: Int { outcomes.filter(\.passed).count }
    public var failedCount: Int { outcomes.count - passedCount }
    public var failures: [Outcome] { outcomes.filter { !$0.passed } }

    /// `times` (one per outcome) default to zero; a run made by `run` has them measured.
    public init(
        outcomes: [Outcome], times: [Duration]? = nil, vocabulary: VocabularyIdentity = Vocabulary.builtin.identity,
        snapshotsLabel: String = Corpus.snapshotsFolder
    ) {
        self.outcomes = outcomes
        self.vocabulary = vocabulary
        self.snapshotsLabel = snapshotsLabel
        if let times, times.count == outcomes.count {
            self.times = times
        } else {
            self.times = outcomes.map { _ in .zero }
        }
    }

    /// Runs the fixtures matching `filter` and `shard` (`jobs` at once, results in corpus order),
    /// then `standalone` goldens, then reports obsolete goldens and stale temporary files
    /// (those in shard 1 only). `clock` times each outcome, for the reports.
    public static func run(
        _ corpus: Corpus, filter: String? = nil, standalone: [StandaloneGolden] = [], shard: Shard? = nil,
        jobs: Int? = nil, clock: RunClock = .monotonic
    ) -> VerifyRun {
        let compared = CorpusPass.timedMap(
            corpus, filter: filter, standalone: standalone, shard: shard, jobs: jobs, clock: clock
        ) { expected in
            do throws(ParityError) {
                return Outcome(
                    name: expected.name, golden: expected.golden,
                    status: try compare(try expected.snapshot.get(), expected.golden, in: corpus))
            } catch {
                return Outcome(name: expected.name, golden: expected.golden, status: .unreadable(error))
            }
        }
        var outcomes = compared.map(\.value)
        for golden in shard?.isFirst ?? true
            ? corpus.obsoleteGoldens(matching: filter, standalone: standalone.map(\.name)) : []
        {
            outcomes.append(Outcome(name: golden, golden: golden, status: .obsolete))
        }
        for temporary in shard?.isFirst ?? true ? corpus.staleTemporaries : []
        where filter.map({ temporary.contains($0) }) ?? true {
            outcomes.append(Outcome(name: temporary, golden: temporary, status: .strayTemporary))
        }
        let times = compared.map(\.time) + Array(repeating: .zero, count: outcomes.count - compared.count)
        return VerifyRun(
            outcomes: outcomes, times: times, vocabulary: corpus.vocabulary.identity,
            snapshotsLabel: corpus.snapshotsLabel)
    }

    /// A golden that does not exist is missing; one that exists but cannot be read is an error, not "missing".
    private static func compare(_ actual: [UInt8], _ golden: String, in corpus: Corpus) throws(ParityError)
        -> Outcome.Status
    {
        .compared(GoldenComparison.compare(actual: actual, golden: try corpus.readGoldenIfPresent(golden)))
    }
}
