package renderparity

// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

/** The 14 values of a node's `type` member (spec §2.1), in table order: the typed model's names for the built-in vocabulary's node types. */
enum class NodeType(override val rawValue: String) : SchemaEnum {
    VSTACK("vstack"), HSTACK("hstack"), ZSTACK("zstack"), TEXT("text"), STAT("stat"), IMAGE("image"), BADGE("badge"), CARD("card"), PROGRESS("progress"), CHART("chart"), LIST("list"), TABLE("table"), DIVIDER("divider"), SPACER("spacer")
}

enum class HorizontalAlignment(override val rawValue: String) : SchemaEnum {
    LEADING("leading"), CENTER("center"), TRAILING("trailing")
}

enum class VerticalAlignment(override val rawValue: String) : SchemaEnum {
    TOP("top"), CENTER("center"), BOTTOM("bottom")
}

enum class StackAlignment(override val rawValue: String) : SchemaEnum {
    CENTER("center"), TOP_LEADING("topLeading"), TOP("top"), TOP_TRAILING("topTrailing"), LEADING("leading"), TRAILING("trailing"), BOTTOM_LEADING("bottomLeading"), BOTTOM("bottom"), BOTTOM_TRAILING("bottomTrailing")
}

enum class TextStyle(override val rawValue: String) : SchemaEnum {
    LARGE_TITLE("largeTitle"), TITLE("title"), TITLE2("title2"), TITLE3("title3"), HEADLINE("headline"), SUBHEADLINE("subheadline"), BODY("body"), CAPTION("caption"), CAPTION2("caption2"), FOOTNOTE("footnote")
}

enum class FontWeight(override val rawValue: String) : SchemaEnum {
    ULTRA_LIGHT("ultraLight"), THIN("thin"), LIGHT("light"), REGULAR("regular"), MEDIUM("medium"), SEMIBOLD("semibold"), BOLD("bold"), HEAVY("heavy"), BLACK("black")
}

enum class StatSize(override val rawValue: String) : SchemaEnum {
    DEFAULT("default"), LARGE("large")
}

enum class ImageSize(override val rawValue: String) : SchemaEnum {
    SMALL("small"), DEFAULT("default"), LARGE("large"), XLARGE("xlarge")
}

enum class ChartVariant(override val rawValue: String) : SchemaEnum {
    BAR("bar"), PIE("pie"), LINE("line")
}
