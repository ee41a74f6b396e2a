package renderparity

/**
 * One node type's row, compiled from its definition (spec/vocabulary.md §3.1): its line name,
 * layout flags (render-snapshot.md §3.2) and fields in checking and printing order. The decoder
 * reads its rules from here (§2.1–§2.3) and the snapshot writer its line (§3.1), so neither
 * restates the vocabulary. Twin of `NodeSpec.swift`.
 */
class NodeSpec(
    /** The `typeKey` value that selects it, as diagnostics name it. */
    val type: String,
    val line: String,
    /** `fillsWidth=true` on every line (§3.2). */
    val fillsWidth: Boolean = false,
    /** `weighted=true` as a direct child of a node that `weightsChildren` (§3.2). */
    val weightedInHStack: Boolean = false,
    val weightsChildren: Boolean = false,
    /** Its own fields, then the common ones. */
    val fields: List<FieldSpec>
) {
    internal val lineBytes: ByteArray = line.toByteArray(Charsets.UTF_8)
    /** `fields` as an array: the decoder walks it for every node. */
    internal val fieldArray: Array<FieldSpec> = fields.toTypedArray()
    /**
     * Its required fields, in table order: what `check` looks at (§2.2). Walking every field for
     * the few required ones cost a load and a branch per field, for every node checked.
     */
    internal val required: Array<FieldSpec> = fieldArray.filter { it.required }.toTypedArray()
    /** The most its line takes but its strings, numbers and lists, asked for once per line. */
    internal val lineRoom: Int = SnapshotLines.lineRoom(lineBytes, fieldArray)
    /** The field whose elements are written below the line with a count, or -1. */
    val counted: Int = fields.indexOfFirst { it.count != null }
    /** The field whose node, nodes, records or rows are written below the line, or -1 (at most one). */
    val held: Int = fields.indexOfFirst { it.kind.isHeld }

    /** Whether `field` is one of its members (what an unknown member is not, §2.3). */
    fun allows(field: Int): Boolean = fieldArray.any { it.field == field }
}
