import RenderParity
import RenderParityHarness
import Testing

/// One fixture of a `ParityCorpus`: its input, where its golden is, and the reference
/// snapshot in the corpus's vocabulary. Named by its relative path in test reports
/// (`nodes/badge.json`).
public struct ParityFixture: Sendable, Equatable, CustomTestStringConvertible, CustomStringConvertible {
    /// The path in the fixtures folder, e.g. `nodes/badge.json`.
    public let name: String
    /// The corpus the fixture belongs to, as its project file describes it (spec/vocabulary.md §8).
    let project: Project
    /// Why this stands in for fixtures that could not be listed (reading it fails with it).
    let problem: ParityTestingProblem?

    init(name: String, project: Project) {
        self.name = name
        self.project = project
        problem = nil
    }

    init(problem: ParityTestingProblem, project: Project) {
        name = "(no fixtures: \(problem.message))"
        self.project = project
        self.problem = problem
    }

    /// The corpus folder.
    public var root: String { project.root }

    /// The golden's path in the goldens folder, e.g. `nodes/badge.txt`; also the artifact's name.
    public var goldenName: String { Corpus.goldenName(forFixture: name) }

    public var path: String { project.fixturesPath + "/" + name }

    public var goldenPath: String { project.snapshotsPath + "/" + goldenName }

    /// The goldens folder as failures name it (`FolderLabel`): `test-snapshots`, or the
    /// project file's `snapshots` relative to the root.
    var snapshotsLabel: String { FolderLabel.of(project.snapshotsPath, root: project.root) }

    /// How a failure names the golden, as `parity verify` does: `test-snapshots/nodes/badge.txt`,
    /// or under the project file's goldens folder.
    public var goldenLabel: String { FolderLabel.file(goldenName, in: snapshotsLabel) }

    /// The fixture's bytes, exactly as in the file.
    public func json() throws(ParityTestingProblem) -> [UInt8] {
        if let problem { throw problem }
        do throws(ParityError) {
            return try FileBytes.read(path)
        } catch {
            throw .file(error)
        }
    }

    /// The reference implementation's snapshot of this fixture, as `parity verify` makes it:
    /// in the corpus's vocabulary (`ParityCorpus.vocabulary`), and through the A2UI adapter
    /// first when the project file says the fixtures are message streams (spec/a2ui.md §7).
    /// What the golden holds when the golden is current.
    public func referenceSnapshot() throws(ParityTestingProblem) -> String {
        String(decoding: project.input.snapshot(try json(), vocabulary: project.vocabulary), as: UTF8.self)
    }

    public var testDescription: String { name }

    public var description: String { name }

    /// The same fixture of the same corpus, read the same way.
    public static func == (lhs: ParityFixture, rhs: ParityFixture) -> Bool {
        lhs.name == rhs.name && lhs.problem == rhs.problem && lhs.path == rhs.path && lhs.goldenPath == rhs.goldenPath
            && lhs.project.input == rhs.project.input
            && lhs.project.vocabulary.identity == rhs.project.vocabulary.identity
    }
}
