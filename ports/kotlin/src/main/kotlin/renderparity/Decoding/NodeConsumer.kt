package renderparity

/**
 * What `NodeDecoder` reports to: the one walk over a document applies the rules of spec §2
 * once, and each consumer turns what it is told into its own output. Twin of
 * `Decoding/NodeConsumer.swift`: `TreeBuilder` (the model), `SnapshotSink` (canonical lines)
 * and `DiagnosticsSink` (diagnostics only).
 */
internal interface NodeConsumer {
    /** Whether the decoder should word diagnostics (a snapshot needs none). */
    val wantsDiagnostics: Boolean

    fun report(diagnostic: Diagnostic)

    /** An SF Symbol name the tree uses, for `parity icons`. */
    fun icon(name: String, path: () -> JSONPath) {}

    /**
     * A node that decodes: its resolved field values in table order. `elements` is how many
     * elements of its counted field render (§3.1 counts: children that fail are dropped), known
     * before any is written, so a streaming consumer never goes back to change a line.
     */
    fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int)

    /** The end of the node `open` began: everything it holds has been reported. */
    fun close(spec: NodeSpec)

    /** A node whose `type` the DSL does not define (§2.3). */
    fun unknown(type: String, depth: Int)

    fun record(spec: RecordSpec, values: NodeValues, depth: Int)

    /** One row of a `stringRows` field: the tape index of an array of strings. */
    fun row(row: Int, values: NodeValues, depth: Int)
}

/**
 * A field's value once §2.3 is applied, by position in the table's row: a kind and a payload
 * (a tape index, a position, an integer or a double's bits), kept in two arrays reused per node.
 */
internal class NodeValues(val document: JSONDocument) {
    val kinds = IntArray(CAPACITY)
    val payloads = LongArray(CAPACITY)

    fun set(position: Int, kind: Int, payload: Long) {
        kinds[position] = kind
        payloads[position] = payload
    }

    fun number(position: Int): Double = java.lang.Double.longBitsToDouble(payloads[position])

    fun index(position: Int): Int = payloads[position].toInt()

    companion object {
        const val CAPACITY = 8
        const val ABSENT = 0
        const val TEXT = 1
        const val NUMBER = 2
        const val INTEGER = 3
        const val OPTION = 4
        /** An array of strings; payload -1 when absent or unusable (printed `[]`). */
        const val TEXTS = 5
    }
}

/** Collects diagnostics and nothing else: `lint` of a document whose tree nobody wants. */
internal class DiagnosticsSink : NodeConsumer {
    val diagnostics = ArrayList<Diagnostic>()
    override val wantsDiagnostics: Boolean get() = true
    override fun report(diagnostic: Diagnostic) { diagnostics.add(diagnostic) }
    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {}
    override fun close(spec: NodeSpec) {}
    override fun unknown(type: String, depth: Int) {}
    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {}
    override fun row(row: Int, values: NodeValues, depth: Int) {}
}
