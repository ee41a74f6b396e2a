package renderparity

/**
 * An object inside a node that is not a node (a chart's data point): all its required fields must
 * decode (render-snapshot.md §2.2). Also the shape of an envelope (§1.3). Twin of `RecordSpec.swift`.
 */
class RecordSpec(
    val line: String,
    /** How diagnostics name it ("unknown member of a data point"). */
    val owner: String,
    val fields: List<FieldSpec>
) {
    internal val lineBytes: ByteArray = line.toByteArray(Charsets.UTF_8)
    internal val fieldArray: Array<FieldSpec> = fields.toTypedArray()
    /** The most its line takes but its strings, numbers and lists, asked for once per line. */
    internal val lineRoom: Int = SnapshotLines.lineRoom(lineBytes, fieldArray)

    /** Whether `field` is one of its fields (what an unknown member is not, §2.3). */
    fun allows(field: Int): Boolean = fieldArray.any { it.field == field }
}
