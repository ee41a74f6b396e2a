package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.ByteArrayOutputStream
import java.util.Random

/**
 * The sink's in-place writing held to the reference paths, with the buffer nearly full and
 * growing. Twin of `SnapshotSinkTests.swift`: numbers (`SnapshotBytes.writeNumber`, through
 * `SnapshotNumber.append`) against `SnapshotNumber.format`, and Q and B copied as they are
 * checked (`quotedInPlace`, `bareInPlace`) against the same rules written to a plain stream.
 * Kotlin's own: a count written over its placeholder (`replaceZero`), in the first line and later.
 */
class SnapshotSinkTest {
    @Test
    fun numbersWrittenInPlaceAreTheFormattedOnes() {
        val random = Random(7)
        val values = ArrayList<Double>()
        for (power in 0..17) {
            val ten = Math.pow(10.0, power.toDouble())
            values.addAll(listOf(ten, ten - 1, ten + 1, ten / 3, -ten, 0.5 / ten, 1e-6 * ten))
        }
        repeat(20_000) {
            val digits = random.nextInt(15) + 1
            val whole = (random.nextDouble() * Math.pow(10.0, digits.toDouble())).toLong()
            values.add(whole / Math.pow(10.0, random.nextInt(digits + 1).toDouble()) * (if (random.nextBoolean()) 1 else -1))
        }
        values.addAll(listOf(0.0, -0.0, 1e-7, 77399.56, 9004.0, 0.05, 9_007_199_254_740_991.0, 9_007_199_254_740_993.0))
        for ((offset, value) in values.withIndex()) {
            // Room for a few bytes past `offset % 60`: the number grows the buffer at every offset.
            val out = SnapshotBytes(offset % 60)
            repeat(offset % 60) { out.write(0x41) }
            SnapshotNumber.append(value, out)
            val written = String(out.bytes(), Charsets.US_ASCII).substring(offset % 60)
            assertEquals("$value", SnapshotNumber.format(value), written)
        }
    }

    @Test
    fun textsCopiedAsTheyAreCheckedAreTheReferenceOnes() {
        val pieces = listOf("a", "Jan", "none", "default", " ", "=", "\"", "\\", "\n", "\u0001", "\u007F", "café ☕️", "x y", "", "\t")
        val random = Random(11)
        repeat(5_000) { turn ->
            val text = (0 until random.nextInt(5)).joinToString("") { pieces[random.nextInt(pieces.size)] }
            val bytes = utf8(text)
            for (quoted in listOf(true, false)) {
                val reference = ByteArrayOutputStream()
                val inPlace = SnapshotBytes(turn % 40)
                repeat(turn % 40) { inPlace.write(0x41) }
                if (quoted) {
                    SnapshotString.appendQuoted(bytes, 0, bytes.size, reference)
                    SnapshotString.appendQuoted(bytes, 0, bytes.size, inPlace)
                } else {
                    SnapshotString.appendBareOrQuoted(bytes, 0, bytes.size, reference)
                    SnapshotString.appendBareOrQuoted(bytes, 0, bytes.size, inPlace)
                }
                val written = inPlace.bytes().copyOfRange(turn % 40, inPlace.size())
                assertEquals("$quoted $text", String(reference.toByteArray(), Charsets.UTF_8), String(written, Charsets.UTF_8))
            }
        }
    }

    /**
     * A string read from a document without escapes is written by `appendPlainQuoted` and
     * `appendPlainBareOrQuoted`, which look for DEL and `=` only, as the reference rules write it.
     */
    @Test
    fun plainTextsFromATapeAreWrittenAsTheReferenceOnes() {
        val pieces = listOf("a", "Jan", "none", "default", " ", "=", "\u007F", "\u007F", "café ☕️", "x y", "", "\\\"", "\\n", "\t")
        val random = Random(13)
        repeat(5_000) { turn ->
            val json = utf8("[\"" + (0 until random.nextInt(5)).joinToString("") { pieces[random.nextInt(pieces.size)] } + "\"]")
            val read = JSONReader.read(json)
            if (read !is JSONReadResult.Success) return@repeat
            val document = read.document
            val length = document.rawLength(1)
            if (length < 0) return@repeat
            val start = document.rawStart(1)
            for (quoted in listOf(true, false)) {
                val reference = ByteArrayOutputStream()
                val inPlace = SnapshotBytes(turn % 40)
                repeat(turn % 40) { inPlace.write(0x41) }
                if (quoted) {
                    SnapshotString.appendQuoted(json, start, length, reference)
                    SnapshotString.appendPlainQuoted(json, start, length, inPlace)
                } else {
                    SnapshotString.appendBareOrQuoted(json, start, length, reference)
                    SnapshotString.appendPlainBareOrQuoted(json, start, length, inPlace)
                }
                val written = inPlace.bytes().copyOfRange(turn % 40, inPlace.size())
                assertEquals("$quoted ${document.string(1)}", String(reference.toByteArray(), Charsets.UTF_8), String(written, Charsets.UTF_8))
            }
        }
    }

    /**
     * Each line's room (`lineRoom`, asked for once per line) holds the longest line its bounded
     * values make: every field at its longest case, `false` or absent word, both layout flags
     * and the largest count; each field's share holds its own lead and value. Lines written within the room are written without a check each.
     */
    @Test
    fun eachLineFitsTheRoomItAsksFor() {
        val vocabulary = Vocabulary.builtin
        val lines = vocabulary.rows.map { Triple(it.lineBytes, it.fieldArray, it.lineRoom) } +
            vocabulary.records.map { Triple(it.lineBytes, it.fieldArray, it.lineRoom) }
        for ((name, fields, room) in lines) {
            val values = fields.map { field ->
                val cases = field.enumeration?.cases
                when {
                    cases != null -> ModelValue.Option(cases.indices.maxBy { cases[it].size } ?: 0)
                    field.kind == FieldSpec.Kind.BOOLEAN -> ModelValue.Bool(false)
                    else -> ModelValue.Absent
                }
            }
            for ((position, field) in fields.withIndex()) {
                val lead = field.openingBytes ?: continue
                val one = SnapshotSink(0)
                one.out.write(lead, 0, lead.size)
                ModelValues(values).write(position, field, one)
                assertTrue("${field.name}: ${one.bytes.size} bytes in ${field.room}", one.bytes.size <= field.room)
            }
            val countLead = fields.firstOrNull { it.countBytes != null }?.countBytes
            val sink = SnapshotSink(0)
            SnapshotLines.line(sink, name, fields, ModelValues(values), true, true, countLead, Int.MAX_VALUE, 0, room)
            val line = String(sink.bytes, Charsets.UTF_8)
            assertTrue("${sink.bytes.size} bytes in a room of $room: $line", sink.bytes.size <= room)
        }
    }

    @Test
    fun aCountWrittenLaterIsTheCountWrittenAtOnce() {
        for (value in listOf(0, 1, 9, 10, 99, 100, 12_345, 999_999_999, Int.MAX_VALUE)) {
            for (first in listOf(true, false)) {
                val out = SnapshotBytes(4)
                if (first) out.startAfterRoom(SnapshotBytes.COUNT_ROOM) else out.writeText("Before\n")
                val line = out.size()
                out.writeText("List [items=0]\n")
                val digit = out.size() - 3
                out.writeText("  Text(content=\"a\")\n")
                out.replaceZero(line, digit, value)
                val expected = (if (first) "" else "Before\n") + "List [items=$value]\n  Text(content=\"a\")\n"
                assertEquals("$value", expected, String(out.copy(), Charsets.UTF_8))
                assertEquals("$value", expected, String(out.bytes(), Charsets.UTF_8))
            }
        }
    }
}
