import Foundation
import Testing

@testable import RenderParityHarness

/// Comparing another implementation's snapshots, from a folder or by running it,
/// and expected-failure lists that can't go stale.
struct CompareRunTests {
    static let renderers = Repository.root + "/Tests/Data/renderers"

    /// A corpus of three fixtures with their goldens.
    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/b.json", #"{"type": "spacer"}"#)
        try folder.write("test-fixtures/c.json", #"{"type": "badge", "text": "x"}"#)
        try folder.write("test-snapshots/a.txt", "Divider\n")
        try folder.write("test-snapshots/b.txt", "Spacer\n")
        try folder.write("test-snapshots/c.txt", "Badge(text=\"x\", color=default)\n")
        return try Corpus(root: folder.path)
    }

    @Test func comparesAFolderAndAppliesTheExpectedFailures() throws {
        let folder = try TemporaryFolder("compare")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        try folder.write("actual/a.txt", "Divider\n")
        try folder.write("actual/b.txt", "Spacer(weighted=true)\n")
        let expected = try ExpectedFailures.parse(
            "# known\nb.json # weights not done\nc.json\n\ngone.json\n", path: "list")
        let run = CompareRun.run(
            corpus, source: .directory(folder.path + "/actual"), implementation: "kotlin", expected: expected)
        #expect(run.outcomes.map(\.verdict) == [.pass, .expectedFailure, .expectedFailure])
        #expect(run.unknownListed == ["gone.json"])
        #expect(run.failedCount == 1)
        #expect(run.expectedFailureCount == 2)
        let text = CompareReport.text(run, style: .plain)
        #expect(text.contains("expected failure b.json (weights not done): differs from the golden"))
        #expect(text.contains("STALE gone.json: listed as an expected failure but there is no such fixture"))
        #expect(text.hasSuffix("1 passed, 1 failed (2 expected failures)\n"))
    }

    /// As in verify: a golden or a snapshot that exists but cannot be read is an error, not "missing".
    @Test func unreadableGoldensAndSnapshotsAreErrors() throws {
        let folder = try TemporaryFolder("unreadable")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        try FileManager.default.removeItem(atPath: corpus.goldenPath("a.txt"))
        _ = try folder.makeFolder("test-snapshots/a.txt")
        _ = try folder.makeFolder("actual/b.txt")
        try folder.write("actual/c.txt", "Badge(text=\"x\", color=default)\n")
        let run = CompareRun.run(corpus, source: .directory(folder.path + "/actual"), implementation: "kotlin")
        #expect(run.outcomes.map(\.verdict) == [.error, .error, .pass])
        #expect(run.outcomes[0].actual == .error(ParityError.isDirectory(path: corpus.goldenPath("a.txt")).message))
        #expect(run.outcomes[1].actual == .error(ParityError.isDirectory(path: folder.path + "/actual/b.txt").message))
    }

    @Test func aListedFixtureThatPassesFailsTheRun() throws {
        let folder = try TemporaryFolder("unexpected")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        for name in ["a", "b", "c"] {
            try folder.write("actual/\(name).txt", try FileBytes.read(corpus.goldenPath("\(name).txt")))
        }
        let run = CompareRun.run(
            corpus, source: .directory(folder.path + "/actual"), implementation: "kotlin",
            expected: ExpectedFailures(reasons: ["a.json": ""]))
        #expect(run.outcomes.first?.verdict == .unexpectedPass)
        #expect(run.failedCount == 1)
        #expect(
            CompareReport.text(run, style: .plain).contains(
                "UNEXPECTED PASS a.json: kotlin now matches the golden; remove it from the expected-failures list"))
    }

    @Test func reportsAMatrixAndJUnit() throws {
        let folder = try TemporaryFolder("matrix")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        try folder.write("actual/a.txt", "Divider\n")
        try folder.write("actual/c.txt", "Badge(text=\"y\", color=default)\n")
        let run = CompareRun.run(
            corpus, source: .directory(folder.path + "/actual"), implementation: "web", clock: .zero)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(CompareReport.json(run).utf8)) as? [String: Any])
        let matrix = try #require(json["matrix"] as? [String: [String: String]])
        #expect(matrix == ["a.json": ["web": "pass"], "b.json": ["web": "missing"], "c.json": ["web": "fail"]])
        #expect(json["failed"] as? Int == 2)
        let junit = CompareReport.junit(run)
        #expect(
            junit.contains(
                "<testsuites name=\"parity compare web\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0.000000\">"
            ))
        #expect(junit.contains("<failure type=\"missing\" message=\"no snapshot written\">"))
        #expect(junit.contains("<failure type=\"fail\" message=\"differs from the golden\">"))
    }

    /// Each verdict becomes the JUnit element a CI dashboard reads correctly.
    @Test func junitSkipsExpectedFailuresAndErrorsOnlyForRenderersThatFailed() throws {
        let folder = try TemporaryFolder("junit")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let process = try RendererProcess(command: "sh \(Self.renderers)/exit-3.sh", timeout: 10)
        let run = CompareRun.run(
            corpus, source: .renderer(process), implementation: "sh",
            expected: ExpectedFailures(reasons: ["a.json": "known", "b.json": ""]))
        let junit = CompareReport.junit(run)
        #expect(junit.contains("tests=\"3\" failures=\"0\" errors=\"1\" skipped=\"2\""))
        #expect(junit.contains("<skipped message=\"expected failure: known\"/>"))
        #expect(junit.contains("<error type=\"error\" message=\"exited with status 3: renderer: cannot parse"))
    }

    @Test func runsARendererPerFixture() throws {
        let folder = try TemporaryFolder("renderer")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let process = try RendererProcess(command: "sh '\(Self.renderers)/echo-golden.sh'", timeout: 10)
        let run = CompareRun.run(corpus, source: .renderer(process), implementation: "sh")
        #expect(run.outcomes.map(\.verdict) == [.pass, .pass, .pass])
    }

    @Test(arguments: [
        ("sh \(renderers)/exit-3.sh", "exited with status 3: renderer: cannot parse"),
        ("sh \(renderers)/kill-self.sh", "crashed (signal 9)"),
        ("sh \(renderers)/latin1.sh", "wrote output that is not UTF-8"),
        ("sh \(renderers)/sleep.sh", "timed out after 0.5 s"),
    ])
    func reportsEachWayARendererFails(_ command: String, _ message: String) throws {
        let process = try RendererProcess(command: command, timeout: 0.5)
        guard case .failure(let failure) = process.snapshot(of: "/tmp/x.json") else {
            Issue.record("\(command) should fail")
            return
        }
        #expect(failure.message.hasPrefix(message), "\(failure.message)")
    }

    @Test(arguments: [
        ("java -jar a.jar snapshot", ["java", "-jar", "a.jar", "snapshot"]),
        ("  spaced   out ", ["spaced", "out"]),
        (#"run 'two words' "and \"quoted\"" back\ slash"#, ["run", "two words", #"and "quoted""#, "back slash"]),
        ("empty '' arg", ["empty", "", "arg"]),
    ])
    func splitsCommandsWithoutAShell(_ command: String, _ words: [String]) throws {
        #expect(try RendererProcess.words(command) == words)
    }

    @Test(arguments: [
        ("'unclosed", RendererProcess.CommandProblem.unclosedQuote), ("trailing\\", .unclosedQuote), ("", .empty),
        ("   ", .empty),
    ])
    func rejectsBrokenCommands(_ command: String, _ problem: RendererProcess.CommandProblem) {
        #expect(throws: ParityError.rendererCommand(problem)) { try RendererProcess(command: command, timeout: 1) }
        // Worded for any caller: the harness does not know the command came from a flag.
        #expect(!ParityError.rendererCommand(problem).message.contains("--"))
    }

    @Test func expectedFailuresRejectsDuplicates() {
        #expect(throws: ParityError.unreadable(path: "list", reason: "line 2 lists a.json twice")) {
            try ExpectedFailures.parse("a.json\na.json # again\n", path: "list")
        }
    }
}
