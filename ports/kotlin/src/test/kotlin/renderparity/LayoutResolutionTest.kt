package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test

/** spec §3.2: the writer's `fillsWidth=true` tokens agree with `LayoutResolution.fillsWidth`. */
class LayoutResolutionTest {
    /** Every node's line says `fillsWidth=true` exactly when `fillsWidth` says so. */
    @Test
    fun snapshotLinesAgreeWithFillsWidth() {
        val nodes = listOf(
            UINode.VStack(VStackNode(children = emptyList())), UINode.HStack(HStackNode(children = emptyList())),
            UINode.ZStack(ZStackNode(children = emptyList())),
            UINode.Text(TextNode("t")), UINode.Stat(StatNode("l", "v")), UINode.Image(ImageNode("i")),
            UINode.Badge(BadgeNode("b")), UINode.Card(CardNode(UINode.Divider(DividerNode()))), UINode.Progress(ProgressNode(1.0)),
            UINode.Chart(ChartNode(ChartVariant.BAR, data = emptyList())), UINode.List(ListNode(emptyList())),
            UINode.Table(TableNode()), UINode.Divider(DividerNode()), UINode.Spacer(SpacerNode()), UINode.Unknown("x")
        )
        for (node in nodes) {
            val writer = SnapshotWriter()
            writer.write(node, 0, LayoutResolution.Parent.OTHER)
            val firstLine = String(writer.bytes, Charsets.UTF_8).split("\n").first()
            assertEquals(firstLine, LayoutResolution.fillsWidth(node), firstLine.contains("fillsWidth=true"))
        }
    }
}
