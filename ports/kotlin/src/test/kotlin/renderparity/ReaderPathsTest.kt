package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.util.Random

/**
 * The reader's two walks held equal. Twin of `ReaderPathsTests.swift`: the fast path
 * (`JSONScanner.readFast`) accepts exactly the documents `run` accepts, with the same tape
 * (kinds, escapes, counts, payloads, and the names', types' and cases' stamps), and gives up on
 * every document `run` rejects, so `JSONReader.read` says what `run` says. Over every fixture,
 * and generated documents, valid and mutated, with and without the vocabulary's names.
 */
class ReaderPathsTest {
    private val vocabulary = Vocabulary.builtin

    /** What each walk makes of `bytes`: the tape's entries and stamps, or the failure. */
    private fun both(bytes: ByteArray, recognising: Boolean): Pair<String, String> {
        fun scanner() = if (recognising) {
            JSONScanner(bytes, vocabulary.names, null, vocabulary.types, vocabulary.typeKey, vocabulary.enumerations)
        } else JSONScanner(bytes)
        val exact = scanner()
        val failure = exact.run()
        val fast = scanner()
        val accepted = fast.readFast()
        val exactText = failure?.toString() ?: describe(exact.tape)
        val fastText = if (accepted) describe(fast.tape) else "gave up"
        val read = if (recognising) {
            JSONReader.read(bytes, vocabulary.names, null, vocabulary.types, vocabulary.typeKey, vocabulary.enumerations)
        } else JSONReader.read(bytes)
        val readText = when (read) {
            is JSONReadResult.Failure -> read.failure.toString()
            is JSONReadResult.Success -> describe(read.document.tape)
        }
        assertEquals(exactText, readText)
        return Pair(if (failure == null) exactText else "gave up", fastText)
    }

    private fun describe(tape: JSONDocument.Tape): String {
        val text = StringBuilder()
        for (index in 0 until tape.size) {
            text.append(tape.kind(index)).append(' ').append(tape.hasEscapes(index)).append(' ')
                .append(tape.count(index)).append(' ').append(tape.payload(index))
            tape.fields?.let { text.append(" field ").append(it[index]) }
            text.append('\n')
        }
        return text.toString()
    }

    private fun check(bytes: ByteArray, label: String) {
        for (recognising in listOf(true, false)) {
            val (exact, fast) = both(bytes, recognising)
            assertEquals("$label (names: $recognising)", exact, fast)
        }
    }

    @Test
    fun everyFixtureIsReadTheSameByBothWalks() {
        var accepted = 0
        for (name in TestPaths.fixtureNames()) {
            val bytes = readBytes(File(TestPaths.fixtures, name))
            check(bytes, name)
            if (JSONReader.read(bytes) is JSONReadResult.Success) accepted += 1
        }
        assertTrue("fixtures read: $accepted", accepted > 100)
    }

    @Test
    fun generatedAndMutatedDocumentsAreReadTheSameByBothWalks() {
        val random = Random(30)
        val mutations = listOf("", " ", "\"", "\\", ",", ":", "{", "}", "[", "]", "0", "-", "t", "\u0001", "\u00e9", "\"type\": 1, ")
        repeat(1_500) { round ->
            val text = StringBuilder()
            value(random, text, 0)
            val bytes = utf8(text.toString())
            check(bytes, "document $round: $text")
            // The same cut short, and with a byte replaced or a token put in.
            val cut = random.nextInt(bytes.size + 1)
            check(bytes.copyOf(cut), "document $round cut at $cut")
            val at = random.nextInt(text.length + 1)
            val mutated = text.substring(0, at) + mutations[random.nextInt(mutations.size)] + text.substring(Math.min(text.length, at + random.nextInt(2)))
            check(utf8(mutated), "document $round mutated: $mutated")
        }
    }

    @Test
    fun depthAndDuplicatesAreLeftToTheExactWalk() {
        for (depth in listOf(1, 255, 256, 257, 300)) {
            check(utf8("[".repeat(depth) + "]".repeat(depth)), "$depth arrays deep")
            check(utf8("{\"a\": ".repeat(depth) + "1" + "}".repeat(depth)), "$depth objects deep")
            check(utf8("[".repeat(depth) + "]".repeat(depth) + " x"), "$depth deep, then a syntax error")
        }
        for (document in listOf("""{"type": 1, "type": 2}""", """{"zz": 1, "z\u007a": 2}""", """{"a": {"b": 1, "b": 2}}""",
                                """[{"type": "text", "color": "red", "color": "blue"}]""", """{"label": 1, "lab\u0065l": 2} x""")) {
            check(utf8(document), document)
        }
    }

    @Test
    fun numbersAreReadTheSameByBothWalks() {
        val random = Random(15)
        val odd = listOf("0", "-0", "-0.0", "00", "01", "-01", "1.", "-", "-.5", ".5", "1e5", "1E-2", "2.5e", "0.1", "9007199254740993",
                         "123456789012345", "1234567890123456", "12345678901234.5", "1234567890123456.5", "0.000000000000001",
                         "0.0000000000000001", "99999999999999999999", "7.", "3.x", "-x")
        for (number in odd) {
            check(utf8("[$number]"), number)
            check(utf8(number), number)
        }
        repeat(3_000) {
            val digits = (0 until random.nextInt(18) + 1).map { '0' + random.nextInt(10) }.joinToString("")
            val point = random.nextInt(digits.length + 1)
            val number = (if (random.nextBoolean()) "-" else "") +
                (if (point in 1 until digits.length && random.nextBoolean()) digits.substring(0, point) + "." + digits.substring(point) else digits)
            check(utf8("{\"value\": $number, \"n\": [$number,$number]}"), number)
        }
    }

    private val keys = listOf("type", "children", "text", "color", "label", "value", "icon", "style", "weight", "title",
                              "t\\u0079pe", "extra", "a", "unknown_name_that_is_longer_than_sixteen", "\\n", "é")
    private val strings = listOf("text", "vstack", "hstack", "red", "bold", "", "a\\\"b", "é and ü", "\\u00e9", "\\ud83d\\ude00",
                                 "a string longer than sixteen bytes", "button", "image", "primary", "x".repeat(40))

    /** A random value, nested up to 6 deep, with random whitespace between its tokens. */
    private fun value(random: Random, text: StringBuilder, depth: Int) {
        when (if (depth >= 6) random.nextInt(4) else random.nextInt(7)) {
            0 -> text.append('"').append(strings[random.nextInt(strings.size)]).append('"')
            1 -> text.append(listOf("0", "-1", "12.5", "1e3", "-0.25", "123456789012345678", "3.14159")[random.nextInt(7)])
            2 -> text.append(listOf("true", "false", "null")[random.nextInt(3)])
            3 -> text.append('"').append(strings[random.nextInt(strings.size)]).append('"')
            4 -> {
                text.append('[')
                val count = random.nextInt(5)
                for (index in 0 until count) {
                    if (index > 0) text.append(',')
                    space(random, text)
                    value(random, text, depth + 1)
                    space(random, text)
                }
                text.append(']')
            }
            else -> {
                text.append('{')
                val count = random.nextInt(6)
                val used = HashSet<String>()
                for (index in 0 until count) {
                    val key = keys[random.nextInt(keys.size)]
                    if (!used.add(key.replace("\\u0079", "y"))) continue
                    if (used.size > 1) text.append(',')
                    space(random, text)
                    text.append('"').append(key).append('"')
                    space(random, text)
                    text.append(':')
                    space(random, text)
                    value(random, text, depth + 1)
                }
                space(random, text)
                text.append('}')
            }
        }
    }

    private fun space(random: Random, text: StringBuilder) {
        text.append(listOf("", "", " ", "\n  ", "\n" + " ".repeat(random.nextInt(20)), "\t", "\r\n ")[random.nextInt(7)])
    }
}
