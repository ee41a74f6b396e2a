import RenderParity

/// What `parity vocabulary` prints: the identity a run names (spec/vocabulary.md §5), the full
/// hash to check against `sha256sum`, the document's shape and one line per node type.
public enum VocabularyReport {
    public static func text(_ vocabulary: Vocabulary) -> String {
        let definition = vocabulary.definition
        let shape = definition.document
        var lines = [
            VerifyReport.vocabularyLine(vocabulary.identity),
            "hash: sha256 \(vocabulary.identity.hash)",
            "document: type in \(SnapshotString.quoted(shape.typeKey)), "
                + (shape.propsKey.map { "fields in \(SnapshotString.quoted($0))" } ?? "fields inline")
                + (shape.nodeKeys.isEmpty
                    ? "" : " except " + shape.nodeKeys.map(SnapshotString.quoted).joined(separator: ", "))
                + ", " + (shape.envelope.map { "envelope \($0.schemaName)" } ?? "no envelope"),
            "node types (\(definition.nodes.count)):",
        ]
        for node in definition.nodes {
            let fields = definition.fields(of: node).map(\.name).joined(separator: ", ")
            lines.append("  \(SnapshotString.bareOrQuoted(node.type)) → \(node.line)(\(fields))")
        }
        return ControlCharacterEscaping.escapedLines(lines).joined(separator: "\n") + "\n"
    }
}
