package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** spec §3.5: paths in `Error` lines. */
class JSONPathTest {
    private fun path(vararg parts: Any): String {
        var path = JSONPath.root
        for (part in parts) path = if (part is Int) path.appending(part) else path.appending(part as String)
        return path.description
    }

    @Test
    fun identifiersAndIndexes() {
        assertEquals("$", path())
        assertEquals("\$.layout.children[2].content", path("layout", "children", 2, "content"))
        assertEquals("\$._private.a1", path("_private", "a1"))
        assertEquals("\$[0][10]", path(0, 10))
    }

    @Test
    fun otherNamesAreQuoted() {
        assertEquals("\$[\"odd key\"]", path("odd key"))
        assertEquals("\$[\"ünïcode\"]", path("ünïcode"))
        assertEquals("\$[\"\"]", path(""))
        assertEquals("\$[\"1abc\"]", path("1abc"))
        assertEquals("\$[\"a-b\"]", path("a-b"))
        assertEquals("\$[\"a.b\"]", path("a.b"))
        assertEquals("\$[\"q\\\"b\\\\\"]", path("q\"b\\"))
        assertEquals("\$[\"tab\\t\"]", path("tab\t"))
    }

    @Test
    fun identifierRule() {
        for (name in listOf("a", "Z", "_", "_1", "camelCase", "snake_case", "none")) assertTrue(name, JSONPath.isIdentifier(name))
        for (name in listOf("", "1", "a b", "é", "a-b", "a.b", "a\u0000")) assertFalse(name, JSONPath.isIdentifier(name))
    }

    @Test
    fun errorLinesQuoteThePathAgain() {
        val oddKey = RenderSnapshot.text(utf8("""{"odd key": {"type": "x", "type": "y"}}"""))
        assertEquals("Error(reason=duplicate_key, path=\"\$[\\\"odd key\\\"].type\")\n", oddKey)
        val nested = RenderSnapshot.text(utf8("""{"type":"card","child":{"type":"card","child":{"type":"text"}}}"""))
        assertEquals("Error(reason=missing_field, path=\"\$.child.child.content\")\n", nested)
        // The member name is q\"b: Q in the path gives ["q\\\"b"], and the Error line escapes that again.
        val backslash = RenderSnapshot.text(utf8("""{"type":"text","content":"a","q\\\"b":{"x y":1,"x y":2}}"""))
        assertEquals("Error(reason=duplicate_key, path=\"\$[\\\"q\\\\\\\\\\\\\\\"b\\\"][\\\"x y\\\"]\")\n", backslash)
    }
}
