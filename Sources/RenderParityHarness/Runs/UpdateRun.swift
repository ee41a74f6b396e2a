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
        var produced: [(String, Result<[UInt8], ParityError>)] = ParallelMap.map(fixtures) { fixture in
            do throws(ParityError) {
                return (Corpus.goldenName(forFixture: fixture), .success(try FixtureSnapshot.make(fixture, in: corpus).snapshot))
            } catch {
                return (Corpus.goldenName(forFixture: fixture), .failure(error))
            }
        }
        // Standalone goldens are made from every fixture; with one unreadable, writing them would be wrong.
        let complete = !produced.contains { if case .failure = $0.1 { true } else { false } }
        produced += standalone.filter { golden in complete && (filter.map { golden.name.contains($0) } ?? true) }.map { golden in
            do throws(ParityError) {
                return (golden.name, .success(try golden.produce()))
            } catch {
                return (golden.name, .failure(error))
            }
        }
        for (golden, result) in produced {
            switch result {
            case let .failure(error):
                unreadable.append(error)
            case let .success(bytes):
                let existing = try? FileBytes.read(corpus.goldenPath(golden))
                if existing == bytes {
                    unchanged.append(golden)
                } else if let existing {
                    changed.append(Change(golden: golden, bytes: bytes, diff: LineDiff(golden: existing, actual: bytes)))
                } else {
                    added.append(Change(golden: golden, bytes: bytes, diff: nil))
                }
            }
        }
        return UpdateRun(added: added, changed: changed, unchanged: unchanged, obsolete: corpus.obsoleteGoldens(matching: filter), unreadable: unreadable)
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
