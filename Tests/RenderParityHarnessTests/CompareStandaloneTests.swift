import Foundation
import Testing

@testable import RenderParityHarness

/// `compare --actual` checks the icon resolution golden like any golden, and
/// fails on files in the folder that no golden pairs with.
struct CompareStandaloneTests {
    static let resolution = IconMapFile.resolutionGoldenName

    /// The three-fixture corpus of `CompareRunTests`, a resolution golden, and an actual folder matching all of it.
    static func setUp(_ folder: TemporaryFolder) throws -> Corpus {
        let corpus = try CompareRunTests.corpus(folder)
        try folder.write("test-snapshots/" + resolution, "heart -> Filled.Favorite (exact)\n")
        for golden in corpus.fixtures.map(Corpus.goldenName(forFixture:)) + [resolution] {
            try folder.write("actual/" + golden, try FileBytes.read(corpus.goldenPath(golden)))
        }
        return try Corpus(root: folder.path)
    }

    static func run(_ corpus: Corpus, _ folder: TemporaryFolder, filter: String? = nil) -> CompareRun {
        CompareRun.run(
            corpus, source: .directory(folder.path + "/actual"), implementation: "kotlin", filter: filter,
            standalone: [resolution])
    }

    @Test func aMatchingResolutionGoldenPasses() throws {
        let folder = try TemporaryFolder("resolution")
        defer { folder.remove() }
        let run = Self.run(try Self.setUp(folder), folder)
        #expect(run.outcomes.map(\.fixture) == ["a.json", "b.json", "c.json", Self.resolution])
        #expect(run.failedCount == 0)
    }

    @Test func aDifferingOrMissingResolutionGoldenFails() throws {
        let folder = try TemporaryFolder("resolution")
        defer { folder.remove() }
        let corpus = try Self.setUp(folder)
        try folder.write("actual/" + Self.resolution, "heart -> Filled.Star (exact)\n")
        let differing = Self.run(corpus, folder)
        #expect(differing.outcomes.last?.verdict == .fail)
        #expect(
            CompareReport.text(differing, style: .plain).contains(
                "FAIL \(Self.resolution): kotlin's snapshot differs from the golden test-snapshots/\(Self.resolution)"))
        try FileManager.default.removeItem(atPath: folder.path + "/actual/" + Self.resolution)
        let missing = Self.run(corpus, folder)
        #expect(missing.outcomes.last?.verdict == .missing)
        #expect(missing.failedCount == 1)
    }

    /// A renderer command runs per fixture and cannot produce it, so it is not asked for.
    @Test func aRendererIsNotAskedForIt() throws {
        let folder = try TemporaryFolder("resolution")
        defer { folder.remove() }
        let corpus = try Self.setUp(folder)
        let process = try RendererProcess(command: "sh '\(CompareRunTests.renderers)/echo-golden.sh'", timeout: 10)
        let run = CompareRun.run(
            corpus, source: .renderer(process), implementation: "sh", standalone: [Self.resolution])
        #expect(!run.outcomes.map(\.fixture).contains(Self.resolution))
    }

    @Test func strayFilesFailTheRun() throws {
        let folder = try TemporaryFolder("stray")
        defer { folder.remove() }
        let corpus = try Self.setUp(folder)
        try folder.write("actual/d.txt", "Divider\n")
        try folder.write("actual/sub/a.txt", "Divider\n")
        try folder.write("actual/notes.md", "hello\n")
        try folder.write("actual/.hidden.txt", "ignored\n")
        let run = Self.run(corpus, folder)
        #expect(run.stray == ["d.txt", "notes.md", "sub/a.txt"])
        #expect(run.failedCount == 3)
        let text = CompareReport.text(run, style: .plain)
        #expect(
            text.contains(
                "STRAY d.txt: kotlin wrote it, but there is no golden test-snapshots/d.txt to compare it with"))
        #expect(text.hasSuffix("4 passed, 3 failed\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(CompareReport.json(run).utf8)) as? [String: Any])
        #expect(json["stray"] as? [String] == ["d.txt", "notes.md", "sub/a.txt"])
        #expect(CompareReport.junit(run).contains("<failure type=\"stray\""))
        #expect(Self.run(corpus, folder, filter: "sub/").stray == ["sub/a.txt"])
    }
}
