package renderparity

// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

/** One element of the DSL after decoding, defaults filled in (spec §2.1); `Unknown` for a `type` it doesn't define. */
sealed class UINode {
    data class VStack(val node: VStackNode) : UINode()
    data class HStack(val node: HStackNode) : UINode()
    data class ZStack(val node: ZStackNode) : UINode()
    data class Text(val node: TextNode) : UINode()
    data class Stat(val node: StatNode) : UINode()
    data class Image(val node: ImageNode) : UINode()
    data class Badge(val node: BadgeNode) : UINode()
    data class Card(val node: CardNode) : UINode()
    data class Progress(val node: ProgressNode) : UINode()
    data class Chart(val node: ChartNode) : UINode()
    data class List(val node: ListNode) : UINode()
    data class Table(val node: TableNode) : UINode()
    data class Divider(val node: DividerNode) : UINode()
    data class Spacer(val node: SpacerNode) : UINode()
    data class Unknown(val type: String) : UINode()

    /** The node's type, field values in table order and what it holds, for `SnapshotWriter`; null for `Unknown`. */
    val parts: ModelParts?
        get() = when (this) {
            is VStack -> ModelParts(NodeType.VSTACK, listOf(ModelValue.Absent, ModelValue.Number(node.spacing), ModelValue.Option(node.alignment.ordinal), ModelValue.of(node.accessibilityLabel)), children = node.children)
            is HStack -> ModelParts(NodeType.HSTACK, listOf(ModelValue.Absent, ModelValue.Number(node.spacing), ModelValue.Option(node.alignment.ordinal), ModelValue.of(node.accessibilityLabel)), children = node.children)
            is ZStack -> ModelParts(NodeType.ZSTACK, listOf(ModelValue.Absent, ModelValue.Option(node.alignment.ordinal), ModelValue.of(node.accessibilityLabel)), children = node.children)
            is Text -> ModelParts(NodeType.TEXT, listOf(ModelValue.of(node.content), ModelValue.Option(node.style.ordinal), ModelValue.of(node.color), ModelValue.Option(node.weight.ordinal), ModelValue.ofInteger(node.maxLines), ModelValue.of(node.accessibilityLabel)))
            is Stat -> ModelParts(NodeType.STAT, listOf(ModelValue.of(node.label), ModelValue.of(node.value), ModelValue.of(node.color), ModelValue.Option(node.size.ordinal), ModelValue.of(node.icon), ModelValue.of(node.accessibilityLabel)))
            is Image -> ModelParts(NodeType.IMAGE, listOf(ModelValue.of(node.systemName), ModelValue.of(node.color), ModelValue.Option(node.size.ordinal), ModelValue.of(node.accessibilityLabel)))
            is Badge -> ModelParts(NodeType.BADGE, listOf(ModelValue.of(node.text), ModelValue.of(node.color), ModelValue.of(node.accessibilityLabel)))
            is Card -> ModelParts(NodeType.CARD, listOf(ModelValue.Absent, ModelValue.of(node.color), ModelValue.Number(node.padding), ModelValue.Number(node.cornerRadius), ModelValue.of(node.accessibilityLabel)), children = listOf(node.child))
            is Progress -> ModelParts(NodeType.PROGRESS, listOf(ModelValue.Number(node.value), ModelValue.Number(node.total), ModelValue.of(node.label), ModelValue.of(node.color), ModelValue.of(node.accessibilityLabel)))
            is Chart -> ModelParts(NodeType.CHART, listOf(ModelValue.Option(node.variant.ordinal), ModelValue.Absent, ModelValue.of(node.title), ModelValue.of(node.accessibilityLabel)), records = node.data)
            is List -> ModelParts(NodeType.LIST, listOf(ModelValue.Absent, ModelValue.of(node.accessibilityLabel)), children = node.items)
            is Table -> ModelParts(NodeType.TABLE, listOf(ModelValue.of(node.title), ModelValue.Texts(node.headers), ModelValue.Absent, ModelValue.of(node.accessibilityLabel)), rows = node.rows)
            is Divider -> ModelParts(NodeType.DIVIDER, listOf(ModelValue.of(node.accessibilityLabel)))
            is Spacer -> ModelParts(NodeType.SPACER, listOf(ModelValue.of(node.accessibilityLabel)))
            is Unknown -> null
        }

    companion object {
        /** Builds a node from what `TreeBuilder` gathered. */
        fun make(type: NodeType, v: kotlin.collections.List<ModelValue>, children: kotlin.collections.List<UINode>,
                 records: kotlin.collections.List<ChartDataPoint>, rows: kotlin.collections.List<kotlin.collections.List<String>>): UINode = when (type) {
            NodeType.VSTACK -> VStack(VStackNode(children, v[1].number, HorizontalAlignment.values()[v[2].option], v[3].optionalText))
            NodeType.HSTACK -> HStack(HStackNode(children, v[1].number, VerticalAlignment.values()[v[2].option], v[3].optionalText))
            NodeType.ZSTACK -> ZStack(ZStackNode(children, StackAlignment.values()[v[1].option], v[2].optionalText))
            NodeType.TEXT -> Text(TextNode(v[0].text, TextStyle.values()[v[1].option], v[2].optionalText, FontWeight.values()[v[3].option], v[4].integer, v[5].optionalText))
            NodeType.STAT -> Stat(StatNode(v[0].text, v[1].text, v[2].optionalText, StatSize.values()[v[3].option], v[4].optionalText, v[5].optionalText))
            NodeType.IMAGE -> Image(ImageNode(v[0].text, v[1].optionalText, ImageSize.values()[v[2].option], v[3].optionalText))
            NodeType.BADGE -> Badge(BadgeNode(v[0].text, v[1].optionalText, v[2].optionalText))
            NodeType.CARD -> Card(CardNode(children.firstOrNull() ?: UINode.Unknown(""), v[1].optionalText, v[2].number, v[3].number, v[4].optionalText))
            NodeType.PROGRESS -> Progress(ProgressNode(v[0].number, v[1].number, v[2].optionalText, v[3].optionalText, v[4].optionalText))
            NodeType.CHART -> Chart(ChartNode(ChartVariant.values()[v[0].option], records, v[2].optionalText, v[3].optionalText))
            NodeType.LIST -> List(ListNode(children, v[1].optionalText))
            NodeType.TABLE -> Table(TableNode(v[0].optionalText, v[1].texts, rows, v[3].optionalText))
            NodeType.DIVIDER -> Divider(DividerNode(v[0].optionalText))
            NodeType.SPACER -> Spacer(SpacerNode(v[0].optionalText))
        }
    }
}

/** Vertical stack. */
data class VStackNode(
    val children: kotlin.collections.List<UINode>,
    val spacing: Double = 8.0,
    val alignment: HorizontalAlignment = HorizontalAlignment.CENTER,
    val accessibilityLabel: String? = null
)

/** Horizontal stack; fills the width; Stat and Spacer children share it equally. */
data class HStackNode(
    val children: kotlin.collections.List<UINode>,
    val spacing: Double = 8.0,
    val alignment: VerticalAlignment = VerticalAlignment.CENTER,
    val accessibilityLabel: String? = null
)

/** Overlay stack. */
data class ZStackNode(
    val children: kotlin.collections.List<UINode>,
    val alignment: StackAlignment = StackAlignment.CENTER,
    val accessibilityLabel: String? = null
)

/** A run of text. */
data class TextNode(
    val content: String,
    val style: TextStyle = TextStyle.BODY,
    val color: String? = null,
    val weight: FontWeight = FontWeight.REGULAR,
    val maxLines: Int? = null,
    val accessibilityLabel: String? = null
)

/** A labelled value; fills the width. */
data class StatNode(
    val label: String,
    val value: String,
    val color: String? = null,
    val size: StatSize = StatSize.DEFAULT,
    val icon: String? = null,
    val accessibilityLabel: String? = null
)

/** A system symbol. */
data class ImageNode(
    val systemName: String,
    val color: String? = null,
    val size: ImageSize = ImageSize.DEFAULT,
    val accessibilityLabel: String? = null
)

/** A small pill of text. */
data class BadgeNode(
    val text: String,
    val color: String? = null,
    val accessibilityLabel: String? = null
)

/** A padded, rounded container for one child; fills the width. */
data class CardNode(
    val child: UINode,
    val color: String? = null,
    val padding: Double = 16.0,
    val cornerRadius: Double = 12.0,
    val accessibilityLabel: String? = null
)

/** A progress bar. */
data class ProgressNode(
    val value: Double,
    val total: Double = 1.0,
    val label: String? = null,
    val color: String? = null,
    val accessibilityLabel: String? = null
)

/** A bar, pie or line chart. */
data class ChartNode(
    val variant: ChartVariant,
    val data: kotlin.collections.List<ChartDataPoint>,
    val title: String? = null,
    val accessibilityLabel: String? = null
)

/** A vertical list of items. */
data class ListNode(
    val items: kotlin.collections.List<UINode>,
    val accessibilityLabel: String? = null
)

/** A table of strings. */
data class TableNode(
    val title: String? = null,
    val headers: kotlin.collections.List<String> = emptyList(),
    val rows: kotlin.collections.List<kotlin.collections.List<String>> = emptyList(),
    val accessibilityLabel: String? = null
)

/** A thin separator line. */
data class DividerNode(
    val accessibilityLabel: String? = null
)

/** Flexible empty space. */
data class SpacerNode(
    val accessibilityLabel: String? = null
)

/** One value of a chart. */
data class ChartDataPoint(
    val label: String,
    val value: Double,
    val color: String? = null
)

/** A ChartDataPoint from its field values in table order, and back. */
fun chartDataPointOf(v: kotlin.collections.List<ModelValue>): ChartDataPoint = ChartDataPoint(v[0].text, v[1].number, v[2].optionalText)

val ChartDataPoint.values: kotlin.collections.List<ModelValue> get() = listOf(ModelValue.of(this.label), ModelValue.Number(this.value), ModelValue.of(this.color))
