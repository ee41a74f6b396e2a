import Foundation
import RenderParity
import RenderParityHarness
import Testing

@testable import RenderParityTesting

/// The corpus run behind `XCTAssertCorpusParity`: every fixture is checked even
/// after one fails, each failure names its fixture, and a corpus that lists nothing fails.
struct ParityCorpusRunTests {
    /// A corpus of three fixtures with goldens, and one without.
    static func scratchCorpus() throws -> ScratchCorpus {
        let scratch = try ScratchCorpus()
        for name in ["a", "b", "c"] {
            try scratch.write("test-fixtures/\(name).json", #"{"type": "spacer"}"#)
            try scratch.write("test-snapshots/\(name).txt", "Spacer\n")
        }
        try scratch.write("test-fixtures/d.json", #"{"type": "spacer"}"#)
        return scratch
    }

    struct Unsupported: Error {}

    @Test func everyFixtureRunsAndEachFailureNamesItsFixture() throws {
        let scratch = try Self.scratchCorpus()
        defer { scratch.remove() }
        let corpus = ParityCorpus(root: scratch.root)
        var rendered: [String] = []
        let run = ParityCorpusRun.run(corpus.fixtures, root: corpus.root, environment: [:]) { fixture in
            rendered.append(fixture.name)
            if fixture.name == "a.json" { return Array("Spacer(weighted=true)\n".utf8) }
            if fixture.name == "b.json" { throw Unsupported() }
            return Array(RenderSnapshot.text(from: try fixture.json()).utf8)
        }
        #expect(rendered == ["a.json", "b.json", "c.json", "d.json"])
        #expect(run.passed == ["c.json"])
        #expect(run.failures.map(\.fixture) == ["a.json", "b.json", "d.json"])
        #expect(
            run.failures.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" } == [
                "a.json: snapshot differs from its golden test-snapshots/a.txt",
                "b.json: making the snapshot threw Unsupported()",
                "d.json: no golden at test-snapshots/d.txt; run 'parity update' in the corpus and review it (tests never write goldens)",
            ])
        #expect(run.summary == "parity corpus \(scratch.root): 1 passed, 3 failed")
    }

    @Test func aCorpusThatListsNothingIsOneFailureAndNothingIsRendered() throws {
        let scratch = try ScratchCorpus()
        defer { scratch.remove() }
        for corpus in [ParityCorpus(root: scratch.root), ParityCorpus(root: scratch.root + "/nowhere")] {
            var called = false
            let run = ParityCorpusRun.run(corpus.fixtures, root: corpus.root, environment: [:]) { _ in
                called = true
                return []
            }
            #expect(!called)
            #expect(run.passed.isEmpty)
            #expect(run.failures.count == 1)
            #expect(run.failures.first?.message == corpus.fixtures.first?.problem?.message)
            #expect(run.summary.hasSuffix(": 0 passed, 1 failed"))
        }
    }

    @Test func aFileProblemIsNamedAfterItsFixture() {
        let problem = ParityTestingProblem.file(.isDirectory(path: "/corpus/test-snapshots/a.txt"))
        #expect(
            problem.message(forFixture: "a.json")
                == "a.json: /corpus/test-snapshots/a.txt: is a directory, expected a file")
    }

    @Test func artifactModeAppliesToTheRun() throws {
        let scratch = try Self.scratchCorpus()
        defer { scratch.remove() }
        let corpus = ParityCorpus(root: scratch.root)
        let environment = [ParityArtifacts.environmentVariable: scratch.root + "/artifacts"]
        _ = ParityCorpusRun.run(corpus.fixtures, root: corpus.root, environment: environment) { _ in
            Array("Spacer\n".utf8)
        }
        for name in ["a", "b", "c", "d"] {
            #expect(scratch.read("artifacts/\(name).txt") == Array("Spacer\n".utf8))
        }
    }
}
