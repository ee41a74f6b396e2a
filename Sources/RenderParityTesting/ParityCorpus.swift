import Foundation
import RenderParity
import RenderParityHarness

/// Where the fixtures and goldens a renderer is checked against live: this
/// package's own corpus by default, `RENDERPARITY_CORPUS` when set, a folder
/// given in code (`ParityCorpus(root:)`), or the nearest one above a test file
/// (`ParityCorpus.nearest()`, for a corpus vendored into the renderer's repository).
///
/// A root may hold a project file, `renderparity.json` (spec/vocabulary.md §8), as every
/// `parity` command reads it: the vocabulary the fixtures are written in (`vocabulary`),
/// whether they are A2UI message streams, and the fixtures and goldens folders if they are
/// not `test-fixtures/` and `test-snapshots/`. A vocabulary given here (or, for `default`,
/// in `RENDERPARITY_VOCABULARY`) wins over the file's, as `--vocabulary` does.
///
/// It never fails to build: a corpus that cannot be listed, lists nothing, or has a project
/// file or vocabulary that does not load yields one fixture that fails with the reason, so a
/// parameterized test can't pass having checked nothing.
public struct ParityCorpus: Sendable {
    public static let environmentVariable = "RENDERPARITY_CORPUS"
    /// A vocabulary file for `default` that wins over the project file's (`builtin`: the built-in DSL).
    public static let vocabularyVariable = "RENDERPARITY_VOCABULARY"

    /// The corpus folder: the one with the project file, or `test-fixtures/` and `test-snapshots/`.
    public let root: String
    /// The corpus as its project file describes it; the defaults when it could not be read.
    let project: Project
    /// Set when the corpus cannot be used (no root found, a bad project file or vocabulary);
    /// `fixtures` then reports it.
    let unavailable: ParityTestingProblem?

    /// The corpus at `root`; `vocabulary`, a vocabulary file (relative to the current folder)
    /// or `builtin`, wins over the project file's.
    public init(root: String, vocabulary: String? = nil) {
        let root = ParityCorpus.absolute(root)
        self.root = root
        let given = vocabulary.flatMap { $0.isEmpty ? nil : (path: ParityCorpus.absolute($0), name: $0) }
        do throws(ParityError) {
            project = try Project.open(root: root, vocabulary: given)
            unavailable = nil
        } catch {
            project = Project(root: root)
            unavailable = ParityTestingProblem(loading: error)
        }
    }

    init(unavailable error: ParityError, searchedFrom start: String) {
        root = start
        project = Project(root: start)
        unavailable = .corpusUnavailable(error)
    }

    /// `RENDERPARITY_CORPUS` when set and not empty, else this package's own corpus; in the
    /// vocabulary `RENDERPARITY_VOCABULARY` names, when set, else the project file's.
    public static var `default`: ParityCorpus { resolve(environment: ProcessInfo.processInfo.environment) }

    static func resolve(environment: [String: String]) -> ParityCorpus {
        let vocabulary = environment[vocabularyVariable]
        if let root = environment[environmentVariable], !root.isEmpty {
            return ParityCorpus(root: root, vocabulary: vocabulary)
        }
        return ParityCorpus(root: packageRoot, vocabulary: vocabulary)
    }

    /// The nearest folder at or above `filePath`'s folder that holds a project file or `test-fixtures/`.
    public static func nearest(to filePath: String = #filePath, vocabulary: String? = nil) -> ParityCorpus {
        let folder = (filePath as NSString).deletingLastPathComponent
        do throws(ParityError) {
            return ParityCorpus(root: try RepositoryRoot.find(explicit: nil, from: folder), vocabulary: vocabulary)
        } catch {
            return ParityCorpus(unavailable: error, searchedFrom: folder)
        }
    }

    /// This package's root: `Sources/RenderParityTesting/` is two levels below it. The
    /// sources of a package dependency are checked out whole, corpus included.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The vocabulary the fixtures are written in: the one given, else the project file's,
    /// else the built-in DSL. Throws why the corpus cannot be used, as its fixtures fail.
    public var vocabulary: Vocabulary {
        get throws(ParityTestingProblem) {
            if let unavailable { throw unavailable }
            return project.vocabulary
        }
    }

    /// The fixtures folder, absolute: `<root>/test-fixtures`, or the project file's `fixtures`.
    public var fixturesPath: String { project.fixturesPath }

    /// The goldens folder, absolute: `<root>/test-snapshots`, or the project file's `snapshots`.
    public var snapshotsPath: String { project.snapshotsPath }

    /// Every fixture, in bytewise order of its relative path; use as `@Test(arguments:)`.
    public var fixtures: [ParityFixture] { listed(matching: nil) }

    /// The fixtures whose relative path contains `filter`.
    public func fixtures(matching filter: String) -> [ParityFixture] { listed(matching: filter) }

    /// One fixture by its path in the fixtures folder (`nodes/badge.json`); reading it fails if
    /// there is none.
    public func fixture(_ name: String) -> ParityFixture {
        if let unavailable { return ParityFixture(problem: unavailable, project: project) }
        return ParityFixture(name: name, project: project)
    }

    private func listed(matching filter: String?) -> [ParityFixture] {
        if let unavailable { return [ParityFixture(problem: unavailable, project: project)] }
        do throws(ParityError) {
            let corpus = try Corpus(project: project)
            let names = corpus.fixtures(matching: filter)
            if names.isEmpty {
                let problem: ParityTestingProblem =
                    corpus.fixtures.isEmpty || filter == nil
                    ? .emptyCorpus(root: root, fixtures: corpus.fixturesLabel)
                    : .noFixtureMatched(filter: filter ?? "", folder: corpus.fixturesPath)
                return [ParityFixture(problem: problem, project: project)]
            }
            return names.map { ParityFixture(name: $0, project: project) }
        } catch {
            return [ParityFixture(problem: .corpusUnavailable(error), project: project)]
        }
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
