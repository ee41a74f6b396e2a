package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Counting a container's children keeps the shapes of the first `CheckedChildren.PER_CONTAINER`
 * for writing; the rest are gathered again. Both kinds, around that limit, with children dropped
 * on either side of it and containers nested in kept and in gathered children, write the lines
 * and report the drops the rules say, in order. Twin of `CheckedChildrenTests.swift`; a kept
 * shape written for the wrong child, or a dropped one written, fails it.
 */
class CheckedChildrenTest {
    @Test
    fun writesKeptAndGatheredChildrenAlike() {
        for (count in listOf(1, 15, 16, 17, 18, 33, 40)) {
            val elements = ArrayList<String>()
            val lines = ArrayList<String>()
            val drops = ArrayList<String>()
            for (index in 0 until count) {
                when (index % 5) {
                    1 -> {
                        elements.add("$index")
                        drops.add("$.items[$index]: dropped this element")
                    }
                    3 -> {
                        elements.add("""{"type": "badge"}""")
                        drops.add("$.items[$index]: dropped the badge")
                    }
                    4 -> {
                        elements.add("""{"type": "vstack", "children": [{"type": "badge", "text": "n$index"}, {}, {"type": "divider"}]}""")
                        lines.add("  VStack(spacing=8.0, align=center) [children=2]")
                        lines.add("    Badge(text=\"n$index\", color=default)")
                        lines.add("    Divider")
                        drops.add("$.items[$index].children[1]: dropped this element")
                    }
                    else -> {
                        elements.add("""{"type": "badge", "text": "b$index"}""")
                        lines.add("  Badge(text=\"b$index\", color=default)")
                    }
                }
            }
            val rendered = lines.count { !it.startsWith("    ") }
            val json = """{"type": "list", "items": [${elements.joinToString(", ")}]}"""
            val expected = (listOf("List [items=$rendered]") + lines).joinToString("\n") + "\n"
            assertEquals("$count children", expected, RenderSnapshot.text(utf8(json)))
            val reported = DocumentDecoder.diagnose(utf8(json)).diagnostics.map { it.description }
            assertEquals("$count children: $reported", drops.size, reported.size)
            for ((report, drop) in reported.zip(drops)) assertTrue(report, report.startsWith(drop))
        }
    }
}
