import Foundation
import ParityCommands
import RenderParityHarness
import Testing

/// A run that checks nothing is exit 1 and says why, for every command; a
/// missing renderer program is a usage error (exit 2) that names it.
struct HonestExitTests {
    /// Every command that runs over fixtures, with what it needs besides `--filter`.
    static let commands: [[String]] = [
        ["verify"], ["update", "--dry-run"], ["lint"], ["compare", "--actual", "test-snapshots"],
    ]

    @Test(arguments: commands)
    func filterMatchingNothingExitsOne(_ command: [String]) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(command + ["--filter", "no-such-fixture"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["parity: no fixtures matched --filter no-such-fixture"])
        #expect(corpus.tree() == before)
    }

    @Test(arguments: commands)
    func emptyCorpusExitsOne(_ command: [String]) throws {
        let corpus = try TemporaryCorpus([])
        defer { corpus.remove() }
        try FileManager.default.createDirectory(atPath: corpus.path("test-fixtures"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: corpus.path("test-snapshots"), withIntermediateDirectories: true)
        let result = parity(command, in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.stderrLines == [
                "parity: no fixtures in \(corpus.path("test-fixtures")): an empty corpus checks nothing"
            ])
    }

    /// `--filter` may name a standalone golden alone (`parity update --filter icon-map`): that run checks something.
    @Test func filterMatchingOnlyTheResolutionGoldenRuns() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try #require(TemporaryCorpus.standaloneGoldens == 1)
        let result = parity(["verify", "--filter", "icon-map/"], in: corpus.root)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.findingLines == ["1 passed, 0 failed"])
    }

    @Test func snapshotOutWithNoDocumentsExitsOne() throws {
        let corpus = try TemporaryCorpus([])
        defer { corpus.remove() }
        try corpus.write("inputs/readme.txt", "not a document\n")
        let result = parity(["snapshot", "--out", "out", "inputs"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.stderrLines == ["parity: no *.json documents in inputs"])
        #expect(corpus.read("out/readme.txt") == nil)
    }

    @Test func missingRendererProgramIsAUsageErrorNamingIt() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(
            ["compare", "--renderer", "no-such-renderer-program --flag"], in: corpus.root,
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "parity: renderer program 'no-such-renderer-program' not found (not a path to an executable file, nor on PATH)"
            ])
        let relative = parity(
            ["compare", "--renderer", "./missing.sh"], in: corpus.root, environment: ["PATH": "/usr/bin:/bin"])
        #expect(relative.code == 2)
        #expect(relative.stderr.contains("'./missing.sh' not found"))
    }

    /// A program that exists is found on PATH, and the run goes on to compare.
    @Test func rendererProgramOnPathIsFound() throws {
        #expect(ProgramLookup.find("sh", searchPath: "/nonexistent:/bin:/usr/bin", currentDirectory: "/") != nil)
        #expect(ProgramLookup.find("sh", searchPath: "/nonexistent", currentDirectory: "/") == nil)
        #expect(ProgramLookup.find("/bin/sh", searchPath: nil, currentDirectory: "/") == "/bin/sh")
        #expect(ProgramLookup.find("bin", searchPath: "/", currentDirectory: "/") == nil, "a folder is not a program")
    }

    @Test func versionComesFromOnePlace() throws {
        let result = parity(["--version"], in: "/")
        #expect(result.code == 0)
        #expect(result.stdout == "parity \(ParityVersion.current)\n")
        let file = try String(contentsOfFile: Repository.root + "/VERSION", encoding: .utf8)
        #expect(file == ParityVersion.current + "\n", "VERSION and ParityVersion.current disagree")
    }
}
