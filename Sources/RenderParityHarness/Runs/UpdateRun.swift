import RenderParity

/// `parity update`: what would change in the goldens, and writing it.
///
/// Planning and writing are separate so `--dry-run` shows exactly what a real
/// run would do, and tests can check the plan without touching files.
public struct UpdateRun: Sendable {
    public struct Change: Sendable, Equatable {
        public let golden: String
        public let bytes: [UInt8]
        /// nil for a new golden.
        public let diff: LineDiff?
    }

    public let added: [Change]
    public let changed: [Change]
    public let unchanged: [String]
    public let obsolete: [String]
    /// Fixtures that could not be read; nothing is written for them.
    public let unreadable: [ParityError]
    /// Temporary files a killed run left in the snapshots folder; `apply` removes them first.
    public var staleTemporaries: [String] = []
    /// The goldens' folder as the corpus names it (`Corpus.snapshotsLabel`): the report says
    /// `add goldens/a.txt` for the file it writes there.
    public var snapshotsLabel = Corpus.snapshotsFolder

    /// What `apply` did, in order, and the error that stopped it: the report
    /// says what was already written, and since each write is atomic, nothing is half-written
    /// and running `update` again finishes the job.
    public struct Applied: Sendable, Equatable {
        public var temporariesRemoved: [String] = []
        public var written: [String] = []
        public var removed: [String] = []
        public var failure: ParityError?
    }

    /// One golden to decide on, as `update --interactive` walks them: write a new one, rewrite
    /// a changed one, or remove one that has no fixture.
    public enum Item: Sendable, Equatable {
        case add(Change)
        case change(Change)
        case remove(obsolete: String)

        public var golden: String {
            switch self {
            case .add(let change), .change(let change): change.golden
            case .remove(let golden): golden
            }
        }
    }

    /// Every golden there is to decide on, in the order the report shows them: new, changed, obsolete.
    public var items: [Item] { added.map(Item.add) + changed.map(Item.change) + obsolete.map(Item.remove) }

    /// This plan with only the goldens in `accepted` left to add, change or remove; what is
    /// unchanged or unreadable stays as it was, so the summary still counts it.
    public func accepting(_ accepted: Set<String>) -> UpdateRun {
        var run = UpdateRun(
            added: added.filter { accepted.contains($0.golden) },
            changed: changed.filter { accepted.contains($0.golden) }, unchanged: unchanged,
            obsolete: obsolete.filter(accepted.contains), unreadable: unreadable)
        run.staleTemporaries = staleTemporaries
        run.snapshotsLabel = snapshotsLabel
        return run
    }

    /// What `parity update` would write for the fixtures matching `filter`; with `only` (golden
    /// names, `UpdateSelection`), for those goldens alone, their fixtures' errors included and no others.
    public static func plan(
        _ corpus: Corpus, filter: String? = nil, only: Set<String>? = nil, standalone: [StandaloneGolden] = [],
        jobs: Int? = nil
    ) -> UpdateRun {
        // Each golden is read and diffed in the parallel pass, next to making its snapshot.
        let steps = CorpusPass.map(corpus, filter: filter, standalone: standalone, jobs: jobs) { expected in
            (
                golden: expected.golden,
                change: Result { () throws(ParityError) -> Change? in
                    let bytes = try expected.snapshot.get()
                    // A golden that exists but cannot be read (a folder, no permission) is reported, never "added" over.
                    let existing = try corpus.readGoldenIfPresent(expected.golden)
                    if existing == bytes { return nil }
                    return Change(
                        golden: expected.golden, bytes: bytes,
                        diff: existing.map { LineDiff(golden: $0, actual: bytes) })
                }
            )
        }
        var added: [Change] = []
        var changed: [Change] = []
        var unchanged: [String] = []
        var unreadable: [ParityError] = []
        for step in steps where only?.contains(step.golden) ?? true {
            switch step.change {
            case .failure(let error): unreadable.append(error)
            case .success(nil): unchanged.append(step.golden)
            case .success(let change?): if change.diff == nil { added.append(change) } else { changed.append(change) }
            }
        }
        var run = UpdateRun(
            added: added, changed: changed, unchanged: unchanged,
            obsolete: corpus.obsoleteGoldens(matching: filter, standalone: standalone.map(\.name)).filter {
                only?.contains($0) ?? true
            },
            unreadable: unreadable)
        run.staleTemporaries = corpus.staleTemporaries
        run.snapshotsLabel = corpus.snapshotsLabel
        return run
    }

    /// Removes stale temporary files, writes added and changed goldens atomically, and removes
    /// obsolete ones when `prune`; stops at the first error, which `Applied` carries.
    public func apply(to corpus: Corpus, prune: Bool) -> Applied {
        var applied = Applied()
        do throws(ParityError) {
            for temporary in staleTemporaries {
                try FileBytes.remove(corpus.goldenPath(temporary))
                applied.temporariesRemoved.append(temporary)
            }
            for change in added + changed {
                try FileBytes.writeAtomically(change.bytes, to: corpus.goldenPath(change.golden))
                applied.written.append(change.golden)
            }
            if prune {
                for golden in obsolete {
                    try FileBytes.remove(corpus.goldenPath(golden))
                    applied.removed.append(golden)
                }
            }
        } catch {
            applied.failure = error
        }
        return applied
    }
}
