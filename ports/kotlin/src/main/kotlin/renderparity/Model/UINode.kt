package renderparity

/**
 * One element of the generative UI DSL after decoding, defaults filled in (spec §2.1).
 *
 * Twin of `Model/UINode.swift`. The cases mirror `$defs/UINode` in
 * `spec/generative-ui-dsl.schema.json`, plus `Unknown` for a `type` the DSL
 * doesn't define (§2.3). (Kotlin 1.3 needs a sealed class's subclasses in its
 * own file, so each case wraps the node struct, as Swift's enum does.)
 */
sealed class UINode {
    data class VStack(val stack: VStackNode) : UINode()
    data class HStack(val stack: HStackNode) : UINode()
    data class ZStack(val stack: ZStackNode) : UINode()
    data class Text(val text: TextNode) : UINode()
    data class Stat(val stat: StatNode) : UINode()
    data class Image(val image: ImageNode) : UINode()
    data class Badge(val badge: BadgeNode) : UINode()
    data class Card(val card: CardNode) : UINode()
    data class Progress(val progress: ProgressNode) : UINode()
    data class Chart(val chart: ChartNode) : UINode()
    data class List(val list: ListNode) : UINode()
    data class Table(val table: TableNode) : UINode()
    object Divider : UINode()
    object Spacer : UINode()
    data class Unknown(val type: String) : UINode()
}

/** The 14 values of a node's `type` member, and the members each type allows (spec §2.1). */
enum class NodeType(override val rawValue: String) : SchemaEnum {
    VSTACK("vstack"), HSTACK("hstack"), ZSTACK("zstack"), TEXT("text"), STAT("stat"), IMAGE("image"), BADGE("badge"),
    CARD("card"), PROGRESS("progress"), CHART("chart"), LIST("list"), TABLE("table"), DIVIDER("divider"), SPACER("spacer");

    /** Every member a node of this type may have besides `type`, required ones first in checking order. */
    val members: kotlin.collections.List<String>
        get() = when (this) {
            VSTACK, HSTACK -> listOf("children", "spacing", "alignment")
            ZSTACK -> listOf("children", "alignment")
            TEXT -> listOf("content", "style", "color", "weight", "maxLines")
            STAT -> listOf("label", "value", "color", "size", "icon")
            IMAGE -> listOf("system_name", "color", "size")
            BADGE -> listOf("text", "color")
            CARD -> listOf("child", "color", "padding", "cornerRadius")
            PROGRESS -> listOf("value", "total", "label", "color")
            CHART -> listOf("variant", "data", "title")
            LIST -> listOf("items")
            TABLE -> listOf("title", "headers", "rows")
            DIVIDER, SPACER -> emptyList()
        }
}
