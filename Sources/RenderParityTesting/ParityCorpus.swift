import Foundation
import RenderParityHarness

/// Where the fixtures and goldens a renderer is checked against live: this
/// package's own corpus by default, `RENDERPARITY_CORPUS` when set, a folder
/// given in code (`ParityCorpus(root:)`), or the nearest one above a test file
/// (`ParityCorpus.nearest()`, for a corpus vendored into the renderer's repository).
///
/// It never fails to build: a corpus that cannot be listed, or lists nothing,
/// yields one fixture that fails with the reason, so a parameterized test can't
/// pass having checked nothing.
public struct ParityCorpus: Sendable {
    public static let environmentVariable = "RENDERPARITY_CORPUS"

    /// The folder holding `test-fixtures/` and `test-snapshots/`.
    public let root: String
    /// Set when no root could be found; `fixtures` then reports it.
    let unavailable: ParityError?

    public init(root: String) {
        self.root = ParityCorpus.absolute(root)
        unavailable = nil
    }

    init(unavailable error: ParityError, searchedFrom start: String) {
        root = start
        unavailable = error
    }

    /// `RENDERPARITY_CORPUS` when set and not empty, else this package's own corpus.
    public static var `default`: ParityCorpus { resolve(environment: ProcessInfo.processInfo.environment) }

    static func resolve(environment: [String: String]) -> ParityCorpus {
        if let root = environment[environmentVariable], !root.isEmpty { return ParityCorpus(root: root) }
        return ParityCorpus(root: packageRoot)
    }

    /// The nearest folder at or above `filePath`'s folder that holds `test-fixtures/`.
    public static func nearest(to filePath: String = #filePath) -> ParityCorpus {
        let folder = (filePath as NSString).deletingLastPathComponent
        do throws(ParityError) {
            return ParityCorpus(root: try RepositoryRoot.find(explicit: nil, from: folder))
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

    /// Every fixture, in bytewise order of its relative path; use as `@Test(arguments:)`.
    public var fixtures: [ParityFixture] { listed(matching: nil) }

    /// The fixtures whose relative path contains `filter`.
    public func fixtures(matching filter: String) -> [ParityFixture] { listed(matching: filter) }

    /// One fixture by its relative path (`nodes/badge.json`); reading it fails if there is none.
    public func fixture(_ name: String) -> ParityFixture { ParityFixture(name: name, root: root) }

    private func listed(matching filter: String?) -> [ParityFixture] {
        if let unavailable { return [ParityFixture(problem: .corpusUnavailable(unavailable), root: root)] }
        do throws(ParityError) {
            let corpus = try Corpus(root: root)
            let names = corpus.fixtures(matching: filter)
            if names.isEmpty {
                let problem: ParityTestingProblem =
                    corpus.fixtures.isEmpty || filter == nil
                    ? .emptyCorpus(root: root) : .noFixtureMatched(filter: filter ?? "", root: root)
                return [ParityFixture(problem: problem, root: root)]
            }
            return names.map { ParityFixture(name: $0, root: root) }
        } catch {
            return [ParityFixture(problem: .corpusUnavailable(error), root: root)]
        }
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
