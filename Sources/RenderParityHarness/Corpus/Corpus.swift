import RenderParity
import RenderParitySystem

/// The fixtures and goldens under a root, paired by relative path (spec §4):
/// `test-fixtures/a/b.json` ↔ `test-snapshots/a/b.txt`.
///
/// Listing order is bytewise by relative path, so every report comes out in
/// the same order on every machine.
public struct Corpus: Sendable {
    /// The folders of a root without a project file (spec §4). Reports print a corpus's own
    /// folders, `fixturesLabel` and `snapshotsLabel`, which are these only by default.
    public static let fixturesFolder = "test-fixtures"
    public static let snapshotsFolder = "test-snapshots"

    public let root: String
    /// Fixture paths relative to `test-fixtures/`, e.g. `screens/budget.json`.
    public let fixtures: [String]
    /// Golden paths relative to `test-snapshots/`, e.g. `screens/budget.txt`.
    public let goldens: [String]

    /// The folder the fixtures were listed from: `<root>/test-fixtures`, or another one (`--fixtures DIR`).
    public let fixturesPath: String
    /// Temporary files under `test-snapshots/` left by a killed `update` (`TemporaryFiles.isStale`).
    public let staleTemporaries: [String]
    /// The folder the goldens are in: `<root>/test-snapshots`, or the project file's `snapshots`.
    public let snapshotsPath: String
    /// The two folders as every report prints them (`FolderLabel`): `test-fixtures` and
    /// `test-snapshots`, or the project file's folders, so a message names the file a person opens.
    public let fixturesLabel: String
    public let snapshotsLabel: String
    /// The most bytes a fixture, golden or snapshot may have (`--max-input-bytes`, spec §1.1, size limits).
    public let maxInputBytes: Int
    /// The vocabulary the fixtures are written in (spec/vocabulary.md §8): every snapshot,
    /// lint and icon pass over this corpus decodes with it, and every report names it.
    public let vocabulary: Vocabulary
    /// What the fixtures are (the project file's `documents`): JSON documents, or A2UI message
    /// streams that every snapshot of this corpus reads through the adapter (spec/a2ui.md §7).
    public let input: FixtureInput

    /// The corpus at `root` with the built-in DSL and the usual folders, whatever project file
    /// `root` has (`init(project:)` reads it).
    public init(root: String, fixturesFolder: String? = nil, maxInputBytes: Int = FileBytes.defaultMaxInputBytes)
        throws(ParityError)
    {
        try self.init(project: Project(root: root), fixturesFolder: fixturesFolder, maxInputBytes: maxInputBytes)
    }

    /// Lists the corpus, failing closed: any entry that cannot be listed, and any
    /// symlink resolving outside the root (or the fixtures folder), stops the command with
    /// every such problem (`listingFailed`), so nothing is checked against, or pruned from, half a listing.
    /// `fixturesFolder` (`icons --fixtures DIR`) overrides the project's.
    public init(project: Project, fixturesFolder: String? = nil, maxInputBytes: Int = FileBytes.defaultMaxInputBytes)
        throws(ParityError)
    {
        root = project.root
        vocabulary = project.vocabulary
        input = project.input
        self.maxInputBytes = maxInputBytes
        fixturesPath = fixturesFolder ?? project.fixturesPath
        snapshotsPath = project.snapshotsPath
        fixturesLabel = FolderLabel.of(fixturesPath, root: root)
        snapshotsLabel = FolderLabel.of(snapshotsPath, root: root)
        let confinement = [root, fixturesPath, snapshotsPath].compactMap(DirectoryListing.realPath)
        let fixtureListing = try Self.listing(fixturesPath, suffix: ".json", required: true, confinedTo: confinement)
        let goldenListing = try Self.listing(snapshotsPath, suffix: ".txt", required: false, confinedTo: confinement)
        let problems = fixtureListing.problems + goldenListing.problems
        guard problems.isEmpty else { throw .listingFailed(problems) }
        fixtures = fixtureListing.files
        goldens = goldenListing.files
        staleTemporaries = goldenListing.temporaries.filter {
            TemporaryFiles.isStale(PathText.lastComponent($0))
        }
    }

    public static func goldenName(forFixture fixture: String) -> String {
        String(fixture.dropLast(".json".count)) + ".txt"
    }

    public func fixturePath(_ fixture: String) -> String { fixturesPath + "/" + fixture }

    public func goldenPath(_ golden: String) -> String { snapshotsPath + "/" + golden }

    /// `golden` as reports print it: `test-snapshots/nodes/badge.txt`, or under the project's folder.
    public func goldenLabel(_ golden: String) -> String { FolderLabel.file(golden, in: snapshotsLabel) }

    /// The bytes of `fixture`, within the input limit.
    public func readFixture(_ fixture: String) throws(ParityError) -> [UInt8] {
        try FileBytes.read(fixturePath(fixture), limit: maxInputBytes)
    }

    /// The bytes of `golden`, within the input limit, or nil when there is none.
    public func readGoldenIfPresent(_ golden: String) throws(ParityError) -> [UInt8]? {
        try FileBytes.readIfPresent(goldenPath(golden), limit: maxInputBytes)
    }

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

    /// Files below `folder` ending in `suffix`, relative to it, sorted bytewise; hidden ones
    /// are not part of a corpus. Any entry that cannot be listed throws (`DirectoryListing`).
    public static func list(_ folder: String, suffix: String, required: Bool) throws(ParityError) -> [String] {
        let listing = try listing(folder, suffix: suffix, required: required, confinedTo: nil)
        guard listing.problems.isEmpty else { throw .listingFailed(listing.problems) }
        return listing.files
    }

    private static func listing(_ folder: String, suffix: String, required: Bool, confinedTo roots: [String]?)
        throws(ParityError) -> DirectoryListing
    {
        guard FileBytes.isDirectory(folder) else {
            if !required, !FileBytes.exists(folder) { return DirectoryListing() }
            throw FileBytes.exists(folder) ? .notADirectory(path: folder) : .fileNotFound(path: folder)
        }
        return DirectoryListing.walk(folder, suffix: suffix, confinedTo: roots)
    }
}
