package renderparity

/*
 * The DSL's enumerations, spelled exactly as in the schema (spec §2.1).
 * Twin of `Model/NodeEnums.swift`. The snapshot prints `rawValue` bare (§3.3, E).
 * Constant order is the schema's order, which diagnostics list
 * ("is not one of leading, center, trailing").
 */

/** Swift's `RawRepresentable<String> & CaseIterable` for the DSL's enums. */
interface SchemaEnum {
    val rawValue: String
}

/** The constant of `T` spelled `rawValue`, or null (Swift: `T(rawValue:)`). */
inline fun <reified T> enumFromRawValue(rawValue: String): T? where T : Enum<T>, T : SchemaEnum =
    enumValues<T>().firstOrNull { it.rawValue == rawValue }

enum class HorizontalAlignment(override val rawValue: String) : SchemaEnum {
    LEADING("leading"), CENTER("center"), TRAILING("trailing")
}

enum class VerticalAlignment(override val rawValue: String) : SchemaEnum {
    TOP("top"), CENTER("center"), BOTTOM("bottom")
}

/** A ZStack's alignment. */
enum class StackAlignment(override val rawValue: String) : SchemaEnum {
    CENTER("center"), TOP_LEADING("topLeading"), TOP("top"), TOP_TRAILING("topTrailing"), LEADING("leading"),
    TRAILING("trailing"), BOTTOM_LEADING("bottomLeading"), BOTTOM("bottom"), BOTTOM_TRAILING("bottomTrailing")
}

enum class TextStyle(override val rawValue: String) : SchemaEnum {
    LARGE_TITLE("largeTitle"), TITLE("title"), TITLE2("title2"), TITLE3("title3"), HEADLINE("headline"),
    SUBHEADLINE("subheadline"), BODY("body"), CAPTION("caption"), CAPTION2("caption2"), FOOTNOTE("footnote")
}

enum class FontWeight(override val rawValue: String) : SchemaEnum {
    ULTRA_LIGHT("ultraLight"), THIN("thin"), LIGHT("light"), REGULAR("regular"), MEDIUM("medium"),
    SEMIBOLD("semibold"), BOLD("bold"), HEAVY("heavy"), BLACK("black")
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
