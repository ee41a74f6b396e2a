package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.Random

/**
 * The reader's shortcuts held to the plain ways. Twin of `ReaderFastPathTests.swift`:
 * `NameIndex`'s lookup by length and first byte against a scan of every name, and duplicate
 * names found by a bit per recognised field against the byte comparison of a reader that
 * recognises none.
 */
class ReaderFastPathTest {
    @Test
    fun nameIndexFindsWhatAScanFinds() {
        val random = Random(3)
        val alphabet = "abcty_"
        for (round in 0 until 40) {
            val names = (0 until random.nextInt(60) + 1).map {
                // Lengths up to 70, past the index's headed lengths; few letters, so many share a first byte.
                (0 until random.nextInt(71)).map { alphabet[random.nextInt(alphabet.length)] }.joinToString("")
            }.distinct()
            val index = NameIndex(names)
            val probes = names + names.map { it + "a" } + names.map { it.dropLast(1) } + listOf("", "zzz", "a".repeat(80))
            for (probe in probes) assertEquals(probe, names.indexOf(probe), index.find(probe))
        }
    }

    @Test
    fun duplicateNamesAreFoundWhetherTheNamesAreRecognisedOrNot() {
        val vocabulary = Vocabulary.builtin
        val names = listOf("type", "label", "value", "color", "icon", "t\\u0079pe", "extra", "extr\\u0061", "children")
        val random = Random(5)
        repeat(2_000) {
            val chosen = (0 until random.nextInt(8) + 1).map { names[random.nextInt(names.size)] }
            val json = utf8("{" + chosen.withIndex().joinToString(", ") { (at, name) -> "\"$name\": $at" } + "}")
            val plain = JSONReader.read(json)
            val recognised = JSONReader.read(json, vocabulary.names)
            val unescaped = chosen.map { it.replace("\\u0079", "y").replace("\\u0061", "a") }
            val duplicate = unescaped.size != unescaped.toSet().size
            assertEquals(chosen.toString(), duplicate, plain is JSONReadResult.Failure)
            assertEquals(chosen.toString(), duplicate, recognised is JSONReadResult.Failure)
            if (plain is JSONReadResult.Failure && recognised is JSONReadResult.Failure) {
                assertEquals(plain.failure.toString(), recognised.failure.toString())
            }
        }
        assertTrue(JSONReader.read(utf8("""{"type": 1, "t\u0079pe": 2}""")) is JSONReadResult.Failure)
    }
}
