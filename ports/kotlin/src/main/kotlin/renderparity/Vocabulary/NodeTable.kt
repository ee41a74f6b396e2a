package renderparity

// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

enum class HorizontalAlignment(override val rawValue: String) : SchemaEnum {
    LEADING("leading"), CENTER("center"), TRAILING("trailing");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class VerticalAlignment(override val rawValue: String) : SchemaEnum {
    TOP("top"), CENTER("center"), BOTTOM("bottom");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class StackAlignment(override val rawValue: String) : SchemaEnum {
    CENTER("center"), TOP_LEADING("topLeading"), TOP("top"), TOP_TRAILING("topTrailing"), LEADING("leading"), TRAILING("trailing"), BOTTOM_LEADING("bottomLeading"), BOTTOM("bottom"), BOTTOM_TRAILING("bottomTrailing");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class TextStyle(override val rawValue: String) : SchemaEnum {
    LARGE_TITLE("largeTitle"), TITLE("title"), TITLE2("title2"), TITLE3("title3"), HEADLINE("headline"), SUBHEADLINE("subheadline"), BODY("body"), CAPTION("caption"), CAPTION2("caption2"), FOOTNOTE("footnote");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class FontWeight(override val rawValue: String) : SchemaEnum {
    ULTRA_LIGHT("ultraLight"), THIN("thin"), LIGHT("light"), REGULAR("regular"), MEDIUM("medium"), SEMIBOLD("semibold"), BOLD("bold"), HEAVY("heavy"), BLACK("black");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class StatSize(override val rawValue: String) : SchemaEnum {
    DEFAULT("default"), LARGE("large");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class ImageSize(override val rawValue: String) : SchemaEnum {
    SMALL("small"), DEFAULT("default"), LARGE("large"), XLARGE("xlarge");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

enum class ChartVariant(override val rawValue: String) : SchemaEnum {
    BAR("bar"), PIE("pie"), LINE("line");

    companion object {
        @JvmField val names: List<String> = values().map { it.rawValue }
    }
}

/** The `reason` of an `Error(...)` snapshot line (spec §3.4). Twin of `FailureReason` in Swift. */
enum class FailureReason(val rawValue: String) {
    INVALID_JSON("invalid_json"), DEPTH_LIMIT("depth_limit"), DUPLICATE_KEY("duplicate_key"), NOT_AN_OBJECT("not_an_object"), MISSING_FIELD("missing_field"), WRONG_TYPE("wrong_type"), INVALID_VALUE("invalid_value")
}

/** The 14 values of a node's `type` member (spec §2.1), in table order. */
enum class NodeType(override val rawValue: String) : SchemaEnum {
    VSTACK("vstack"), HSTACK("hstack"), ZSTACK("zstack"), TEXT("text"), STAT("stat"), IMAGE("image"), BADGE("badge"), CARD("card"), PROGRESS("progress"), CHART("chart"), LIST("list"), TABLE("table"), DIVIDER("divider"), SPACER("spacer");

    /** This type's row of the node table. */
    val spec: NodeSpec get() = NodeTable.nodes[ordinal]

    /** Every member a node of this type may have besides `type`, required ones first in checking order. */
    val members: kotlin.collections.List<String> get() = spec.fields.map { it.name }
}

/** Every node's rules, in `NodeType` order (twin of `NodeTable` in Swift). */
object NodeTable {
    @JvmField val nodes: List<NodeSpec> = listOf(
        NodeSpec(NodeType.VSTACK, "VStack", fields = listOf(
            FieldSpec("children", FieldSpec.Kind.NODES, required = true, count = "children"),
            FieldSpec("spacing", FieldSpec.Kind.NUMBER, attribute = "spacing", defaultNumber = 8.0),
            FieldSpec("alignment", FieldSpec.Kind.ENUM, attribute = "align", enumeration = HorizontalAlignment.names, defaultCase = 1),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.HSTACK, "HStack", fillsWidth = true, weightsChildren = true, fields = listOf(
            FieldSpec("children", FieldSpec.Kind.NODES, required = true, count = "children"),
            FieldSpec("spacing", FieldSpec.Kind.NUMBER, attribute = "spacing", defaultNumber = 8.0),
            FieldSpec("alignment", FieldSpec.Kind.ENUM, attribute = "align", enumeration = VerticalAlignment.names, defaultCase = 1),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.ZSTACK, "ZStack", fields = listOf(
            FieldSpec("children", FieldSpec.Kind.NODES, required = true, count = "children"),
            FieldSpec("alignment", FieldSpec.Kind.ENUM, attribute = "align", enumeration = StackAlignment.names, defaultCase = 0),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.TEXT, "Text", fields = listOf(
            FieldSpec("content", FieldSpec.Kind.STRING, required = true, attribute = "content"),
            FieldSpec("style", FieldSpec.Kind.ENUM, attribute = "style", enumeration = TextStyle.names, defaultCase = 6),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("weight", FieldSpec.Kind.ENUM, attribute = "weight", enumeration = FontWeight.names, defaultCase = 3),
            FieldSpec("maxLines", FieldSpec.Kind.INTEGER, attribute = "maxLines", minimum = 1.0, maximum = 2147483647.0),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.STAT, "Stat", fillsWidth = true, weightedInHStack = true, fields = listOf(
            FieldSpec("label", FieldSpec.Kind.STRING, required = true, attribute = "label"),
            FieldSpec("value", FieldSpec.Kind.STRING, required = true, attribute = "value"),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("size", FieldSpec.Kind.ENUM, attribute = "size", enumeration = StatSize.names, defaultCase = 0),
            FieldSpec("icon", FieldSpec.Kind.STRING, attribute = "icon", absentWord = "none", isIcon = true),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.IMAGE, "Image", fields = listOf(
            FieldSpec("system_name", FieldSpec.Kind.STRING, required = true, attribute = "name", isIcon = true),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("size", FieldSpec.Kind.ENUM, attribute = "size", enumeration = ImageSize.names, defaultCase = 1),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.BADGE, "Badge", fields = listOf(
            FieldSpec("text", FieldSpec.Kind.STRING, required = true, attribute = "text"),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.CARD, "Card", fillsWidth = true, fields = listOf(
            FieldSpec("child", FieldSpec.Kind.NODE, required = true),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("padding", FieldSpec.Kind.NUMBER, attribute = "padding", defaultNumber = 16.0),
            FieldSpec("cornerRadius", FieldSpec.Kind.NUMBER, attribute = "cornerRadius", defaultNumber = 12.0),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.PROGRESS, "Progress", fields = listOf(
            FieldSpec("value", FieldSpec.Kind.NUMBER, required = true, attribute = "value"),
            FieldSpec("total", FieldSpec.Kind.NUMBER, attribute = "total", defaultNumber = 1.0),
            FieldSpec("label", FieldSpec.Kind.STRING, attribute = "label", absentWord = "none"),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default"),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.CHART, "Chart", fields = listOf(
            FieldSpec("variant", FieldSpec.Kind.ENUM, required = true, attribute = "variant", enumeration = ChartVariant.names),
            FieldSpec("data", FieldSpec.Kind.RECORDS, required = true, count = "dataPoints"),
            FieldSpec("title", FieldSpec.Kind.STRING, attribute = "title", absentWord = "none"),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.LIST, "List", fields = listOf(
            FieldSpec("items", FieldSpec.Kind.NODES, required = true, count = "items"),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.TABLE, "Table", fields = listOf(
            FieldSpec("title", FieldSpec.Kind.STRING, attribute = "title", absentWord = "none"),
            FieldSpec("headers", FieldSpec.Kind.STRING_LIST, attribute = "headers"),
            FieldSpec("rows", FieldSpec.Kind.STRING_ROWS, count = "rows"),
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.DIVIDER, "Divider", fields = listOf(
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        )),
        NodeSpec(NodeType.SPACER, "Spacer", weightedInHStack = true, fields = listOf(
            FieldSpec("accessibilityLabel", FieldSpec.Kind.STRING, attribute = "accessibilityLabel")
        ))
    )

    /** The objects inside a node that are not nodes: a chart's data points (§2.1). */
    @JvmField val records: List<RecordSpec> = listOf(
        RecordSpec("DataPoint", "a data point", listOf(
            FieldSpec("label", FieldSpec.Kind.STRING, required = true, attribute = "label"),
            FieldSpec("value", FieldSpec.Kind.NUMBER, required = true, attribute = "value"),
            FieldSpec("color", FieldSpec.Kind.STRING, attribute = "color", absentWord = "default")
        ))
    )

    /** The line of a `type` the DSL does not define (§2.3). */
    const val unknownLine: String = "Unknown(type="

    /** The members of a `UIResponse` (§1.3). */
    @JvmField val response: List<String> = listOf("title", "layout", "spoken_summary")
}
