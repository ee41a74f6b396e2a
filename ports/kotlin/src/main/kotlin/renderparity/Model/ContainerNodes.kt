package renderparity

/*
 * Nodes that hold other nodes (spec §2.1). Twin of `Model/ContainerNodes.swift`.
 * Children that failed to decode are already gone (§2.3), so `children.size`
 * is what the snapshot prints.
 */

data class VStackNode(
    val spacing: Double = NodeDefaults.stackSpacing,
    val alignment: HorizontalAlignment = NodeDefaults.vstackAlignment,
    val children: List<UINode>
)

data class HStackNode(
    val spacing: Double = NodeDefaults.stackSpacing,
    val alignment: VerticalAlignment = NodeDefaults.hstackAlignment,
    val children: List<UINode>
)

data class ZStackNode(
    val alignment: StackAlignment = NodeDefaults.zstackAlignment,
    val children: List<UINode>
)

data class CardNode(
    val child: UINode,
    val color: String? = null,
    val padding: Double = NodeDefaults.cardPadding,
    val cornerRadius: Double = NodeDefaults.cardCornerRadius
)

data class ListNode(val items: List<UINode>)
