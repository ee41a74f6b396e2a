package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** spec §3.3 Q (always quoted) and B (bare unless ambiguous). */
class SnapshotStringTest {
    @Test
    fun quotedEscapesOnlyTheListedCharacters() {
        assertEquals("\"plain\"", SnapshotString.quoted("plain"))
        assertEquals("\"\"", SnapshotString.quoted(""))
        assertEquals("\"a\\\\b\"", SnapshotString.quoted("a\\b"))
        assertEquals("\"say \\\"hi\\\"\"", SnapshotString.quoted("say \"hi\""))
        assertEquals("\"\\n\\r\\t\"", SnapshotString.quoted("\n\r\t"))
        assertEquals("\"\\u0000\\u0001\\u001b\\u001f\\u007f\"", SnapshotString.quoted("\u0000\u0001\u001b\u001f\u007f"))
        assertEquals("\"\\u0008\\u000c\"", SnapshotString.quoted("\b\u000c")) // no \b or \f shorthands
        assertEquals("\" =/'\"", SnapshotString.quoted(" =/'"))
    }

    @Test
    fun quotedCopiesNonAsciiUnchanged() {
        // U+0085 (C1), U+2028, U+200F (RLM), combining marks, emoji ZWJ sequences: all raw UTF-8.
        val text = "\u0085 \u2028 \u200f e\u0301 \uD83D\uDC68\u200D\uD83D\uDC69 \u05E9\u05DC\u05D5\u05DD"
        assertEquals("\"$text\"", SnapshotString.quoted(text))
        val bytes = utf8(SnapshotString.quoted("é"))
        assertEquals(4, bytes.size) // " C3 A9 "
    }

    @Test
    fun bareWhenUnambiguous() {
        for (text in listOf("red", "#FF0000", "Monthly spending", "a:b", "x,y", "(paren)", "[1]", "ünïcode", "a\u0085b", "a\u00a0", "\u00a0a", "None", "Default", "nonE")) {
            assertFalse("\"$text\" should be bare", SnapshotString.needsQuotes(text))
            assertEquals(text, SnapshotString.bareOrQuoted(text))
        }
    }

    @Test
    fun quotedWhenAmbiguous() {
        val cases = mapOf(
            "" to "\"\"",
            "none" to "\"none\"",
            "default" to "\"default\"",
            " lead" to "\" lead\"",
            "trail " to "\"trail \"",
            " " to "\" \"",
            "a=b" to "\"a=b\"",
            "=" to "\"=\"",
            "say \"x\"" to "\"say \\\"x\\\"\"",
            "back\\slash" to "\"back\\\\slash\"",
            "tab\there" to "\"tab\\there\"",
            "line\nbreak" to "\"line\\nbreak\"",
            "cr\r" to "\"cr\\r\"",
            "del\u007f" to "\"del\\u007f\"",
            "esc\u001b" to "\"esc\\u001b\"",
            "\u0000" to "\"\\u0000\""
        )
        for ((text, expected) in cases) {
            assertTrue("\"$text\" should be quoted", SnapshotString.needsQuotes(text))
            assertEquals(expected, SnapshotString.bareOrQuoted(text))
        }
    }

    @Test
    fun sentinelsInSnapshots() {
        val json = """{"type":"vstack","children":[
            {"type":"chart","variant":"pie","title":"none","data":[{"label":"a","value":1,"color":"default"}]},
            {"type":"chart","variant":"bar","data":[]},
            {"type":"progress","value":0.5,"label":"","color":" red"},
            {"type":"stat","label":"L","value":"V","icon":"none"}]}"""
        val expected = "VStack(spacing=8.0, align=center) [children=4]\n" +
            "  Chart(variant=pie, title=\"none\") [dataPoints=1]\n" +
            "    DataPoint(label=\"a\", value=1.0, color=\"default\")\n" +
            "  Chart(variant=bar, title=none) [dataPoints=0]\n" +
            "  Progress(value=0.5, total=1.0, label=\"\", color=\" red\")\n" +
            "  Stat(label=\"L\", value=\"V\", color=default, size=default, icon=\"none\", fillsWidth=true)\n"
        assertEquals(expected, RenderSnapshot.text(utf8(json)))
    }
}
