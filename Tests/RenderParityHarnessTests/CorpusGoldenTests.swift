import RenderParityHarness
import Testing

/// Spec §4: every shipped fixture's snapshot is its golden, byte
/// for byte. One test case per discovered fixture, so a new fixture is a new case.
/// These tests only read: a missing golden fails, it is never written here.
struct CorpusGoldenTests {
    static let fixtures: [String] = Repository.corpus?.fixtures ?? []

    @Test("snapshot equals golden", arguments: fixtures)
    func snapshotEqualsGolden(_ fixture: String) throws {
        let corpus = try #require(Repository.corpus)
        let actual = try FixtureSnapshot.make(fixture, in: corpus).snapshot
        let goldenPath = corpus.goldenPath(Corpus.goldenName(forFixture: fixture))
        guard FileBytes.exists(goldenPath) else {
            Issue.record("no golden at \(goldenPath) for \(fixture); run 'parity update' and review it")
            return
        }
        let golden = try FileBytes.read(goldenPath)
        let comparison = GoldenComparison.compare(actual: actual, golden: golden)
        // Recorded as the line diff `parity verify` shows, not as two byte arrays.
        if comparison != .match {
            Issue.record("\(fixture) differs from its golden:\n\(Self.describe(comparison, goldenPath))")
        }
    }

    /// An empty or broken discovery must not pass silently with zero cases.
    @Test func discoversTheWholeCorpus() throws {
        let corpus = try #require(Repository.corpus, "cannot list the corpus under \(Repository.root)")
        #expect(
            corpus.fixtures.count >= 40,
            "only \(corpus.fixtures.count) fixtures discovered under \(corpus.fixturesPath)")
        #expect(Self.fixtures == corpus.fixtures)
        #expect(corpus.fixtures.allSatisfy { $0.hasSuffix(".json") })
        #expect(Set(corpus.fixtures).count == corpus.fixtures.count)
    }

    @Test func everyGoldenHasAFixture() throws {
        let corpus = try #require(Repository.corpus)
        let standalone = StandaloneGolden.all(corpus).map(\.name)
        #expect(standalone == [IconMapFile.resolutionGoldenName])
        #expect(
            corpus.obsoleteGoldens(standalone: standalone) == [],
            "goldens without a fixture; remove them with 'parity update --prune'")
    }

    @Test func everyFixtureHasAGolden() throws {
        let corpus = try #require(Repository.corpus)
        let goldens = Set(corpus.goldens)
        let missing = corpus.fixtures.filter { !goldens.contains(Corpus.goldenName(forFixture: $0)) }
        #expect(missing == [], "fixtures without a golden; run 'parity update' and review them")
    }

    private static func describe(_ comparison: GoldenComparison, _ goldenPath: String) -> String {
        switch comparison {
        case .match: "(identical)"
        case .missingGolden: "missing golden"
        case .mismatch(let diff): DiffPresentation.lines(diff, goldenLabel: goldenPath).joined(separator: "\n")
        case .malformedGolden(let defects, let contentMatches):
            defects.map(\.explanation).joined(separator: "\n")
                + (contentMatches ? "\n(content matches)" : "\n(content differs too)")
        }
    }
}
