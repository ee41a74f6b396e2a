import RenderParityHarness
import Testing

/// Fixtures and goldens paired by relative path (spec §4), listed bytewise so
/// every report comes out in the same order on every machine.
struct CorpusTests {
    static func makeCorpus(_ folder: TemporaryFolder) throws {
        for name in ["b/z.json", "b/a.json", "a.json", "B.json", "\u{e4}.json", "deep/er/x.json"] {
            try folder.write("test-fixtures/" + name, "{}")
        }
        try folder.write("test-fixtures/.hidden.json", "{}")
        try folder.write("test-fixtures/notes.md", "x")
        _ = try folder.makeFolder("test-fixtures/folder.json")
        for name in ["a.txt", "b/z.txt", "old.txt", "icon-map/resolution.txt"] {
            try folder.write("test-snapshots/" + name, "Divider\n")
        }
        try folder.write("test-snapshots/.a.txt.tmp-1-2", "x")
    }

    @Test func listsFixturesAndGoldensBytewise() throws {
        let folder = try TemporaryFolder("corpus")
        defer { folder.remove() }
        try Self.makeCorpus(folder)
        let corpus = try Corpus(root: folder.path)
        #expect(corpus.fixtures == ["B.json", "a.json", "b/a.json", "b/z.json", "deep/er/x.json", "\u{e4}.json"])
        #expect(corpus.goldens == ["a.txt", "b/z.txt", "icon-map/resolution.txt", "old.txt"])
    }

    @Test func obsoleteGoldensLeaveOutStandaloneOnes() throws {
        let folder = try TemporaryFolder("obsolete")
        defer { folder.remove() }
        try Self.makeCorpus(folder)
        let corpus = try Corpus(root: folder.path)
        #expect(corpus.obsoleteGoldens(standalone: ["icon-map/resolution.txt"]) == ["old.txt"])
        #expect(corpus.obsoleteGoldens(matching: "old", standalone: ["icon-map/resolution.txt"]) == ["old.txt"])
        #expect(corpus.obsoleteGoldens(matching: "b/", standalone: ["icon-map/resolution.txt"]) == [])
        // Without an icon map there is no resolution golden to keep: a leftover one is obsolete.
        #expect(corpus.obsoleteGoldens() == ["icon-map/resolution.txt", "old.txt"])
        #expect(try StandaloneGolden.all(root: folder.path).isEmpty)
    }

    @Test func filterMatchesPathSubstrings() throws {
        let folder = try TemporaryFolder("filter")
        defer { folder.remove() }
        try Self.makeCorpus(folder)
        let corpus = try Corpus(root: folder.path)
        #expect(corpus.fixtures(matching: nil) == corpus.fixtures)
        #expect(corpus.fixtures(matching: "") == corpus.fixtures)
        #expect(corpus.fixtures(matching: "b/") == ["b/a.json", "b/z.json"])
        #expect(corpus.fixtures(matching: "er/x") == ["deep/er/x.json"])
        #expect(corpus.fixtures(matching: "nothing") == [])
    }

    @Test func pathsPairByRelativeName() throws {
        #expect(Corpus.goldenName(forFixture: "screens/budget.json") == "screens/budget.txt")
        #expect(Corpus.goldenName(forFixture: "a.json") == "a.txt")
        let folder = try TemporaryFolder("paths")
        defer { folder.remove() }
        _ = try folder.makeFolder("test-fixtures")
        let corpus = try Corpus(root: folder.path)
        #expect(corpus.fixturePath("x/y.json") == folder.path + "/test-fixtures/x/y.json")
        #expect(corpus.goldenPath("x/y.txt") == folder.path + "/test-snapshots/x/y.txt")
        #expect(corpus.goldens == [])
        #expect(corpus.fixtures == [])
    }

    @Test func fixturesFolderMustExist() throws {
        let folder = try TemporaryFolder("nofixtures")
        defer { folder.remove() }
        #expect(throws: ParityError.fileNotFound(path: folder.path + "/test-fixtures")) {
            try Corpus(root: folder.path)
        }
        try folder.write("test-fixtures", "not a folder")
        #expect(throws: ParityError.notADirectory(path: folder.path + "/test-fixtures")) {
            try Corpus(root: folder.path)
        }
    }

    @Test func snapshotsThatAreAFileAreAnError() throws {
        let folder = try TemporaryFolder("snapfile")
        defer { folder.remove() }
        _ = try folder.makeFolder("test-fixtures")
        try folder.write("test-snapshots", "x")
        #expect(throws: ParityError.notADirectory(path: folder.path + "/test-snapshots")) {
            try Corpus(root: folder.path)
        }
    }
}
