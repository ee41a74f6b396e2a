import Foundation
import ParityCommands
import RenderParity
import RenderParityHarness
import Testing

/// A2UI through the commands (spec/a2ui.md §2, §7): the project file's `documents`, the corpus
/// commands on streams, `parity a2ui snapshot`, and `parity vocabulary import-a2ui`.
struct A2UICommandTests {
    static let examples = Repository.root + "/examples/a2ui"
    static let fixture = "layout/text-h1.json"

    static func file(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: examples + "/" + path)))
    }

    /// A copy of one stream of the minimal corpus, its golden and vocabulary, with `project` as
    /// its renderparity.json.
    static func corpus(project: String) throws -> TemporaryCorpus {
        let corpus = try TemporaryCorpus([], label: "a2ui")
        try corpus.write("vocabulary.json", try file("minimal/vocabulary.json"))
        try corpus.write("test-fixtures/" + fixture, try file("minimal/test-fixtures/" + fixture))
        let golden = Corpus.goldenName(forFixture: fixture)
        try corpus.write("test-snapshots/" + golden, try file("minimal/test-snapshots/" + golden))
        try corpus.write("renderparity.json", project)
        return corpus
    }

    @Test func verifyReadsFixturesAsStreamsWhenTheProjectFileSaysSo() throws {
        let streams = try Self.corpus(project: #"{ "vocabulary": "vocabulary.json", "documents": "a2ui" }"#)
        defer { streams.remove() }
        let result = parity(["verify"], in: streams.root)
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines.first?.hasPrefix("vocabulary: renderparity-a2ui-minimal 1 (") == true)
        #expect(result.lastLine == "1 passed, 0 failed")
        // Read as a JSON document, the same stream does not give its golden.
        try streams.write("renderparity.json", #"{ "vocabulary": "vocabulary.json", "documents": "json" }"#)
        #expect(parity(["verify"], in: streams.root).code == 1)
        try streams.write("renderparity.json", #"{ "vocabulary": "vocabulary.json" }"#)
        #expect(parity(["verify"], in: streams.root).code == 1)
    }

    @Test func theWholeMinimalCorpusVerifies() {
        let result = parity(["verify", "--root", Self.examples + "/minimal"], in: Repository.root)
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.lastLine?.hasSuffix(" passed, 0 failed") == true)
    }

    @Test func aBadDocumentsMemberNamesItsJSONPath() throws {
        let corpus = try Self.corpus(project: #"{ "documents": "xml" }"#)
        defer { corpus.remove() }
        let cases = [
            (#"{ "documents": "xml" }"#, #"$.documents: "xml" is not a kind of fixture (expected "json" or "a2ui")"#),
            (#"{ "documents": true }"#, #"$.documents: expected "json" or "a2ui", found a boolean"#),
        ]
        for (text, problem) in cases {
            try corpus.write("renderparity.json", text)
            let result = parity(["verify"], in: corpus.root)
            #expect(result.code == 2)
            #expect(result.stderrLines == ["parity: \(corpus.root)/renderparity.json: \(problem)"], "\(text)")
        }
    }

    @Test func lintAndIconsRefuseAStreamCorpus() throws {
        let corpus = try Self.corpus(project: #"{ "vocabulary": "vocabulary.json", "documents": "a2ui" }"#)
        defer { corpus.remove() }
        for command in ["lint", "icons"] {
            let result = parity([command], in: corpus.root)
            #expect(result.code == 2)
            #expect(result.stderrLines.count == 1)
            #expect(
                result.stderrLines.first?.hasPrefix(
                    "parity: \(command) reads fixtures as JSON documents, but \(corpus.root)/renderparity.json says")
                    == true, "\(result.stderr)")
        }
    }

    @Test func a2uiSnapshotUsesTheProjectsVocabulary() throws {
        let corpus = try Self.corpus(project: #"{ "vocabulary": "vocabulary.json", "documents": "a2ui" }"#)
        defer { corpus.remove() }
        let result = parity(["a2ui", "snapshot", "test-fixtures/" + Self.fixture], in: corpus.root)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == corpus.text("test-snapshots/" + Corpus.goldenName(forFixture: Self.fixture)))
        let given = parity(
            [
                "a2ui", "snapshot", Self.examples + "/minimal/test-fixtures/" + Self.fixture, "--vocabulary",
                corpus.path("vocabulary.json"),
            ],
            in: Repository.root)
        #expect(given.stdout == result.stdout)
    }

    /// `--out DIR` writes what one stream at a time prints, for each stream below a folder.
    @Test func a2uiSnapshotOutWritesEachStreamsOutput() throws {
        let corpus = try Self.corpus(project: #"{ "vocabulary": "vocabulary.json", "documents": "a2ui" }"#)
        defer { corpus.remove() }
        let golden = Corpus.goldenName(forFixture: Self.fixture)
        for documents in [false, true] {
            let flag = documents ? ["--documents"] : []
            let one = parity(["a2ui", "snapshot", "test-fixtures/" + Self.fixture] + flag, in: corpus.root)
            let many = parity(["a2ui", "snapshot", "--out", "out", "test-fixtures"] + flag, in: corpus.root)
            #expect(many.code == 0, "\(many.stderr)")
            #expect(corpus.text("out/" + golden) == one.stdout)
        }
        #expect(corpus.text("out/" + golden)?.hasPrefix("{\"component\":\"a2ui:surface\"") == true)
    }

    @Test func importA2UIIsASubcommandOfVocabulary() throws {
        let result = parity(
            [
                "vocabulary", "import-a2ui", "examples/a2ui/catalogs/minimal.json", "--common",
                "examples/a2ui/catalogs/common.json",
            ], in: Repository.root)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Array(result.stdout.utf8) == (try Self.file("minimal/vocabulary.json")))
        let stray = parity(["vocabulary", "--out", "x.json"], in: Repository.root)
        #expect(stray.code == 2)
        #expect(stray.stderrLines.first?.contains("--out is an option of import-a2ui") == true)
        let missing = parity(["vocabulary", "import-a2ui"], in: Repository.root)
        #expect(missing.code == 2)
        #expect(missing.stderrLines.first?.contains("parity vocabulary import-a2ui CATALOG.json") == true)
    }

    @Test func aCatalogThatDoesNotImportIsOneLine() throws {
        let corpus = try Self.corpus(project: "{}")
        defer { corpus.remove() }
        try corpus.write("catalog.json", #"{"components": 3}"#)
        let result = parity(["vocabulary", "import-a2ui", "catalog.json"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("parity: catalog.json: $") == true, "\(result.stderr)")
    }
}
