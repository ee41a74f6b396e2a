package renderparity

/**
 * Builds the model (`UINode`) from what `NodeDecoder` reports, with its diagnostics and the icons
 * it uses. Twin of `TreeBuilder.swift`: a node is built when it closes; open nodes wait on a stack,
 * which the reader's depth limit keeps short. The typed model knows the built-in vocabulary's node
 * types; a node of any other is `Unknown` to it.
 */
internal class TreeBuilder : NodeConsumer {
    private class Frame(val type: NodeType?, val name: String, val values: List<ModelValue>) {
        val children = ArrayList<UINode>()
        val records = ArrayList<ChartDataPoint>()
        val rows = ArrayList<List<String>>()
    }

    private val open = ArrayList<Frame>()
    var root: UINode? = null
        private set
    val diagnostics = ArrayList<Diagnostic>()
    val icons = ArrayList<IconUse>()

    override val wantsDiagnostics: Boolean get() = true

    override fun report(diagnostic: Diagnostic) { diagnostics.add(diagnostic) }

    override val wantsIcons: Boolean get() = true
    override fun icon(name: String, path: () -> JSONPath) { icons.add(IconUse(name, path())) }

    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {
        open.add(Frame(enumFromRawValue<NodeType>(spec.type), spec.type, modelValues(spec.fields, values)))
    }

    override fun close(spec: NodeSpec) {
        if (open.isEmpty()) return
        val frame = open.removeAt(open.size - 1)
        val type = frame.type ?: return add(UINode.Unknown(frame.name))
        add(UINode.make(type, frame.values, frame.children, frame.records, frame.rows))
    }

    override fun unknown(type: String, depth: Int) = add(UINode.Unknown(type))

    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {
        open.lastOrNull()?.records?.add(chartDataPointOf(modelValues(spec.fields, values)))
    }

    override fun row(row: Int, values: NodeValues, depth: Int) {
        val document = values.document
        open.lastOrNull()?.rows?.add(document.elements(row).map { document.string(it.value) })
    }

    /** The model's values, in row order; a held field's (what prints below the line) is the node's children, records or rows instead. */
    private fun modelValues(fields: List<FieldSpec>, values: NodeValues): List<ModelValue> =
        fields.mapIndexed { position, field -> if (field.kind.isHeld) ModelValue.Absent else ModelValue.of(values, position) }

    private fun add(node: UINode) {
        val parent = open.lastOrNull()
        if (parent == null) root = node else parent.children.add(node)
    }
}
