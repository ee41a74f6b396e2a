import Foundation
import RenderParity

/// The fixtures and goldens under a root, paired by relative path (spec §4):
/// `test-fixtures/a/b.json` ↔ `test-snapshots/a/b.txt`.
///
/// Listing order is bytewise by relative path, so every report comes out in
/// the same order on every machine.
public struct Corpus: Sendable {
    public static let fixturesFolder = "test-fixtures"
    public static let snapshotsFolder = "test-snapshots"

    public let root: String
    /// Fixture paths relative to `test-fixtures/`, e.g. `screens/budget.json`.
    public let fixtures: [String]
    /// Golden paths relative to `test-snapshots/`, e.g. `screens/budget.txt`.
    public let goldens: [String]

    /// The folder the fixtures were listed from: `<root>/test-fixtures`, or another one (`--fixtures DIR`).
    public let fixturesPath: String

    public init(root: String, fixturesFolder: String? = nil) throws(ParityError) {
        self.root = root
        fixturesPath = fixturesFolder ?? root + "/" + Self.fixturesFolder
        fixtures = try Self.list(fixturesPath, suffix: ".json", required: true)
        goldens = try Self.list(root + "/" + Self.snapshotsFolder, suffix: ".txt", required: false)
    }

    public var snapshotsPath: String { root + "/" + Self.snapshotsFolder }

    public static func goldenName(forFixture fixture: String) -> String {
        String(fixture.dropLast(".json".count)) + ".txt"
    }

    public func fixturePath(_ fixture: String) -> String { fixturesPath + "/" + fixture }

    public func goldenPath(_ golden: String) -> String { snapshotsPath + "/" + golden }

    /// Fixtures whose relative path contains `filter` (all of them when nil).
    public func fixtures(matching filter: String?) -> [String] {
        guard let filter, !filter.isEmpty else { return fixtures }
        return fixtures.filter { $0.contains(filter) }
    }

    /// Goldens with no fixture, other than `standalone` (`StandaloneGolden.name`s).
    public func obsoleteGoldens(matching filter: String? = nil, standalone: [String] = []) -> [String] {
        let expected = Set(fixtures.map(Self.goldenName(forFixture:)) + standalone)
        return goldens.filter { golden in !expected.contains(golden) && (filter.map { golden.contains($0) } ?? true) }
    }

    /// Regular files below `folder` ending in `suffix`, relative to it, sorted bytewise.
    public static func list(_ folder: String, suffix: String, required: Bool) throws(ParityError) -> [String] {
        guard FileBytes.isDirectory(folder) else {
            if !required, !FileBytes.exists(folder) { return [] }
            throw FileBytes.exists(folder) ? .notADirectory(path: folder) : .fileNotFound(path: folder)
        }
        // Hidden files and anything inside hidden folders (.cache/, .git/) are not part of a corpus.
        let found = try DirectoryListing.files(below: folder, suffix: suffix)
        return found.sorted(by: BytewiseOrder.precedes)
    }
}
