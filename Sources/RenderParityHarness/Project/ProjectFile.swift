import RenderParity

/// `renderparity.json` at a corpus root (spec/vocabulary.md §8): which vocabulary the corpus is
/// written in, what its fixtures are, and where its fixtures and goldens are. Every member is
/// optional; an unknown one, or one of the wrong type or value, is an error naming the file and
/// its JSON path.
public struct ProjectFile: Equatable, Sendable {
    public static let fileName = "renderparity.json"
    static let members = ["vocabulary", "documents", "fixtures", "snapshots"]

    /// A path relative to the project file, or `builtin`; nil: the built-in DSL.
    public var vocabulary: String?
    /// What the fixtures are (`json` or `a2ui`); nil: JSON documents.
    public var documents: FixtureInput?
    /// Folders relative to the project file; nil: `test-fixtures` and `test-snapshots`.
    public var fixtures: String?
    public var snapshots: String?

    public init(
        vocabulary: String? = nil, documents: FixtureInput? = nil, fixtures: String? = nil, snapshots: String? = nil
    ) {
        self.vocabulary = vocabulary
        self.documents = documents
        self.fixtures = fixtures
        self.snapshots = snapshots
    }

    /// The project file of `root`, or nil when it has none. `$comment` is allowed, as in
    /// vocabulary files.
    public static func load(root: String) throws(ParityError) -> ProjectFile? {
        let path = root + "/" + fileName
        guard let bytes = try FileBytes.readIfPresent(path) else { return nil }
        return try parse(bytes, file: path)
    }

    /// `file` is how errors name it.
    public static func parse(_ bytes: [UInt8], file: String) throws(ParityError) -> ProjectFile {
        let document: JSONDocument
        switch JSONReader.read(bytes) {
        case .failure(let failure): throw .projectFile(path: file, at: .root, problem: .invalidJSON(failure.message))
        case .success(let read): document = read
        }
        let root = document.root
        guard document.kind(root) == .object else {
            throw .projectFile(
                path: file, at: .root, problem: .wrongType(expected: "an object", found: document.kind(root).typeName))
        }
        var project = ProjectFile()
        for member in document.members(root) {
            let name = document.string(member.key)
            let path = JSONPath.root.appending(key: name)
            if name == "$comment" { continue }
            guard members.contains(name) else {
                throw .projectFile(path: file, at: path, problem: .unknownMember(allowed: members))
            }
            let expected =
                switch name {
                case "vocabulary": "a path to a vocabulary file, or \"builtin\""
                case "documents": Self.documentsExpected
                default: "a folder path"
                }
            guard document.kind(member.value) == .string else {
                throw .projectFile(
                    path: file, at: path,
                    problem: .wrongType(expected: expected, found: document.kind(member.value).typeName))
            }
            let value = document.string(member.value)
            guard !value.isEmpty else { throw .projectFile(path: file, at: path, problem: .empty(expected: expected)) }
            switch name {
            case "vocabulary": project.vocabulary = value
            case "documents":
                guard let input = FixtureInput(rawValue: value) else {
                    throw .projectFile(path: file, at: path, problem: .notAChoice(value, expected: expected))
                }
                project.documents = input
            case "fixtures": project.fixtures = value
            default: project.snapshots = value
            }
        }
        return project
    }

    static let documentsExpected = FixtureInput.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
}
