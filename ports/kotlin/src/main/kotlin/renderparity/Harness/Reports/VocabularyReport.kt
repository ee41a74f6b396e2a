package renderparity

/**
 * What the `vocabulary` command prints: the identity a run names (spec/vocabulary.md §5), the full
 * hash to check against `sha256sum`, the document's shape and one line per node type. Twin of
 * `VocabularyReport.swift`, line for line, so scripts/vocabulary-agreement.sh compares the two.
 */
object VocabularyReport {
    @JvmStatic
    fun text(vocabulary: Vocabulary): String {
        val definition = vocabulary.definition
        val shape = definition.document
        val lines = arrayListOf(
            "vocabulary: ${ControlCharacterEscaping.escaped(vocabulary.identity.description)}",
            "hash: sha256 ${vocabulary.identity.hash}",
            "document: type in ${SnapshotString.quoted(shape.typeKey)}, " +
                (shape.propsKey?.let { "fields in ${SnapshotString.quoted(it)}" } ?: "fields inline") +
                (if (shape.nodeKeys.isEmpty()) "" else " except " + shape.nodeKeys.joinToString(", ") { SnapshotString.quoted(it) }) +
                ", " + (shape.envelope?.let { "envelope ${it.schemaName}" } ?: "no envelope"),
            "node types (${definition.nodes.size}):")
        for (node in definition.nodes) {
            val fields = definition.fields(node).joinToString(", ") { it.name }
            lines.add("  ${SnapshotString.bareOrQuoted(node.type)} → ${node.line}($fields)")
        }
        return ControlCharacterEscaping.escapedLines(lines).joinToString("\n") + "\n"
    }
}
