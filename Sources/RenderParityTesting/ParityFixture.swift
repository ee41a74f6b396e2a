import RenderParityHarness
import Testing

/// One fixture of a `ParityCorpus`: its JSON input and where its golden is. Named
/// by its relative path in test reports (`nodes/badge.json`).
public struct ParityFixture: Sendable, Equatable, CustomTestStringConvertible, CustomStringConvertible {
    /// The path below `test-fixtures/`, e.g. `nodes/badge.json`.
    public let name: String
    /// The corpus folder.
    public let root: String
    /// Why this stands in for fixtures that could not be listed (reading it fails with it).
    let problem: ParityTestingProblem?

    init(name: String, root: String) {
        self.name = name
        self.root = root
        problem = nil
    }

    init(problem: ParityTestingProblem, root: String) {
        name = "(no fixtures: \(problem.message))"
        self.root = root
        self.problem = problem
    }

    /// The golden's path below `test-snapshots/`, e.g. `nodes/badge.txt`.
    public var goldenName: String { Corpus.goldenName(forFixture: name) }

    public var path: String { root + "/" + Corpus.fixturesFolder + "/" + name }

    public var goldenPath: String { root + "/" + Corpus.snapshotsFolder + "/" + goldenName }

    /// The fixture's JSON bytes, exactly as in the file.
    public func json() throws(ParityTestingProblem) -> [UInt8] {
        if let problem { throw problem }
        do throws(ParityError) {
            return try FileBytes.read(path)
        } catch {
            throw .file(error)
        }
    }

    public var testDescription: String { name }

    public var description: String { name }
}
