import Foundation
import ParityCommands
import RenderParity
import Testing

/// Every command with a vocabulary loaded at run time (spec/vocabulary.md §8): the project file,
/// `--vocabulary`, `parity vocabulary`, `parity schema`, and one-line errors for bad files.
struct VocabularyCommandTests {
    /// A two-node vocabulary of its own: `{"name", "props", "children"}`, no envelope.
    static let vocabulary = """
        { "format": 1, "name": "tiny-ui", "version": "3",
          "document": { "typeKey": "name", "propsKey": "props", "nodeKeys": ["children"] },
          "enums": { "Tone": ["plain", "loud"] },
          "nodes": [
            { "type": "Box", "line": "Box", "fields": [ { "name": "children", "type": "nodes", "count": "children" } ] },
            { "type": "Word", "line": "Word", "fields": [
              { "name": "text", "type": "string", "required": true },
              { "name": "tone", "type": "enum", "enum": "Tone", "default": "plain" },
              { "name": "symbol", "type": "string", "icon": true, "absent": "none" } ] } ] }
        """
    static let document = """
        {"name": "Box", "children": [{"name": "Word", "props": {"text": "hi", "tone": "loud"}}, {"name": "Word"}]}
        """
    static let snapshot = "Box [children=1]\n  Word(text=\"hi\", tone=loud, symbol=none)\n"

    /// A corpus whose renderparity.json names `vocab/tiny.json`, with one fixture and its golden.
    static func corpus() throws -> TemporaryCorpus {
        let corpus = try TemporaryCorpus([], label: "vocabulary")
        try corpus.write("vocab/tiny.json", vocabulary)
        try corpus.write("renderparity.json", #"{ "vocabulary": "vocab/tiny.json" }"#)
        try corpus.write("test-fixtures/box.json", document)
        try corpus.write("test-snapshots/box.txt", snapshot)
        return corpus
    }

    @Test func verifyUsesTheProjectFilesVocabularyAndNamesIt() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let result = parity(["verify"], in: corpus.path("test-fixtures"))
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        let identity = try #require(result.stdoutLines.first)
        #expect(identity.hasPrefix("vocabulary: tiny-ui 3 ("))
        #expect(result.lastLine == "1 passed, 0 failed")
        // The same corpus held to the built-in DSL fails: its golden depends on the vocabulary.
        let builtin = parity(["verify", "--vocabulary", "builtin"], in: corpus.root)
        #expect(builtin.code == 1)
        #expect(builtin.stdoutLines.first == builtinVocabularyLine)
    }

    @Test func vocabularyOptionWinsOverTheProjectFile() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        try corpus.write("renderparity.json", #"{ "vocabulary": "builtin" }"#)
        #expect(parity(["verify"], in: corpus.root).code == 1)
        let given = parity(["verify", "--vocabulary", "vocab/tiny.json"], in: corpus.root)
        #expect(given.code == 0, "\(given.stdout)\(given.stderr)")
    }

    @Test func updateSnapshotLintAndSchemaUseTheLoadedVocabulary() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        try corpus.delete("test-snapshots/box.txt")
        #expect(parity(["update"], in: corpus.root).code == 0)
        #expect(corpus.text("test-snapshots/box.txt") == Self.snapshot)
        let snapshot = parity(["snapshot", "test-fixtures/box.json"], in: corpus.root)
        #expect(snapshot.stdout == Self.snapshot)
        let lint = parity(["lint", "--format", "json"], in: corpus.root)
        #expect(lint.stdout.contains("dropped the Word"))
        let typo = parity(["lint", "-"], in: corpus.root) { Array(#"{"name": "Wrd", "props": {}}"#.utf8) }
        #expect(typo.stdout.contains("suggestion: Word"), "\(typo.stdout)")
        let schema = parity(["schema"], in: corpus.root)
        #expect(schema.stdout.contains("\"title\": \"tiny-ui\""))
        #expect(schema.stdout.contains("\"const\": \"Word\""))
    }

    @Test func vocabularyCommandPrintsTheIdentityAndTheNodeTypes() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let result = parity(["vocabulary"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdoutLines.first?.hasPrefix("vocabulary: tiny-ui 3 (") == true)
        #expect(result.stdoutLines.contains("  Word → Word(text, tone, symbol)"))
        let builtin = parity(["vocabulary", "--vocabulary", "builtin"], in: corpus.root)
        #expect(builtin.stdoutLines.first == builtinVocabularyLine)
        #expect(builtin.stdoutLines.contains("node types (14):"))
    }

    @Test func schemaOfTheBuiltinVocabularyIsTheCheckedInSchema() throws {
        let shipped = try String(
            contentsOfFile: Repository.root + "/spec/generative-ui-dsl.schema.json", encoding: .utf8)
        #expect(parity(["schema"], in: Repository.root).stdout == shipped)
    }

    @Test func aBadVocabularyIsOneLineAndExitTwo() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        try corpus.write(
            "vocab/bad.json",
            Self.vocabulary.replacingOccurrences(of: "\"enum\", \"enum\"", with: "\"colour\", \"enum\""))
        for arguments in [
            ["verify", "--vocabulary", "vocab/bad.json"], ["vocabulary", "vocab/bad.json"],
            ["schema", "--vocabulary", "vocab/bad.json"],
        ] {
            let result = parity(arguments, in: corpus.root)
            #expect(result.code == 2)
            #expect(
                result.stderrLines == [
                    #"parity: vocab/bad.json: $.nodes[1].fields[1].type: unknown field type "colour" (expected one of string, number, integer, boolean, enum, node, nodes, records, stringList, stringRows)"#
                ], "\(arguments)")
        }
        let missing = parity(["vocabulary", "vocab/none.json"], in: corpus.root)
        #expect(missing.code == 2 && missing.stderrLines == ["parity: vocab/none.json: no such file"])
    }

    @Test func aBadProjectFileNamesItsJSONPath() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let cases = [
            (
                #"{ "vocabulary": 3 }"#,
                #"$.vocabulary: expected a path to a vocabulary file, or "builtin", found a number"#
            ),
            (
                #"{ "vocab": "x.json" }"#,
                "$.vocab: unknown member (expected one of vocabulary, documents, fixtures, snapshots)"
            ),
            (#"{ "fixtures": "" }"#, "$.fixtures: is empty (expected a folder path)"),
            ("[]", "$: expected an object, found an array"),
        ]
        for (text, problem) in cases {
            try corpus.write("renderparity.json", text)
            let result = parity(["verify"], in: corpus.root)
            #expect(result.code == 2)
            #expect(result.stderrLines == ["parity: \(corpus.root)/renderparity.json: \(problem)"], "\(text)")
        }
    }

    /// The project file's folders are where fixtures and goldens are read and written.
    @Test func projectFileFoldersAreUsed() throws {
        let corpus = try TemporaryCorpus([], label: "folders")
        defer { corpus.remove() }
        try corpus.write("tiny.json", Self.vocabulary)
        try corpus.write(
            "renderparity.json", #"{ "vocabulary": "tiny.json", "fixtures": "docs/in", "snapshots": "docs/out" }"#)
        try corpus.write("docs/in/box.json", Self.document)
        #expect(parity(["update"], in: corpus.root).code == 0)
        #expect(corpus.text("docs/out/box.txt") == Self.snapshot)
        #expect(parity(["verify"], in: corpus.path("docs")).code == 0)
    }

    /// `extends` paths are relative to the file that names them; a cycle is found by canonical
    /// path however it is spelled, and named as the user wrote the files.
    @Test func extendsIsResolvedRelativeToItsFileAndCyclesAreErrors() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        try corpus.write(
            "vocab/more/plus.json",
            #"{ "format": 1, "name": "plus", "version": "1", "extends": "../tiny.json", "nodes": [ { "type": "Gap", "line": "Gap", "fields": [] } ] }"#
        )
        let plus = parity(["vocabulary", "vocab/more/plus.json"], in: corpus.root)
        #expect(plus.code == 0, "\(plus.stderr)")
        #expect(plus.stdoutLines.contains("  Gap → Gap()"))
        try corpus.write(
            "vocab/a.json", #"{ "format": 1, "name": "a", "version": "1", "extends": "./sub/../b.json", "nodes": [] }"#)
        try corpus.write(
            "vocab/b.json", #"{ "format": 1, "name": "b", "version": "1", "extends": "a.json", "nodes": [] }"#)
        let cycle = parity(["vocabulary", "vocab/a.json"], in: corpus.root)
        #expect(cycle.code == 2)
        #expect(
            cycle.stderrLines == [
                "parity: vocab/b.json: $.extends: extends cycle: vocab/a.json → vocab/b.json → vocab/a.json"
            ])
    }

    @Test func aVocabularyThatIsNotARegularFileIsRefused() throws {
        let corpus = try Self.corpus()
        defer { corpus.remove() }
        let result = parity(["vocabulary", "vocab"], in: corpus.root)
        #expect(result.code == 2 && result.stderrLines == ["parity: vocab: is a directory, expected a file"])
        try corpus.write("vocab/huge.json", [UInt8](repeating: 0x20, count: (1 << 20) + 1))
        let huge = parity(["vocabulary", "vocab/huge.json"], in: corpus.root)
        #expect(
            huge.stderrLines == [
                "parity: vocab/huge.json: 1048577 bytes; a vocabulary file is at most 1048576 bytes (spec/vocabulary.md §6)"
            ])
    }
}
