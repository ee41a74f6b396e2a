import RenderParityJSON

/// The catalog and the common types it refers to, and how a `$ref` is followed (spec/a2ui.md
/// §2.1): `#/…` within the document it is written in, and `common_types.json#/…` (or any URL
/// ending in `common_types.json`, or the common file's `$id`) within the common types.
struct SchemaDocuments {
    struct Document {
        let file: String
        let root: A2UIValue
    }

    /// A schema and where it is: its document and its JSON path there.
    struct Located {
        let schema: A2UIValue
        let document: Int
        let path: JSONPath
    }

    let documents: [Document]

    /// Follows `$ref`s until a schema without one (at most 32 steps, so a loop is an error).
    func resolve(_ located: Located) throws(ImportFailure) -> Located {
        var current = located
        for _ in 0..<32 {
            guard let reference = current.schema.object?["$ref"]?.string else { return current }
            current = try follow(reference, from: current)
        }
        throw failure(.unresolvedReference("a chain of more than 32 references"), at: located)
    }

    func follow(_ reference: String, from located: Located) throws(ImportFailure) -> Located {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0])
        let pointer = parts.count > 1 ? String(parts[1]) : ""
        let document: Int
        if target.isEmpty {
            document = located.document
        } else if let found = documents.indices.first(where: { Self.matches(target, documents[$0].root) }) {
            document = found
        } else {
            throw failure(.unresolvedReference(reference), at: located, key: "$ref")
        }
        var value = documents[document].root
        var path = JSONPath.root
        for token in JSONPointer(pointer.isEmpty ? "/" : pointer, in: .root).tokens {
            guard let next = value.object?[token] else {
                throw failure(.unresolvedReference(reference), at: located, key: "$ref")
            }
            value = next
            path = path.appending(key: token)
        }
        return Located(schema: value, document: document, path: path)
    }

    /// Whether a reference's file part names `root`: its `$id`, or a path ending in the same file name.
    static func matches(_ target: String, _ root: A2UIValue) -> Bool {
        guard let id = root.object?["$id"]?.string else { return false }
        if id == target { return true }
        let fileName = target.split(separator: "/").last.map(String.init) ?? target
        return id.split(separator: "/").last.map(String.init) == fileName
    }

    func failure(_ problem: ImportFailure.Problem, at located: Located, key: String? = nil) -> ImportFailure {
        ImportFailure(
            problem, in: documents[located.document].file,
            at: key.map { located.path.appending(key: $0) } ?? located.path)
    }
}
