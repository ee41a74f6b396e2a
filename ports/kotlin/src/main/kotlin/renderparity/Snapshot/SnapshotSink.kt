package renderparity

import java.io.ByteArrayOutputStream

/**
 * The bytes of a snapshot as it is written, and the streaming consumer: each node's line is
 * written as the decoder reaches it. Twin of `Snapshot/SnapshotSink.swift` and
 * `SnapshotSink+NodeConsumer.swift`.
 *
 * A container's line states how many children render, which is known only once each child is
 * decoded: it states every element, and `close` records a correction when some were dropped;
 * `bytes` applies them all in one pass (`CountCorrections` in Swift).
 */
internal class SnapshotSink : NodeConsumer {
    val out = ByteArrayOutputStream()
    /** (offset just past the stated digits, stated, actual), in the order they were written. */
    private val corrections = ArrayList<IntArray>()

    override val wantsDiagnostics: Boolean get() = false

    override fun report(diagnostic: Diagnostic) {}

    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int): Int {
        val countLead = if (spec.counted >= 0) spec.fields[spec.counted].countLead else null
        return SnapshotLines.line(this, spec.line, spec.fields, TapeValues(values), spec.fillsWidth, weighted, countLead, elements, depth)
    }

    override fun close(spec: NodeSpec, mark: Int, elements: Int, kept: Int) {
        if (kept < elements) corrections.add(intArrayOf(mark, elements, kept))
    }

    override fun unknown(type: String, depth: Int) = SnapshotLines.unknownLine(this, type, depth)

    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {
        SnapshotLines.line(this, spec.line, spec.fields, TapeValues(values), false, false, null, 0, depth)
    }

    override fun row(row: Int, values: NodeValues, depth: Int) {
        val document = values.document
        SnapshotLines.rowLine(this, document.elements(row).map { document.string(it.value) }, depth)
    }

    /** The finished snapshot, every stated count corrected. */
    val bytes: ByteArray
        get() {
            val written = out.toByteArray()
            if (corrections.isEmpty()) return written
            val fixed = ByteArrayOutputStream(written.size)
            var start = 0
            for ((end, stated, actual) in corrections.sortedBy { it[0] }.map { Triple(it[0], it[1], it[2]) }) {
                val digits = stated.toString().length
                fixed.write(written, start, end - digits - start)
                val text = actual.toString().toByteArray(Charsets.US_ASCII)
                fixed.write(text, 0, text.size)
                start = end
            }
            fixed.write(written, start, written.size - start)
            return fixed.toByteArray()
        }
}
