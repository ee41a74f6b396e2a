import RenderParity

/// What a corpus' fixtures are (spec/a2ui.md §7): documents the decoder reads with a
/// vocabulary, or A2UI message streams, which the adapter turns into one document per surface
/// first. Every command that snapshots fixtures goes through `snapshot`.
public enum FixtureInput: Sendable {
    case document(Vocabulary)
    case a2uiStream(Vocabulary)

    public var vocabulary: Vocabulary {
        switch self {
        case .document(let vocabulary), .a2uiStream(let vocabulary): vocabulary
        }
    }

    public func snapshot(_ bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .document(let vocabulary): RenderSnapshot.make(from: bytes, vocabulary: vocabulary)
        case .a2uiStream(let vocabulary): A2UIStream.snapshot(bytes, vocabulary: vocabulary)
        }
    }

    /// The project file's name, at a corpus root.
    public static let projectFileName = "renderparity.json"

    /// The input `root`'s project file names: `{"vocabulary": FILE, "documents": "a2ui"}` (the
    /// vocabulary's path relative to the file, or `builtin`; `documents` is `json`, the default, or
    /// `a2ui`). Without a project file: documents in the built-in DSL.
    public static func project(root: String) throws(ParityError) -> FixtureInput {
        let path = root + "/" + projectFileName
        guard let bytes = try FileBytes.readIfPresent(path, limit: FileBytes.defaultMaxInputBytes) else {
            return .document(.builtin)
        }
        guard case .success(let document) = JSONReader.read(bytes) else {
            throw .projectFile(path: path, problem: "not JSON")
        }
        let members = document.withTape { tape -> [String: String]? in
            guard tape.kind(tape.root) == .object else { return nil }
            var strings: [String: String] = [:]
            for member in tape.members(tape.root) where tape.kind(member.value) == .string {
                strings[tape.string(member.key)] = tape.string(member.value)
            }
            return strings
        }
        guard let members else { throw .projectFile(path: path, problem: "expected an object") }
        let vocabulary = try load(members["vocabulary"] ?? VocabularyLoader.builtinReference, relativeTo: root)
        switch members["documents"] ?? "json" {
        case "json": return .document(vocabulary)
        case "a2ui": return .a2uiStream(vocabulary)
        case let other:
            throw .projectFile(path: path, problem: "\"documents\": \"\(other)\" is not json or a2ui")
        }
    }

    /// A vocabulary file (`builtin` is the built-in DSL), read as a regular file within the input limit.
    public static func load(_ reference: String, relativeTo folder: String) throws(ParityError) -> Vocabulary {
        if reference == VocabularyLoader.builtinReference { return .builtin }
        let path = reference.hasPrefix("/") ? reference : folder + "/" + reference
        let bytes = try FileBytes.read(path, limit: FileBytes.defaultMaxInputBytes)
        do throws(VocabularyError) {
            return try VocabularyLoader.load(bytes, file: reference)
        } catch {
            throw .vocabulary(error)
        }
    }
}
