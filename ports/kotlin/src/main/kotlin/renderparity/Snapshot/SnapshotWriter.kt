package renderparity

/**
 * Walks a decoded node tree and writes its RenderSnapshot (spec §3): one line
 * per element, two spaces per level, LF after every line.
 *
 * Twin of `SnapshotWriter.swift`. For example, this document
 *
 *     {"type": "hstack", "children": [
 *       {"type": "stat", "label": "Spent", "value": "$1,240", "icon": "creditcard"},
 *       {"type": "spacer"},
 *       {"type": "card", "child": {"type": "text", "content": "none", "maxLines": 2}}]}
 *
 * is written exactly as
 *
 *     HStack(spacing=8.0, align=center, fillsWidth=true) [children=3]
 *       Stat(label="Spent", value="$1,240", color=default, size=default, icon=creditcard, fillsWidth=true, weighted=true)
 *       Spacer(weighted=true)
 *       Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
 *         Text(content="none", style=body, color=default, weight=regular, maxLines=2)
 *
 * The lines themselves are `SnapshotLines`', shared with the streaming path (`NodeDecoder` into
 * `SnapshotSink`); this writer only walks a built tree.
 */
class SnapshotWriter {
    private val sink = SnapshotSink()

    val bytes: ByteArray get() = sink.bytes

    // MARK: - Documents

    /** Writes the snapshot of a decoded document: its tree, or its one `Error` line (§3.4). */
    fun write(document: DecodedDocument) {
        val node = document.node
        val failure = document.failure
        if (node != null) write(node, 0, LayoutResolution.Parent.OTHER) else if (failure != null) write(failure)
    }

    fun write(failure: DecodeFailure) {
        val reason = failure.reason
        writeError(reason, if (reason == FailureReason.INVALID_JSON || reason == FailureReason.DEPTH_LIMIT) null else failure.path)
    }

    /**
     * `Error(reason=…, path="…")`: the line of any input that cannot be rendered, a document's
     * failure or a stream's (spec/a2ui.md §6). Only failures at a place have a path.
     */
    fun writeError(reason: FailureReason, path: JSONPath?) {
        SnapshotLines.emit(sink, "Error(reason=")
        SnapshotLines.emit(sink, reason.rawValue)
        if (path != null) {
            SnapshotLines.emit(sink, ", path=")
            SnapshotString.appendQuoted(path.description, sink.out)
        }
        SnapshotLines.emit(sink, ")\n")
    }

    // MARK: - Nodes

    fun write(node: UINode, depth: Int, parent: LayoutResolution.Parent) = write(node, depth, LayoutResolution.isWeighted(node, parent))

    /** The node's line from the built-in vocabulary's row, then what it holds, one level deeper. */
    private fun write(node: UINode, depth: Int, weighted: Boolean) {
        val parts = node.parts
        if (parts == null) {
            if (node is UINode.Unknown) SnapshotLines.unknownLine(sink, node.type, depth)
            return
        }
        val spec = parts.type.spec
        var countLead: ByteArray? = null
        var held = 0
        if (spec.counted >= 0) {
            val counted = spec.fieldArray[spec.counted]
            countLead = counted.countBytes
            held = when (counted.kind) {
                FieldSpec.Kind.RECORDS -> parts.records.size
                FieldSpec.Kind.STRING_ROWS -> parts.rows.size
                else -> parts.children.size
            }
        }
        SnapshotLines.line(sink, spec.lineBytes, spec.fieldArray, ModelValues(parts.values), spec.fillsWidth, weighted, countLead, held, depth, spec.lineRoom)
        for (child in parts.children) {
            val childWeighted = spec.weightsChildren && (child.parts?.type?.spec?.weightedInHStack ?: false)
            write(child, depth + 1, childWeighted)
        }
        val recordSpec = if (spec.held >= 0) Vocabulary.builtin.records.getOrNull(spec.fieldArray[spec.held].record) else null
        if (recordSpec != null) {
            for (record in parts.records) {
                SnapshotLines.line(sink, recordSpec.lineBytes, recordSpec.fieldArray, ModelValues(record.values), false, false, null, 0, depth + 1, recordSpec.lineRoom)
            }
        }
        for (row in parts.rows) SnapshotLines.rowLine(sink, row, depth + 1)
    }
}
