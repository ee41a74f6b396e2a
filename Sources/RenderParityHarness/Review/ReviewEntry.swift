/// One fixture on the review page: what the run said about it, and the bytes to show,
/// each nil when there is none (an obsolete golden has no fixture, a missing golden no golden).
public struct ReviewEntry: Sendable {
    /// The fixture's relative path (or, for a golden without a fixture, the golden's).
    public let name: String
    public let status: ReviewStatus
    /// Whether the entry fails the run (an expected failure does not).
    public let failsRun: Bool
    /// One line on what is wrong, as `verify` and `compare` word it.
    public let message: String
    /// More lines: a malformed golden's defects, an expected failure's reason.
    public let notes: [String]
    public let fixture: [UInt8]?
    /// The fixture's path as shown, `test-fixtures/…` or under the project's fixtures folder.
    public let fixtureLabel: String
    /// The golden's path as shown, `test-snapshots/…` or under the project's snapshots folder.
    public let goldenLabel: String
    public let golden: [UInt8]?
    public let actual: [UInt8]?

    public var anchor: String { ReviewAnchor.id(for: name, prefix: status == .stale ? "x-" : "f-") }

    /// A `verify` outcome; `actual` is the reference's snapshot, made again from the fixture
    /// (or by the standalone golden) since the run keeps no bytes.
    init(
        verify outcome: VerifyRun.Outcome, corpus: Corpus, isFixture: Bool, standalone: StandaloneGolden?,
        hints: CommandHints = .none
    ) {
        name = outcome.name
        status = ReviewStatus(outcome.status)
        failsRun = !outcome.passed
        fixtureLabel = FolderLabel.file(outcome.name, in: corpus.fixturesLabel)
        goldenLabel = corpus.goldenLabel(outcome.golden)
        let finding = VerifyReport.finding(
            outcome, snapshots: corpus.snapshotsLabel, style: .plain,
            mismatch: "the Swift reference's snapshot differs from the golden \(goldenLabel)",
            hints: hints)
        message = finding?.message ?? "matches the golden \(goldenLabel)"
        if case .compared(.mismatch) = outcome.status { notes = [] } else { notes = finding?.detail ?? [] }
        golden = (try? FileBytes.readIfPresent(corpus.goldenPath(outcome.golden))) ?? nil
        switch outcome.status {
        case .compared where isFixture:
            fixture = try? FileBytes.read(corpus.fixturePath(outcome.name))
            actual = try? FixtureSnapshot.make(outcome.name, in: corpus).snapshot
        case .compared:
            fixture = nil
            actual = try? standalone?.produce(nil)
        case .unreadable, .obsolete, .strayTemporary:
            fixture = nil
            actual = nil
        }
    }

    /// A `compare --actual` outcome; `actual` is read from the implementation's folder.
    init(compare outcome: CompareRun.Outcome, corpus: Corpus, implementation: String, folder: String) {
        name = outcome.fixture
        status = ReviewStatus(outcome.verdict)
        failsRun = outcome.failsRun
        fixtureLabel = FolderLabel.file(outcome.fixture, in: corpus.fixturesLabel)
        goldenLabel = corpus.goldenLabel(outcome.golden)
        var notes: [String] = []
        if let reason = outcome.expectedReason, !reason.isEmpty {
            notes.append("listed as an expected failure: \(reason)")
        }
        switch outcome.actual {
        case .compared(let comparison):
            let asVerify = VerifyRun.Outcome(
                name: outcome.fixture, golden: outcome.golden, status: .compared(comparison))
            let finding = VerifyReport.finding(
                asVerify, snapshots: corpus.snapshotsLabel, style: .plain,
                mismatch: "\(implementation)'s snapshot differs from the golden \(goldenLabel)"
            )
            if case .malformedGolden = comparison { notes += finding?.detail ?? [] }
            switch outcome.verdict {
            case .unexpectedPass:
                message = "\(implementation) now matches the golden; remove it from the expected-failures list"
            case .pass: message = "\(implementation)'s snapshot matches the golden \(goldenLabel)"
            default: message = finding?.message ?? CompareReport.detail(outcome.actual)
            }
        case .missing:
            message = "\(implementation) wrote no snapshot for it"
        case .error(let text):
            message = text
        }
        self.notes = notes
        fixture = try? FileBytes.read(corpus.fixturePath(outcome.fixture))
        golden = (try? FileBytes.readIfPresent(corpus.goldenPath(outcome.golden))) ?? nil
        actual = (try? FileBytes.readIfPresent(folder + "/" + outcome.golden)) ?? nil
    }

    /// An expected-failures line that names no fixture.
    init(staleListing name: String, corpus: Corpus) {
        self.name = name
        status = .stale
        failsRun = true
        message = "listed as an expected failure but there is no such fixture; remove it from the list"
        notes = []
        fixture = nil
        fixtureLabel = FolderLabel.file(name, in: corpus.fixturesLabel)
        goldenLabel = corpus.goldenLabel(Corpus.goldenName(forFixture: name))
        golden = nil
        actual = nil
    }
}
