package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.Random

/**
 * The reader's shortcuts held to the plain ways. Twin of `ReaderFastPathTests.swift`:
 * `NameIndex`'s lookup by length and first byte against a scan of every name, and duplicate
 * names found by a bit per recognised field against the byte comparison of a reader that
 * recognises none; the short-name table (`ShortNameTable`, `JSONScanner.shortKey`) against the
 * name index.
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

    @Test
    fun everyShortBuiltinNameHasASlot() {
        val names = Vocabulary.builtin.nameTexts
        val table = Vocabulary.builtin.names.shortNames
        for ((position, name) in names.take(64).withIndex()) {
            val bytes = utf8(name)
            if (bytes.size > 16 || bytes.any { !ShortNameTable.isPlain(it.toInt()) }) continue
            val key = JSONReader.read(utf8("{\"$name\": 1}"), Vocabulary.builtin.names)
            assertTrue(name, key is JSONReadResult.Success)
            val slot = (0 until table.heads.size).firstOrNull { table.positions[it] == position && table.heads[it] != ShortNameTable.EMPTY }
            assertTrue(name, slot != null)
        }
    }

    @Test
    fun shortKeysAreStampedAsTheNameIndexFindsThem() {
        val vocabulary = Vocabulary.builtin
        val random = Random(7)
        val base = vocabulary.nameTexts + listOf("", "a", "x".repeat(16), "x".repeat(17), "caf\u00e9", "café", "t\"y", "ty\\pe",
                                                  "typ\u0000", "label\u0000", "\u0000", "x".repeat(8) + "\u0000")
        val probes = base + base.map { it + "s" } + base.map { it.drop(1) } + base.map { it.dropLast(1) } +
            (0 until 500).map { (0 until random.nextInt(18)).map { "abceilnorstvy_"[random.nextInt(14)] }.joinToString("") }
        // Followed by 0 to 20 spaces: a key 17 bytes or more from the input's end is read as words.
        for (probe in probes) for (padding in 0..20) {
            val json = utf8("{\"$probe\": 1}" + " ".repeat(padding))
            val read = JSONReader.read(json, vocabulary.names)
            if (read !is JSONReadResult.Success) {
                assertTrue(probe, JSONReader.read(json) is JSONReadResult.Failure)
                continue
            }
            val tape = read.document.tape
            val expected = vocabulary.names.find(read.document.string(1))
            assertEquals(probe, expected + 2, tape.fields!![1].toInt())
            val plain = (JSONReader.read(json) as JSONReadResult.Success).document.tape[1]
            val entry = tape[1]
            assertEquals(probe, listOf(plain.kind, plain.hasEscapes, plain.count, plain.payload),
                         listOf(entry.kind, entry.hasEscapes, entry.count, entry.payload))
        }
        // Cut short anywhere, a document with short keys fails as a reader without names does.
        val document = "{\"type\": \"Text\", \"label\": \"a\", \"children\": [{\"type\": \"Spacer\"}]}"
        for (end in 0..document.length) {
            val json = utf8(document.substring(0, end))
            val plain = JSONReader.read(json)
            val recognised = JSONReader.read(json, vocabulary.names)
            assertEquals(document.substring(0, end), (plain as? JSONReadResult.Failure)?.failure?.toString(),
                         (recognised as? JSONReadResult.Failure)?.failure?.toString())
        }
    }
}
