import Foundation
import Testing

@testable import RenderParityTesting

/// Finding the corpus: this package's own by default, the
/// environment variable, a folder in code, the nearest one above a file; and a
/// corpus that lists nothing still fails rather than passing empty.
struct ParityCorpusTests {
    /// The fixture files under `root`, counted without the code under test.
    static func jsonFiles(under root: String) -> [String] {
        let folder = root + "/test-fixtures"
        return ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }

    @Test func theDefaultIsThisPackagesCorpus() {
        let corpus = ParityCorpus.resolve(environment: [:])
        #expect(corpus.root == Repository.root)
        #expect(Set(corpus.fixtures.map(\.name)) == Set(Self.jsonFiles(under: Repository.root)))
        #expect(corpus.fixtures.count > 100)
    }

    @Test func fixturesComeInBytewiseOrderWithReadableNames() {
        let names = ParityCorpus(root: Repository.root).fixtures.map(\.testDescription)
        #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(names.contains("nodes/badge.json"))
    }

    @Test func theEnvironmentVariableWins() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        try scratch.write("test-fixtures/only.json", #"{"type": "spacer"}"#)
        let corpus = ParityCorpus.resolve(environment: [ParityCorpus.environmentVariable: scratch.root])
        #expect(corpus.fixtures.map(\.name) == ["only.json"])
        #expect(ParityCorpus.resolve(environment: [ParityCorpus.environmentVariable: ""]).root == Repository.root)
    }

    @Test func aFolderGivenInCode() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        try scratch.write("test-fixtures/a/b.json", #"{"type": "spacer"}"#)
        let fixture = try #require(ParityCorpus(root: scratch.root).fixtures.first)
        #expect(fixture.name == "a/b.json")
        #expect(fixture.goldenName == "a/b.txt")
        #expect(try fixture.json() == Array(#"{"type": "spacer"}"#.utf8))
    }

    @Test func theNearestCorpusAboveATestFile() {
        #expect(ParityCorpus.nearest().root == Repository.root)
        #expect(ParityCorpus.nearest(to: Repository.root + "/test-fixtures/nodes/badge.json").root == Repository.root)
    }

    @Test func noCorpusIsOneFailingFixture() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        let missing = ParityCorpus(root: scratch.root + "/nowhere").fixtures
        #expect(missing.count == 1)
        #expect(throws: ParityTestingProblem.self) { try missing[0].json() }
        #expect(missing[0].testDescription.hasPrefix("(no fixtures: parity corpus unavailable: "))
        let notFound = ParityCorpus.nearest(to: "/").fixtures
        #expect(notFound.count == 1 && notFound[0].problem != nil)
    }

    @Test func anEmptyCorpusOrFilterIsOneFailingFixture() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        #expect(
            ParityCorpus(root: scratch.root).fixtures.map(\.problem) == [
                .emptyCorpus(root: scratch.root, fixtures: "test-fixtures")
            ])
        try scratch.write("test-fixtures/a.json", "{}")
        #expect(
            ParityCorpus(root: scratch.root).fixtures(matching: "zzz").map(\.problem) == [
                .noFixtureMatched(filter: "zzz", folder: scratch.root + "/test-fixtures")
            ])
        #expect(ParityCorpus(root: scratch.root).fixtures(matching: "a").map(\.name) == ["a.json"])
    }
}
