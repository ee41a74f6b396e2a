package renderparity

/**
 * What `NodeDecoder` reports to: the one walk over a document applies the rules of spec §2
 * once, and each consumer turns what it is told into its own output. Twin of
 * `NodeConsumer.swift`: `TreeBuilder` (the model), `SnapshotSink` (canonical lines)
 * and `DiagnosticsSink` (diagnostics only).
 */
internal interface NodeConsumer {
    /** Whether the decoder should word diagnostics and paths of dropped children (a snapshot needs neither). */
    val wantsDiagnostics: Boolean

    fun report(diagnostic: Diagnostic)

    /**
     * Whether the consumer wants `icon`: the name is a `String` made from the tape (Swift passes the
     * tape's bytes), and a snapshot, which wants none, paid for one per icon (about 3% of its time).
     */
    val wantsIcons: Boolean get() = false

    /** An SF Symbol name the tree uses (`FieldSpec.isIcon`), for `parity icons`; only asked when `wantsIcons`. */
    fun icon(name: String, path: () -> JSONPath) {}

    /**
     * A node that decodes: its resolved field values in row order. `elements` is how many
     * elements of its counted field render (§3.1 counts: children that fail are dropped), known
     * before any is written, so a streaming consumer never goes back to change a line.
     */
    fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int)

    /**
     * Whether the consumer takes the root's count after its elements (`openCountLater`, `counted`).
     * Kotlin only: a snapshot's first line can still be changed, as `make` copies the snapshot out
     * of its buffer anyway, so the root's elements are checked and written in one pass, not
     * checked in one and written in the next, 12,614 nodes and most of the tape apart on the 10 MB
     * dashboard, where every node's members missed the cache twice.
     */
    val countsLater: Boolean get() = false

    /** `open` of the root when `countsLater`: its count follows, in `counted`, once its elements are written. */
    fun openCountLater(spec: NodeSpec, values: NodeValues, weighted: Boolean, depth: Int) {}

    /** How many elements of the node `openCountLater` began rendered; only called after it. */
    fun counted(spec: NodeSpec, elements: Int) {}

    /** The end of the node `open` began: everything it holds has been reported. */
    fun close(spec: NodeSpec)

    /** A node whose `type` the vocabulary does not define (§2.3). */
    fun unknown(type: String, depth: Int)

    /** One record of a `records` field (a chart's data point), all of whose required fields decoded. */
    fun record(spec: RecordSpec, values: NodeValues, depth: Int)

    /** One row of a `stringRows` field: the tape index of an array of strings. */
    fun row(row: Int, values: NodeValues, depth: Int)
}
