package renderparity

/**
 * Decodes nodes from a validated `JSONDocument` (spec §2).
 *
 * Twin of `Decoding/NodeDecoder.swift`. The rules every renderer must share:
 * required fields in table order with the first failure winning (§2.2),
 * failing `children`/`items` elements dropped (§2.3), unusable optional fields
 * replaced by their defaults, and a `Diagnostic` for every deviation (§2.4).
 * Recursion here is bounded: the reader has already refused anything nested
 * deeper than 256.
 */
internal class NodeDecoder(val document: JSONDocument) {
    /** The path of the value being decoded; turned into a `JSONPath` only when something is reported. */
    var path = ArrayList<JSONPath.Component>()
    val diagnostics = ArrayList<Diagnostic>()
    /**
     * SF Symbol names of decoded stats and images. A node that decodes stays in the tree
     * (parents check their required fields before children), so these are the tree's icons.
     */
    val icons = ArrayList<IconUse>()

    // MARK: - Nodes

    fun decodeNode(index: Int): UINode {
        if (document.kind(index) != JSONDocument.Kind.OBJECT) throw failure(DecodeFailure.Problem.NotAnObject(document.kind(index)))
        val typeName = requiredString(index, "type", "a string naming the node type")
        val type = enumFromRawValue<NodeType>(typeName)
        if (type == null) {
            report(Diagnostic.Problem.UnknownType(typeName), "type")
            return UINode.Unknown(typeName)
        }
        val node = decodeFields(type, index)
        reportUnknownMembers(index, listOf("type") + type.members, type.rawValue)
        return node
    }

    private fun decodeFields(type: NodeType, obj: Int): UINode = when (type) {
        NodeType.VSTACK -> {
            val children = requiredChildren(obj, "children")
            UINode.VStack(VStackNode(optionalNumber(obj, "spacing", NodeDefaults.stackSpacing),
                                     optionalEnum(obj, "alignment", NodeDefaults.vstackAlignment),
                                     children))
        }
        NodeType.HSTACK -> {
            val children = requiredChildren(obj, "children")
            UINode.HStack(HStackNode(optionalNumber(obj, "spacing", NodeDefaults.stackSpacing),
                                     optionalEnum(obj, "alignment", NodeDefaults.hstackAlignment),
                                     children))
        }
        NodeType.ZSTACK -> {
            val children = requiredChildren(obj, "children")
            UINode.ZStack(ZStackNode(optionalEnum(obj, "alignment", NodeDefaults.zstackAlignment), children))
        }
        NodeType.TEXT -> {
            val content = requiredString(obj, "content")
            UINode.Text(TextNode(content,
                                 optionalEnum(obj, "style", NodeDefaults.textStyle),
                                 optionalString(obj, "color"),
                                 optionalEnum(obj, "weight", NodeDefaults.textWeight),
                                 optionalMaxLines(obj)))
        }
        NodeType.STAT -> {
            val label = requiredString(obj, "label")
            val value = requiredString(obj, "value")
            val icon = optionalString(obj, "icon", "none")
            if (icon != null) recordIcon(icon, "icon")
            UINode.Stat(StatNode(label, value, optionalString(obj, "color"),
                                 optionalEnum(obj, "size", NodeDefaults.statSize), icon))
        }
        NodeType.IMAGE -> {
            val name = requiredString(obj, "system_name")
            recordIcon(name, "system_name")
            UINode.Image(ImageNode(name, optionalString(obj, "color"), optionalEnum(obj, "size", NodeDefaults.imageSize)))
        }
        NodeType.BADGE -> {
            val text = requiredString(obj, "text")
            UINode.Badge(BadgeNode(text, optionalString(obj, "color")))
        }
        NodeType.CARD -> {
            val child = requiredNode(obj, "child")
            UINode.Card(CardNode(child, optionalString(obj, "color"),
                                 optionalNumber(obj, "padding", NodeDefaults.cardPadding),
                                 optionalNumber(obj, "cornerRadius", NodeDefaults.cardCornerRadius)))
        }
        NodeType.PROGRESS -> {
            val value = requiredNumber(obj, "value")
            UINode.Progress(ProgressNode(value, optionalNumber(obj, "total", NodeDefaults.progressTotal),
                                         optionalString(obj, "label", "none"), optionalString(obj, "color")))
        }
        NodeType.CHART -> {
            val variant: ChartVariant = requiredEnum(obj, "variant")
            val data = requiredDataPoints(obj)
            UINode.Chart(ChartNode(variant, optionalString(obj, "title", "none"), data))
        }
        NodeType.LIST -> UINode.List(ListNode(requiredChildren(obj, "items")))
        NodeType.TABLE -> UINode.Table(TableNode(optionalString(obj, "title", "none"),
                                                 optionalStringList(obj, "headers") ?: emptyList(),
                                                 optionalRows(obj) ?: emptyList()))
        NodeType.DIVIDER -> UINode.Divider
        NodeType.SPACER -> UINode.Spacer
    }

    /** Decodes each element of an array of nodes; one that fails is dropped and reported (§2.3). */
    private fun decodeChildren(array: Int): List<UINode> {
        val nodes = ArrayList<UINode>(document.count(array))
        for ((position, element) in document.elements(array).withIndex()) {
            path.add(JSONPath.Component.Index(position))
            try {
                nodes.add(decodeNode(element.value))
            } catch (error: DecodeException) {
                report(Diagnostic.Problem.Dropped(nodeTypeName(element.value), error.failure))
            }
            path.removeAt(path.size - 1)
        }
        return nodes
    }

    private fun requiredDataPoints(obj: Int): List<ChartDataPoint> {
        val array = requiredValue(obj, "data", JSONDocument.Kind.ARRAY, "an array of data points")
        path.add(JSONPath.Component.Key("data"))
        try {
            val points = ArrayList<ChartDataPoint>(document.count(array))
            for ((position, element) in document.elements(array).withIndex()) {
                path.add(JSONPath.Component.Index(position))
                try {
                    if (document.kind(element.value) != JSONDocument.Kind.OBJECT) {
                        throw failure(DecodeFailure.Problem.NotAnObject(document.kind(element.value)))
                    }
                    val label = requiredString(element.value, "label")
                    val value = requiredNumber(element.value, "value")
                    points.add(ChartDataPoint(label, value, optionalString(element.value, "color")))
                    reportUnknownMembers(element.value, listOf("label", "value", "color"), "a data point")
                } finally {
                    path.removeAt(path.size - 1)
                }
            }
            return points
        } finally {
            path.removeAt(path.size - 1)
        }
    }

    // MARK: - Required fields

    /** The member `name` of `obj`, which must be present, not null, and of `kind`. */
    private fun requiredValue(obj: Int, name: String, kind: JSONDocument.Kind, expected: String): Int {
        val value = document.member(obj, name)
        if (value == null || document.kind(value) == JSONDocument.Kind.NULL) {
            throw failure(DecodeFailure.Problem.MissingField(expected), name)
        }
        if (document.kind(value) != kind) throw failure(DecodeFailure.Problem.WrongType(expected, document.kind(value)), name)
        return value
    }

    private fun requiredString(obj: Int, name: String, expected: String = "a string"): String =
        document.string(requiredValue(obj, name, JSONDocument.Kind.STRING, expected))

    private fun requiredNumber(obj: Int, name: String): Double =
        document.number(requiredValue(obj, name, JSONDocument.Kind.NUMBER, "a number"))

    private inline fun <reified T> requiredEnum(obj: Int, name: String): T where T : Enum<T>, T : SchemaEnum {
        val raw = requiredString(obj, name, "one of ${names(enumValues<T>())}")
        return enumFromRawValue<T>(raw)
            ?: throw failure(DecodeFailure.Problem.InvalidValue(raw, enumValues<T>().map { it.rawValue }), name)
    }

    private fun requiredChildren(obj: Int, name: String): List<UINode> {
        val array = requiredValue(obj, name, JSONDocument.Kind.ARRAY, "an array of nodes")
        path.add(JSONPath.Component.Key(name))
        try {
            return decodeChildren(array)
        } finally {
            path.removeAt(path.size - 1)
        }
    }

    /** A required child node: its failure is the parent's failure, with the child's own path (§2.2). */
    private fun requiredNode(obj: Int, name: String): UINode {
        val value = document.member(obj, name)
        if (value == null || document.kind(value) == JSONDocument.Kind.NULL) {
            throw failure(DecodeFailure.Problem.MissingField("a node"), name)
        }
        path.add(JSONPath.Component.Key(name))
        try {
            return decodeNode(value)
        } finally {
            path.removeAt(path.size - 1)
        }
    }
}
