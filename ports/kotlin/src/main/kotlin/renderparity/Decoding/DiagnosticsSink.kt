package renderparity

/**
 * Collects diagnostics, and the icons used when asked: `lint` and `icons` of a document whose tree
 * nobody wants, in any vocabulary. Twin of `DiagnosticsSink.swift`.
 */
internal class DiagnosticsSink(private val collectsIcons: Boolean = false) : NodeConsumer {
    val diagnostics = ArrayList<Diagnostic>()
    val icons = ArrayList<IconUse>()
    override val wantsDiagnostics: Boolean get() = true
    override fun report(diagnostic: Diagnostic) { diagnostics.add(diagnostic) }
    override val wantsIcons: Boolean get() = collectsIcons
    override fun icon(name: String, path: () -> JSONPath) { if (collectsIcons) icons.add(IconUse(name, path())) }
    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {}
    override fun close(spec: NodeSpec) {}
    override fun unknown(type: String, depth: Int) {}
    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {}
    override fun row(row: Int, values: NodeValues, depth: Int) {}
}
