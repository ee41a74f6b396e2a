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

    public static func plan(_ corpus: Corpus, filter: String? = nil, standalone: [StandaloneGolden] = [], jobs: Int? = nil) -> UpdateRun {
        // Each golden is read and diffed in the parallel pass, next to making its snapshot.
        let steps = CorpusPass.map(corpus, filter: filter, standalone: standalone, jobs: jobs) { expected in
            (golden: expected.golden, change: Result { () throws(ParityError) -> Change? in
                let bytes = try expected.snapshot.get()
                // A golden that exists but cannot be read (a folder, no permission) is reported, never "added" over.
                let existing = try FileBytes.readIfPresent(corpus.goldenPath(expected.golden))
                if existing == bytes { return nil }
                return Change(golden: expected.golden, bytes: bytes, diff: existing.map { LineDiff(golden: $0, actual: bytes) })
            })
        }
        var added: [Change] = [], changed: [Change] = [], unchanged: [String] = [], unreadable: [ParityError] = []
        for step in steps {
            switch step.change {
            case let .failure(error): unreadable.append(error)
            case .success(nil): unchanged.append(step.golden)
            case let .success(change?): if change.diff == nil { added.append(change) } else { changed.append(change) }
            }
        }
        return UpdateRun(added: added, changed: changed, unchanged: unchanged, obsolete: corpus.obsoleteGoldens(matching: filter, standalone: standalone.map(\.name)), unreadable: unreadable)
    }

    /// Writes added and changed goldens atomically; removes obsolete ones when `prune`.
    public func apply(to corpus: Corpus, prune: Bool) throws(ParityError) {
        for change in added + changed {
            try FileBytes.writeAtomically(change.bytes, to: corpus.goldenPath(change.golden))
        }
        if prune {
            for golden in obsolete { try FileBytes.remove(corpus.goldenPath(golden)) }
        }
    }
}
