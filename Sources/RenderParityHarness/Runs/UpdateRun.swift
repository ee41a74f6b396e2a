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

    public var summary: String {
        "added \(added.count), changed \(changed.count), unchanged \(unchanged.count), obsolete \(obsolete.count)"
    }

    public static func plan(_ corpus: Corpus, filter: String? = nil, standalone: [StandaloneGolden] = []) -> UpdateRun {
        var added: [Change] = [], changed: [Change] = [], unchanged: [String] = [], unreadable: [ParityError] = []
        let fixtures = corpus.fixtures(matching: filter)
        let results = ParallelMap.map(fixtures) { fixture -> (String, Result<[UInt8], ParityError>, [IconUse]?) in
            do throws(ParityError) {
                let snapshot = try FixtureSnapshot.make(fixture, in: corpus, collectIcons: !standalone.isEmpty)
                return (Corpus.goldenName(forFixture: fixture), .success(snapshot.snapshot), snapshot.document.icons)
            } catch {
                return (Corpus.goldenName(forFixture: fixture), .failure(error), nil)
            }
        }
        let pass = StandaloneGolden.Pass(fixtures: fixtures, icons: results.map(\.2), coversCorpus: filter == nil)
        let produced = results.map { ($0.0, $0.1) } + StandaloneGolden.produce(standalone, matching: filter, after: pass)
        for (golden, result) in produced {
            switch result {
            case let .failure(error):
                unreadable.append(error)
            case let .success(bytes):
                // A golden that exists but cannot be read (a folder, no permission) is reported, never "added" over.
                let existing: [UInt8]?
                do throws(ParityError) { existing = try FileBytes.readIfPresent(corpus.goldenPath(golden)) } catch {
                    unreadable.append(error)
                    continue
                }
                if existing == bytes {
                    unchanged.append(golden)
                } else if let existing {
                    changed.append(Change(golden: golden, bytes: bytes, diff: LineDiff(golden: existing, actual: bytes)))
                } else {
                    added.append(Change(golden: golden, bytes: bytes, diff: nil))
                }
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
