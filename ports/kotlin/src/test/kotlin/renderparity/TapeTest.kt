package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * The tape's packed entries (`JSONDocument.Tape`: kind, escapes bit and count in one word, the
 * payload in the next) read back as they were written, and a container's count and end, set after
 * its contents, leave its kind as it was.
 */
class TapeTest {
    @Test
    fun packedEntriesReadBackAsWritten() {
        val tape = JSONDocument.Tape(2)
        val kinds = JSONDocument.Kind.values()
        val payloads = longArrayOf(0, -1, Long.MIN_VALUE, Long.MAX_VALUE, java.lang.Double.doubleToRawLongBits(-0.0), 1L shl 40)
        val counts = intArrayOf(0, 1, Int.MAX_VALUE, 1 shl 30, 65_536)
        val written = ArrayList<JSONDocument.Entry>()
        for (kind in kinds) for (escapes in listOf(false, true)) for (count in counts) for (payload in payloads) {
            written.add(JSONDocument.Entry(kind, escapes, count, payload))
            tape.add(kind, escapes, count, payload)
        }
        assertEquals(written.size, tape.size)
        for ((index, entry) in written.withIndex()) {
            assertEquals(entry.kind, tape.kind(index))
            assertEquals(entry.hasEscapes, tape.hasEscapes(index))
            assertEquals(entry.count, tape.count(index))
            assertEquals(entry.payload, tape.payload(index))
            val container = entry.kind == JSONDocument.Kind.OBJECT || entry.kind == JSONDocument.Kind.ARRAY
            assertEquals(if (container) entry.payload.toInt() else index + 1, tape.next(index))
        }
    }

    @Test
    fun aContainersCountAndEndLeaveItsKind() {
        val document = (JSONReader.read(utf8("""{"a": [1, "x\n", {"b": null}], "c": {}}""")) as JSONReadResult.Success).document
        val tape = document.tape
        assertEquals(JSONDocument.Kind.OBJECT, tape.kind(0))
        assertEquals(2, tape.count(0))
        assertEquals(tape.size, tape.next(0))
        assertEquals(JSONDocument.Kind.ARRAY, tape.kind(2))
        assertEquals(3, tape.count(2))
        assertEquals(JSONDocument.Kind.STRING, tape.kind(4))
        assertEquals(true, tape.hasEscapes(4))
        for (index in 0 until tape.size) {
            val kind = tape.kind(index)
            tape.add(kind, tape.hasEscapes(index), 7, 3)
            tape.setCount(tape.size - 1, tape.count(index))
            tape.setPayload(tape.size - 1, tape.payload(index))
            assertEquals(kind, tape.kind(tape.size - 1))
            assertEquals(tape.hasEscapes(index), tape.hasEscapes(tape.size - 1))
            assertEquals(tape.count(index), tape.count(tape.size - 1))
        }
    }
}
