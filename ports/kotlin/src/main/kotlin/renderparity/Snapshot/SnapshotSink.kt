package renderparity

import java.io.ByteArrayOutputStream

/**
 * The bytes of a snapshot as it is written, and the streaming consumer: each node's line is
 * written as the decoder reaches it. Twin of `SnapshotSink.swift` (text stage) and
 * `SnapshotSink+NodeConsumer.swift` (snapshot stage), one class here: Kotlin cannot add an interface
 * to a class from another file.
 *
 * Every byte is final when written: `NodeDecoder` counts a container's renderable children
 * before its line, as in Swift, where the sink streams what it writes.
 */
internal class SnapshotSink : NodeConsumer {
    val out = ByteArrayOutputStream()

    override val wantsDiagnostics: Boolean get() = false

    override fun report(diagnostic: Diagnostic) {}

    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {
        val countLead = if (spec.counted >= 0) spec.fieldArray[spec.counted].countBytes else null
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), spec.fillsWidth, weighted, countLead, elements, depth)
    }

    override fun close(spec: NodeSpec) {}

    override fun unknown(type: String, depth: Int) = SnapshotLines.unknownLine(this, type, depth)

    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), false, false, null, 0, depth)
    }

    override fun row(row: Int, values: NodeValues, depth: Int) {
        val document = values.document
        SnapshotLines.rowLine(this, document.elements(row).map { document.string(it.value) }, depth)
    }

    /** One view of the decoder's values, made once: they are filled in place for every node. */
    private var cachedValues: TapeValues? = null

    private fun tapeValues(values: NodeValues): TapeValues {
        val cached = cachedValues
        if (cached != null && cached.values === values) return cached
        return TapeValues(values).also { cachedValues = it }
    }

    /** The finished snapshot. */
    val bytes: ByteArray get() = out.toByteArray()
}
