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
 * name index. The port's own: node types and cases stamped by the same table
 * (`JSONScanner.valuePosition`) against the name index; whitespace stepped over a word of spaces at a time
 * (`JSONScanner.skipWhitespace`) against where the gap's bytes say the next token is.
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

    @Test
    fun typesAndCasesAreStampedAsTheNameIndexFindsThem() {
        val vocabulary = Vocabulary.builtin
        val random = Random(9)
        // The type key with the types, and each field with cases with its cases.
        val fields = vocabulary.rows.flatMap { it.fields } + vocabulary.records.flatMap { it.fields }
        val sets = listOf(vocabulary.typeKey to vocabulary.nodeTypes) +
            vocabulary.enumerations.withIndex().mapNotNull { (field, cases) ->
                cases?.let { field to fields.first { it.field == field && it.enumeration?.index === cases }.enumeration!!.names }
            }
        assertTrue(sets.size > 1)
        for ((field, names) in sets) {
            val index = if (field == vocabulary.typeKey) vocabulary.types else vocabulary.enumerations[field]!!
            val base = names + listOf("", "a", "x".repeat(16), "x".repeat(17), "caf\u00e9", "café", "t\\\"y", "ty\\u0070e", "\u0000", "typ\u0000")
            val probes = base + base.map { it + "s" } + base.map { it.drop(1) } + base.map { it.dropLast(1) } + names.map { it.toUpperCase() } +
                (0 until 200).map { (0 until random.nextInt(18)).map { "abcdeilnorstvy_"[random.nextInt(15)] }.joinToString("") }
            // Followed by 0 to 20 spaces: a value 16 bytes or more from the input's end is read as words.
            for (probe in probes) for (padding in 0..20) {
                val json = utf8("{\"${vocabulary.name(field)}\": \"$probe\"}" + " ".repeat(padding))
                val read = JSONReader.read(json, vocabulary.names, null, vocabulary.types, vocabulary.typeKey, vocabulary.enumerations)
                if (read !is JSONReadResult.Success) continue
                val expected = index.find(read.document.string(2))
                assertEquals("${vocabulary.name(field)}: $probe", expected + 2, read.document.tape.fields!![2].toInt())
            }
        }
    }

    /** The word test of `scanString` (`plainStringEnds`) finds the first byte its byte loop stops at. */
    @Test
    fun aWordsFirstFlaggedByteIsTheFirstThatEndsAPlainStretch() {
        val interesting = intArrayOf(0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF, 0x61)
        val random = Random(17)
        repeat(200_000) {
            val bytes = IntArray(8) { if (random.nextInt(3) == 0) interesting[random.nextInt(interesting.size)] else 0x61 }
            var word = 0L
            for (at in 7 downTo 0) word = (word shl 8) or bytes[at].toLong()
            val expected = bytes.indexOfFirst { it < 0x20 || it == 0x22 || it == 0x5C || it >= 0x80 }.let { if (it < 0) 8 else it }
            val flags = plainStringEnds(word)
            val found = if (flags == 0L) 8 else java.lang.Long.numberOfTrailingZeros(flags) ushr 3
            assertEquals(bytes.joinToString(" ") { Integer.toHexString(it) }, expected, found)
        }
    }

    /**
     * Strings read by their first words (`scanString` 16 bytes or more from the input's end) are
     * read as the byte loop reads them nearer the end: the same entry, or the same failure.
     */
    @Test
    fun stringsReadAsWordsAreReadAsByTheByteLoop() {
        val pieces = listOf("a", "Jan", "xxxxxxx", "\u00e9", "\u2615", "\\\"", "\\n", "\\u00e9", "\u0001", "\u007F", "\"", "\\", " ")
            .map { utf8(it) } + listOf(byteArrayOf(0x80.toByte()), byteArrayOf(0xFF.toByte()), byteArrayOf(0xC3.toByte()), byteArrayOf(0xE2.toByte(), 0x98.toByte()))
        val random = Random(19)
        repeat(20_000) {
            val content = (0 until random.nextInt(8)).map { pieces[random.nextInt(pieces.size)] }.fold(ByteArray(0)) { all, piece -> all + piece }
            val near = utf8("\"") + content + utf8("\"")
            val far = near + utf8(" ".repeat(20))
            val described = content.joinToString(" ") { Integer.toHexString(it.toInt() and 0xFF) }
            val reference = JSONReader.read(near)
            val read = JSONReader.read(far)
            assertEquals(described, (reference as? JSONReadResult.Failure)?.failure?.toString(), (read as? JSONReadResult.Failure)?.failure?.toString())
            if (reference is JSONReadResult.Success && read is JSONReadResult.Success) {
                val a = reference.document.tape[0]
                val b = read.document.tape[0]
                assertEquals(described, listOf(a.kind, a.hasEscapes, a.count, a.payload), listOf(b.kind, b.hasEscapes, b.count, b.payload))
            }
        }
    }

    @Test
    fun whitespaceSteppedOverByWordsEndsWhereItsBytesDo() {
        val random = Random(11)
        val kinds = " \t\n\r"
        repeat(3_000) { round ->
            // Runs of spaces around 8 and 16 long, and mixed whitespace, at every distance from the end.
            val gaps = (0 until 4).map {
                if (random.nextBoolean()) " ".repeat(random.nextInt(26))
                else (0 until random.nextInt(26)).map { kinds[if (random.nextInt(3) == 0) random.nextInt(4) else 0] }.joinToString("")
            }
            val valid = "[${gaps[0]}1${gaps[1]},${gaps[2]}\"a\"${gaps[3]}]" + gaps[round % 4]
            val read = JSONReader.read(utf8(valid)) as? JSONReadResult.Success
            assertTrue(valid, read != null)
            val tape = read!!.document.tape
            assertEquals(valid, 3, tape.size)
            assertEquals(valid, valid.indexOf('"') + 1, tape.payload(2).toInt())
            // A token that is no value after a gap: the failure is where the gap's bytes end.
            for (stop in listOf("x", "\u000b", "\u0000", "\u00e9")) {
                val invalid = "[${gaps[0]}1,${gaps[1]}$stop${gaps[2]}]"
                val prefix = invalid.substring(0, invalid.indexOf(stop, 3))
                val expected = JSONReadFailure.InvalidJSON(1 + prefix.count { it == '\n' }, prefix.length - prefix.lastIndexOf('\n'), "")
                val failure = (JSONReader.read(utf8(invalid)) as? JSONReadResult.Failure)?.failure as? JSONReadFailure.InvalidJSON
                assertEquals(invalid, "${expected.line}:${expected.column}", "${failure?.line}:${failure?.column}")
            }
        }
    }
}
