import Foundation
import RenderParity
import RenderParityHarness
import Testing

@testable import RenderParityTesting

/// A corpus's project file (`renderparity.json`, spec/vocabulary.md §8), read by the helpers as
/// `parity` reads it: its vocabulary, its A2UI fixtures, its fixtures and goldens folders in
/// every path and message; a project file or vocabulary that does not load is one failing case.
struct ParityCorpusProjectTests {
    /// The example corpora with a project file: a vocabulary of their own, one that extends the
    /// built-in DSL, and A2UI message streams.
    static let examples = ["custom-vocabulary/acme", "custom-vocabulary/extends", "a2ui/minimal"].map {
        ParityCorpus(root: Repository.root + "/examples/" + $0)
    }

    @Test(arguments: examples.flatMap(\.fixtures))
    func theReferenceSnapshotInTheCorpussVocabularyMatchesEveryGolden(_ fixture: ParityFixture) throws {
        #expect(expectParity(try fixture.referenceSnapshot(), matches: fixture))
    }

    @Test func theVocabularyIsTheProjectFilesAndOneGivenWins() throws {
        let acme = Self.examples[0]
        let named = try VocabularyFile.load(acme.root + "/vocabulary/acme-sdui.json", name: "acme-sdui.json")
        #expect(try acme.vocabulary.identity == named.identity)
        #expect(try acme.vocabulary.identity != Vocabulary.builtin.identity)
        let builtin = ParityCorpus(root: acme.root, vocabulary: "builtin")
        #expect(try builtin.vocabulary.identity == Vocabulary.builtin.identity)
        // Read in the wrong vocabulary, the corpus no longer matches its goldens: the vocabulary is used.
        let differing = builtin.fixtures.filter { fixture in
            (try? fixture.referenceSnapshot()).map { Array($0.utf8) } != (try? FileBytes.read(fixture.goldenPath))
        }
        #expect(!differing.isEmpty)
    }

    @Test func theVocabularyVariableWinsForTheDefaultCorpus() throws {
        let acme = Self.examples[0].root
        let overridden = ParityCorpus.resolve(environment: [
            ParityCorpus.environmentVariable: acme, ParityCorpus.vocabularyVariable: "builtin",
        ])
        #expect(try overridden.vocabulary.identity == Vocabulary.builtin.identity)
        let file = Repository.root + "/examples/custom-vocabulary/extends/acme-dsl.json"
        let extended = ParityCorpus.resolve(environment: [ParityCorpus.vocabularyVariable: file])
        #expect(try extended.vocabulary.identity == VocabularyFile.load(file, name: file).identity)
        let unset = ParityCorpus.resolve(environment: [ParityCorpus.environmentVariable: acme])
        #expect(try unset.vocabulary.identity != Vocabulary.builtin.identity)
    }

    /// A copy of the shipped `nodes/badge.json` and its golden in `inputs/` and `goldens/`, named by a project file.
    static func renamed(_ label: String = #function) throws -> ScratchCorpus {
        let scratch = try ScratchCorpus(label)
        try scratch.write("renderparity.json", #"{"fixtures": "inputs", "snapshots": "goldens"}"#)
        try scratch.write("inputs/nodes/badge.json", try text(of: "test-fixtures/nodes/badge.json"))
        try scratch.write("goldens/nodes/badge.txt", try text(of: "test-snapshots/nodes/badge.txt"))
        return scratch
    }

    static func text(of relative: String) throws -> String {
        String(decoding: try FileBytes.read(Repository.root + "/" + relative), as: UTF8.self)
    }

    @Test func theFoldersAreTheProjectFilesInPathsAndMessages() throws {
        let scratch = try Self.renamed()
        defer { scratch.remove() }
        let corpus = ParityCorpus(root: scratch.root)
        #expect(corpus.fixturesPath == scratch.root + "/inputs")
        #expect(corpus.snapshotsPath == scratch.root + "/goldens")
        let fixture = try #require(corpus.fixtures.first)
        #expect(corpus.fixtures.map(\.name) == ["nodes/badge.json"])
        #expect(fixture == corpus.fixture("nodes/badge.json"))
        #expect(fixture.path == scratch.root + "/inputs/nodes/badge.json")
        #expect(fixture.goldenPath == scratch.root + "/goldens/nodes/badge.txt")
        #expect(fixture.goldenLabel == "goldens/nodes/badge.txt")
        let golden = try Self.text(of: "test-snapshots/nodes/badge.txt")
        #expect(ParityCheck.problems(actual: Array(golden.utf8), fixture: fixture, environment: [:]).isEmpty)
        let broken = golden.replacingOccurrences(of: "color=red", with: "color=blue")
        let problems = ParityCheck.problems(actual: Array(broken.utf8), fixture: fixture, environment: [:])
        guard case .mismatch(let explanation) = try #require(problems.first) else {
            Issue.record("expected a mismatch, got \(problems)")
            return
        }
        #expect(
            explanation.split(separator: "\n").prefix(2) == [
                "nodes/badge.json: snapshot differs from its golden goldens/nodes/badge.txt",
                "--- golden goldens/nodes/badge.txt",
            ])
        try FileManager.default.removeItem(atPath: fixture.goldenPath)
        #expect(
            ParityCheck.problems(actual: Array(golden.utf8), fixture: fixture, environment: [:]) == [
                .missingGolden(fixture: "nodes/badge.json", goldenPath: "goldens/nodes/badge.txt")
            ])
    }

    @Test func artifactsStayOutOfTheRenamedGoldens() throws {
        let scratch = try Self.renamed()
        defer { scratch.remove() }
        let fixture = ParityCorpus(root: scratch.root).fixture("nodes/badge.json")
        let golden = try Self.text(of: "test-snapshots/nodes/badge.txt")
        let into = [ParityArtifacts.environmentVariable: scratch.root + "/goldens/run"]
        #expect(
            ParityCheck.problems(actual: Array(golden.utf8), fixture: fixture, environment: into) == [
                .artifactsWouldOverwriteGoldens(folder: scratch.root + "/goldens/run")
            ])
        // The default folder is an ordinary one in this corpus.
        let beside = [ParityArtifacts.environmentVariable: scratch.root + "/test-snapshots"]
        #expect(ParityCheck.problems(actual: Array(golden.utf8), fixture: fixture, environment: beside).isEmpty)
        #expect(scratch.read("test-snapshots/nodes/badge.txt") == Array(golden.utf8))
    }

    @Test func anEmptyRenamedFolderIsOneFailingFixtureNamingIt() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        try scratch.write("renderparity.json", #"{"fixtures": "inputs"}"#)
        try FileManager.default.createDirectory(atPath: scratch.root + "/inputs", withIntermediateDirectories: true)
        let fixtures = ParityCorpus(root: scratch.root).fixtures
        #expect(fixtures.map(\.problem) == [.emptyCorpus(root: scratch.root, fixtures: "inputs")])
        #expect(fixtures.first?.problem?.message == "parity corpus \(scratch.root) has no fixtures under inputs/")
    }

    @Test(arguments: [
        (#"{"fixtures": 3}"#, "renderparity.json: $.fixtures: expected a folder path, found a number"),
        (#"{"vocabulary": "missing.json"}"#, "missing.json"),
    ])
    func aProjectThatDoesNotLoadIsOneFailingFixture(_ projectFile: String, _ named: String) throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        try scratch.write("renderparity.json", projectFile)
        try scratch.write("test-fixtures/a.json", "{}")
        let corpus = ParityCorpus(root: scratch.root)
        let fixtures = corpus.fixtures
        let problem = try #require(fixtures.count == 1 ? fixtures[0].problem : nil)
        #expect(problem.message.hasPrefix("parity corpus unavailable: "))
        #expect(problem.message.contains(named))
        #expect(throws: problem) { try corpus.vocabulary }
        #expect(throws: problem) { try corpus.fixture("a.json").json() }
        if projectFile.contains("vocabulary") {
            guard case .badVocabulary = problem else { throw problem }
        } else {
            guard case .badProjectFile = problem else { throw problem }
        }
        let run = ParityCorpusRun.run(fixtures, root: corpus.root, environment: [:]) { _ in [] }
        #expect(run.passed.isEmpty && run.failures.count == 1)
    }
}
