import RenderParity
import RenderParitySystem

/// What a command runs against (spec/vocabulary.md §8): a corpus root, the vocabulary its
/// documents are written in, what its fixtures are and where its fixtures and goldens are. `--vocabulary FILE` wins
/// over the project file's `vocabulary`; a root without a project file uses the built-in DSL
/// and the usual folders, so its goldens are the same bytes as before vocabularies existed.
public struct Project: Sendable {
    public let root: String
    public let vocabulary: Vocabulary
    /// JSON documents, or A2UI message streams the adapter reads first (spec/a2ui.md §7).
    public let input: FixtureInput
    /// The fixtures and goldens folders, absolute.
    public let fixturesPath: String
    public let snapshotsPath: String

    public init(
        root: String, vocabulary: Vocabulary = .builtin, input: FixtureInput = .json, fixturesPath: String? = nil,
        snapshotsPath: String? = nil
    ) {
        self.root = root
        self.vocabulary = vocabulary
        self.input = input
        self.fixturesPath = fixturesPath ?? root + "/" + Corpus.fixturesFolder
        self.snapshotsPath = snapshotsPath ?? root + "/" + Corpus.snapshotsFolder
    }

    /// The project at `root`: its project file, if any, with `vocabulary` (a `--vocabulary` file,
    /// already resolved, and the name the user gave it) in place of the file's.
    public static func open(root: String, vocabulary given: (path: String, name: String)? = nil) throws(ParityError)
        -> Project
    {
        let file = try ProjectFile.load(root: root)
        let vocabulary: Vocabulary
        if let given {
            vocabulary = try VocabularyFile.load(given.path, name: given.name)
        } else if let named = file?.vocabulary {
            vocabulary = try VocabularyFile.load(path(named, in: root), name: named)
        } else {
            vocabulary = .builtin
        }
        return Project(
            root: root, vocabulary: vocabulary, input: file?.documents ?? .json,
            fixturesPath: file?.fixtures.map { path($0, in: root) },
            snapshotsPath: file?.snapshots.map { path($0, in: root) })
    }

    /// The vocabulary a command that needs no corpus uses (`snapshot FILE`, `lint FILE`,
    /// `schema`): `--vocabulary FILE` if given; else the project's, when the folder is inside
    /// one (`root` is nil when none was found); else the built-in DSL.
    public static func vocabulary(given: (path: String, name: String)?, root: String?) throws(ParityError)
        -> Vocabulary
    {
        if let given { return try VocabularyFile.load(given.path, name: given.name) }
        guard let root else { return .builtin }
        return try open(root: root).vocabulary
    }

    /// Throws `notDocuments` unless the fixtures are JSON documents: `command` (`lint`, `icons`)
    /// reads each fixture's diagnostics or icons, which an A2UI message stream does not have as
    /// a stream (spec/a2ui.md §7).
    public func requireDocuments(for command: String) throws(ParityError) {
        guard input == .json else {
            throw .notDocuments(command: command, projectFile: root + "/" + ProjectFile.fileName)
        }
    }

    /// A path from the project file, relative to it unless absolute.
    static func path(_ written: String, in root: String) -> String {
        written.hasPrefix("/") ? written : root + "/" + written
    }
}
