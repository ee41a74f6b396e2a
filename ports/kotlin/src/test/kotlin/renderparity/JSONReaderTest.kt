package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test

/** spec §1.1–§1.2: strict JSON and the order of whole-document failures. */
class JSONReaderTest {
    private fun snapshot(bytes: ByteArray): String = RenderSnapshot.text(bytes)
    private fun snapshot(json: String): String = snapshot(utf8(json))

    private val invalid = "Error(reason=invalid_json)\n"
    private val tooDeep = "Error(reason=depth_limit)\n"

    private fun nested(depth: Int, open: String, close: String, inner: String = ""): String =
        open.repeat(depth) + inner + close.repeat(depth)

    @Test
    fun depthLimitCountsTheRootAsLevelOne() {
        assertEquals("Error(reason=not_an_object, path=\"$\")\n", snapshot(nested(256, "[", "]")))
        assertEquals(tooDeep, snapshot(nested(257, "[", "]")))
        assertEquals(tooDeep, snapshot(nested(257, "{\"a\":", "}", "1")))
        assertEquals("Error(reason=missing_field, path=\"\$.type\")\n", snapshot(nested(256, "{\"a\":", "}", "1")))
    }

    @Test
    fun hugeNestingNeverOverflowsTheStack() {
        assertEquals(invalid, snapshot(nested(100_000, "[", "")))
        assertEquals(tooDeep, snapshot(nested(100_000, "[", "]")))
        assertEquals(tooDeep, snapshot(nested(100_000, "{\"a\":", "}", "1")))
    }

    @Test
    fun failurePriority() {
        // A syntax error anywhere beats depth, which beats a duplicate key.
        assertEquals(invalid, snapshot(nested(300, "[", "]") + ","))
        assertEquals(tooDeep, snapshot("""{"a":1,"a":2,"b":""" + nested(300, "[", "]") + "}"))
        assertEquals(invalid, snapshot("""{"a":1,"a":2,"b":tru}"""))
    }

    @Test
    fun duplicateKeysCompareAfterUnescaping() {
        assertEquals("Error(reason=duplicate_key, path=\"\$.a\")\n", snapshot("""{"type":"divider","a":1,"\u0061":2}"""))
        assertEquals("Error(reason=duplicate_key, path=\"\$[\\\"é\\\"]\")\n", snapshot("""{"type":"divider","é":1,"\u00e9":2}"""))
        // Unicode scalars, not normalised: é (U+00E9) and e + U+0301 are different names.
        assertEquals("Divider\n", snapshot("""{"type":"divider","é":1,"e\u0301":2}"""))
        // First repeated name in document order, path of the second member, also past 16 names (hashed).
        val many = (1..40).joinToString(",") { "\"k$it\":$it" }
        assertEquals("Error(reason=duplicate_key, path=\"\$.children[0].k7\")\n",
                     snapshot("""{"type":"vstack","children":[{$many,"k7":0,"k3":0}],"z":1,"z":2}"""))
    }

    @Test
    fun surrogates() {
        assertEquals("Text(content=\"\uD83D\uDE00\", style=body, color=default, weight=regular)\n",
                     snapshot("""{"type":"text","content":"\uD83D\uDE00"}"""))
        assertEquals("Text(content=\"\uD83D\uDE00\", style=body, color=default, weight=regular)\n",
                     snapshot("""{"type":"text","content":"\ud83d\ude00"}"""))
        for (bad in listOf("\\uD83D", "\\uDE00", "\\uDE00\\uD83D", "\\uD83Dx", "\\uD83D\\u0041", "\\uD83D\\uD83D")) {
            assertEquals(bad, invalid, snapshot("{\"type\":\"text\",\"content\":\"$bad\"}"))
        }
    }

    @Test
    fun utf8IsValidatedNotReplaced() {
        val prefix = utf8("{\"type\":\"text\",\"content\":\"")
        val suffix = utf8("\"}")
        val cases = listOf(
            intArrayOf(0xFF), intArrayOf(0x80), intArrayOf(0xC0, 0xAF), intArrayOf(0xE0, 0x80, 0xAF),
            intArrayOf(0xED, 0xA0, 0x80), intArrayOf(0xF4, 0x90, 0x80, 0x80), intArrayOf(0xF5, 0x80, 0x80, 0x80),
            intArrayOf(0xE2, 0x82), intArrayOf(0xC3)
        )
        for (case in cases) {
            val bytes = prefix + ByteArray(case.size) { case[it].toByte() } + suffix
            assertEquals(case.joinToString(" ") { Integer.toHexString(it) }, invalid, snapshot(bytes))
        }
        val good = prefix + byteArrayOf(0xF4.toByte(), 0x8F.toByte(), 0xBF.toByte(), 0xBF.toByte()) + suffix
        assertEquals("Text(content=\"\uDBFF\uDFFF\", style=body, color=default, weight=regular)\n", snapshot(good))
    }

    @Test
    fun byteOrderMark() {
        val bom = byteArrayOf(0xEF.toByte(), 0xBB.toByte(), 0xBF.toByte())
        assertEquals("Divider\n", snapshot(bom + utf8("{\"type\":\"divider\"}")))
        assertEquals(invalid, snapshot(bom + bom + utf8("{\"type\":\"divider\"}")))
        assertEquals(invalid, snapshot(utf8(" ") + bom + utf8("{\"type\":\"divider\"}")))
        assertEquals(invalid, snapshot(bom))
    }

    @Test
    fun grammar() {
        for (bad in listOf("", " ", "NaN", "Infinity", "+1", "01", "1.", ".5", "1e", "1e+", "-", "0x10", "[1,]", "{\"a\":1,}",
                           "[1 2]", "{\"a\" 1}", "{a:1}", "'a'", "\"\\x\"", "\"a\tb\"", "\"\\u12\"", "tru", "nul", "[] []",
                           "\u000b[]", "\u000c[]", "\u00a0[]", "// c\n[]")) {
            assertEquals("'$bad'", invalid, snapshot(bad))
        }
        for (ok in listOf("[]", " \t\r\n[] \n", "-0", "0.5e+3", "1E-2", "\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"", "\"\u007f\"")) {
            assertEquals("'$ok'", true, snapshot(ok).startsWith("Error(reason=not_an_object"))
        }
    }

    @Test
    fun numbersReadAsParseDoubleReadsThem() {
        // Short decimals are read without parseDouble (`exactDecimal`); both must give the same bits.
        val random = java.util.Random(7)
        val lexemes = mutableListOf("0", "-0", "0.0", "-0.0", "0.1", "0.3", "-2.5", "123456789012345", "1234567890123456",
                                    "999999999999999.9", "0.000000000000000000001", "0.0000000000000000000001",
                                    "9007199254740993", "1.7976931348623157", "4.35", "100.0000000000000", "1e2", "1.5E-3")
        repeat(5_000) {
            val whole = (0 until 1 + random.nextInt(9)).joinToString("") { "${random.nextInt(10)}" }.trimStart('0').ifEmpty { "0" }
            val fraction = (0 until random.nextInt(12)).joinToString("") { "${random.nextInt(10)}" }
            lexemes.add((if (random.nextBoolean()) "-" else "") + whole + (if (fraction.isEmpty()) "" else ".$fraction"))
        }
        for (lexeme in lexemes) {
            val result = JSONReader.read(utf8("[$lexeme]"))
            val document = (result as JSONReadResult.Success).document
            assertEquals(lexeme, java.lang.Double.doubleToRawLongBits(java.lang.Double.parseDouble(lexeme)),
                         java.lang.Double.doubleToRawLongBits(document.number(1)))
        }
    }

    @Test
    fun rootDetection() {
        assertEquals("Error(reason=missing_field, path=\"\$.layout\")\n", snapshot("""{"title":"t"}"""))
        assertEquals("Error(reason=missing_field, path=\"\$.layout\")\n", snapshot("""{"spoken_summary":"s","layout":null}"""))
        assertEquals("Divider\n", snapshot("""{"title":5,"layout":{"type":"divider"},"extra":[]}"""))
        assertEquals("Error(reason=missing_field, path=\"\$.type\")\n", snapshot("""{"type":null,"layout":{"type":"divider"}}"""))
        assertEquals("Error(reason=missing_field, path=\"\$.type\")\n", snapshot("""{"other":1}"""))
        assertEquals("Error(reason=not_an_object, path=\"\$.layout\")\n", snapshot("""{"layout":[]}"""))
    }

    /** A tape entry's kind, escapes bit and count share one `Int`: each of them read back as written, up to the largest count the reader lets through. */
    @Test
    fun tapeEntriesKeepKindEscapesAndCount() {
        val tape = JSONDocument.Tape(4)
        val counts = intArrayOf(0, 1, 255, JSONReader.COUNT_LIMIT - 1)
        for (kind in JSONDocument.Kind.values()) for (escapes in listOf(false, true)) for (count in counts) {
            val index = tape.size
            tape.add(kind, escapes, count, 7L)
            assertEquals(kind, tape.kind(index))
            assertEquals(escapes, tape.hasEscapes(index))
            assertEquals(count, tape.count(index))
            val container = kind == JSONDocument.Kind.OBJECT || kind == JSONDocument.Kind.ARRAY
            assertEquals(if (container) 7 else index + 1, tape.next(index))
            tape.setCount(index, JSONReader.COUNT_LIMIT - 1 - count)
            assertEquals(JSONReader.COUNT_LIMIT - 1 - count, tape.count(index))
            assertEquals(kind, tape.kind(index))
            assertEquals(escapes, tape.hasEscapes(index))
        }
    }
}
