import RenderParity

/// A `verify` or `compare --actual` run made ready for the review page: the counts of
/// the whole run, and an entry with its bytes for each fixture the page shows (the
/// failing ones, or all of them).
public struct ReviewRun: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Goldens against the Swift reference.
        case verify
        /// Goldens against an implementation's output folder.
        case compare(implementation: String)
    }

    public let kind: Kind
    /// The entries on the page, in run order.
    public let entries: [ReviewEntry]
    /// How many fixtures ended with each status, over the whole run, in `ReviewStatus` order; zeros left out.
    public let counts: [(status: ReviewStatus, count: Int)]
    public let passedCount: Int
    /// As `verify` and `compare` count it: what fails the run (expected failures do not).
    public let failedCount: Int
    public let expectedFailureCount: Int
    /// Whether passing fixtures are on the page too (`--all`).
    public let showsAll: Bool
    /// The vocabulary the run held renderers to (spec/vocabulary.md §5), named in the page's header.
    public let vocabulary: VocabularyIdentity

    /// `parity verify`, reviewed; `hints` are what a command line adds to the messages.
    public static func verify(
        _ corpus: Corpus, filter: String? = nil, standalone: [StandaloneGolden] = [], all: Bool = false,
        hints: CommandHints = .none
    ) -> ReviewRun {
        let run = VerifyRun.run(corpus, filter: filter, standalone: standalone)
        let fixtures = Set(corpus.fixtures)
        let entries = ParallelMap.map(run.outcomes.filter { all || !$0.passed }) { outcome in
            ReviewEntry(
                verify: outcome, corpus: corpus, isFixture: fixtures.contains(outcome.name),
                standalone: standalone.first { $0.name == outcome.name }, hints: hints)
        }
        return ReviewRun(
            kind: .verify, entries: entries, statuses: run.outcomes.map { ReviewStatus($0.status) },
            passed: run.passedCount, failed: run.failedCount, expectedFailures: 0, showsAll: all,
            vocabulary: run.vocabulary)
    }

    /// `parity compare --actual folder`, reviewed.
    public static func compare(
        _ corpus: Corpus, folder: String, implementation: String, expected: ExpectedFailures = .init(),
        filter: String? = nil, all: Bool = false
    ) -> ReviewRun {
        // As `parity compare --actual` does: the standalone goldens too (stray files count in the summary).
        let run = CompareRun.run(
            corpus, source: .directory(folder), implementation: implementation, expected: expected, filter: filter,
            standalone: StandaloneGolden.all(corpus).map(\.name))
        var entries = ParallelMap.map(run.outcomes.filter { all || $0.verdict != .pass }) { outcome in
            ReviewEntry(compare: outcome, corpus: corpus, implementation: implementation, folder: folder)
        }
        entries += run.unknownListed.map { ReviewEntry(staleListing: $0, corpus: corpus) }
        let statuses = run.outcomes.map { ReviewStatus($0.verdict) } + run.unknownListed.map { _ in ReviewStatus.stale }
        return ReviewRun(
            kind: .compare(implementation: implementation), entries: entries, statuses: statuses,
            passed: run.passedCount, failed: run.failedCount, expectedFailures: run.expectedFailureCount, showsAll: all,
            vocabulary: run.vocabulary)
    }

    private init(
        kind: Kind, entries: [ReviewEntry], statuses: [ReviewStatus], passed: Int, failed: Int, expectedFailures: Int,
        showsAll: Bool, vocabulary: VocabularyIdentity
    ) {
        self.vocabulary = vocabulary
        self.kind = kind
        self.entries = entries
        counts = ReviewStatus.allCases.map { status in (status, statuses.filter { $0 == status }.count) }.filter {
            $0.count > 0
        }
        passedCount = passed
        failedCount = failed
        expectedFailureCount = expectedFailures
        self.showsAll = showsAll
    }

    /// The closing line of `verify` and `compare`: `N passed, M failed (E expected failures)`.
    public var summary: String {
        CompareReport.summary(passed: passedCount, failed: failedCount, expectedFailures: expectedFailureCount)
    }
}
