package renderparity

import java.io.ByteArrayOutputStream

/**
 * The bytes of a snapshot as it is written, and the streaming consumer: each node's line is
 * written as the decoder reaches it. Twin of `SnapshotSink.swift` (text stage) and
 * `SnapshotSink+NodeConsumer.swift` (snapshot stage), one class here: Kotlin cannot add an interface
 * to a class from another file.
 *
 * Every byte is final when written: `NodeDecoder` counts a container's renderable children
 * before its line, as in Swift, where the sink streams what it writes.
 */
internal class SnapshotSink(
    expectedBytes: Int = 0,
    reusing: ByteArray? = null,
    /** Whether the root's count may come after its elements (`NodeConsumer.countsLater`): `make`'s sink, read by `out.copy()`. */
    private val countingLater: Boolean = false
) : NodeConsumer {
    /** `expectedBytes`: a snapshot is about as long as its document, so the buffer rarely grows. */
    val out = SnapshotBytes(expectedBytes, reusing)

    override val wantsDiagnostics: Boolean get() = false

    override val countsLater: Boolean get() = countingLater

    /** Where the line `openCountLater` wrote starts, and its count's placeholder digit (a 0). */
    private var laterLine = -1
    private var laterDigit = -1

    override fun report(diagnostic: Diagnostic) {}

    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {
        val countLead = if (spec.counted >= 0) spec.fieldArray[spec.counted].countBytes else null
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), spec.fillsWidth, weighted, countLead, elements, depth, spec.lineRoom)
    }

    /** The line with a count of 0, the root's first in the snapshot, so with room before it for the count's other digits. */
    override fun openCountLater(spec: NodeSpec, values: NodeValues, weighted: Boolean, depth: Int) {
        out.startAfterRoom(SnapshotBytes.COUNT_ROOM)
        laterLine = out.size()
        open(spec, values, weighted, 0, depth)
        // The line ends with the count, `]` and the newline.
        laterDigit = out.size() - 3
    }

    override fun counted(spec: NodeSpec, elements: Int) {
        if (laterDigit >= 0) out.replaceZero(laterLine, laterDigit, elements)
        laterDigit = -1
    }

    override fun close(spec: NodeSpec) {}

    override fun unknown(type: String, depth: Int) = SnapshotLines.unknownLine(this, type, depth)

    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), false, false, null, 0, depth, spec.lineRoom)
    }

    override fun row(row: Int, values: NodeValues, depth: Int) {
        SnapshotLines.rowLine(this, values.document, row, depth)
    }

    /** One view of the decoder's values, made once: they are filled in place for every node. */
    private var cachedValues: TapeValues? = null

    private fun tapeValues(values: NodeValues): TapeValues {
        val cached = cachedValues
        if (cached != null && cached.values === values) return cached
        return TapeValues(values).also { cachedValues = it }
    }

    /** The finished snapshot. */
    val bytes: ByteArray get() = out.bytes()
}

/**
 * The bytes of a snapshot as they are written: a `ByteArrayOutputStream` without its locks.
 *
 * Why: every `write` of `ByteArrayOutputStream` is `synchronized`, and the sink writes a snapshot
 * a byte or a short run at a time, from one thread; the stream also starts at 32 bytes and
 * copies itself each time it doubles, where a snapshot is about as long as its document.
 * `expected` is where the buffer starts; it grows as the stream's does.
 */
internal class SnapshotBytes(expected: Int, reusing: ByteArray? = null) :
    ByteArrayOutputStream(if (reusing != null && reusing.size >= expected) 0 else maxOf(32, expected)) {
    init {
        if (reusing != null && reusing.size >= expected) buf = reusing
    }

    /** The buffer as it is now, for the next run to write over (`RunBuffers`). */
    val buffer: ByteArray get() = buf

    /**
     * Where the snapshot starts in the buffer: past what is left of the room before a first line
     * whose count came later (`startAfterRoom`); 0 otherwise. `copy` and `bytes` start there.
     */
    var start = 0
        private set

    /** A copy of the bytes written: the buffer itself is kept for the next run. */
    fun copy(): ByteArray = buf.copyOfRange(start, count)

    /** Before the first byte is written: `room` bytes left free, for `replaceZero` to move the first line into. */
    fun startAfterRoom(room: Int) {
        if (count != 0 || start != 0) return
        reserve(room)
        count = room
        start = room
    }

    /**
     * Writes `value` ≥ 0 over the digit 0 at `digit` of the line that starts at `line`: the line
     * is moved into the room before it when it is the first (`startAfterRoom`), else what follows
     * the digit is moved on.
     */
    fun replaceZero(line: Int, digit: Int, value: Int) {
        val digits = digitCount(value.toLong())
        val extra = digits - 1
        if (line == start && line >= extra) {
            System.arraycopy(buf, line, buf, line - extra, digit - line)
            start = line - extra
            digits(value.toLong(), digit, digits)
        } else {
            if (buf.size - count < extra) grow(extra)
            System.arraycopy(buf, digit + 1, buf, digit + 1 + extra, count - digit - 1)
            count += extra
            digits(value.toLong(), digit + extra, digits)
        }
    }

    override fun write(b: Int) {
        if (count == buf.size) grow(1)
        buf[count] = b.toByte()
        count += 1
    }

    /** Room for `room` more bytes: what `put` and `putByte` then write into without a check. */
    fun reserve(room: Int) {
        if (buf.size - count < room) grow(room)
    }

    /** `bytes`, a piece within the room `reserve` asked for. */
    fun put(bytes: ByteArray) {
        System.arraycopy(bytes, 0, buf, count, bytes.size)
        count += bytes.size
    }

    /** `byte`, within the room `reserve` asked for. */
    fun putByte(byte: Int) {
        buf[count] = byte.toByte()
        count += 1
    }

    override fun write(b: ByteArray, off: Int, len: Int) {
        if (off < 0 || len < 0 || off + len > b.size || off + len < 0) throw IndexOutOfBoundsException()
        if (buf.size - count < len) grow(len)
        // Always the copy stub: a byte loop for pieces of up to 16 bytes was slower (about 7% of the samples).
        System.arraycopy(b, off, buf, count, len)
        count += len
    }

    /**
     * Q of the UTF-8 text `bytes[start until start + length]` when none of its bytes needs an
     * escape: quoted and copied in one pass that checks each byte as it copies (Swift copies,
     * then searches the copy). False, with nothing written, when one needs an escape.
     *
     * `plain`: the bytes are a string's raw text on a tape without escapes
     * (`JSONDocument.rawLength` ≥ 0), where the reader let no quote, backslash or control byte
     * through (§1.1); of what Q escapes only DEL can be there, and only it is looked for, one
     * comparison a byte, not four (Swift's `copyFindingDelete`).
     */
    fun quotedInPlace(bytes: ByteArray, start: Int, length: Int, plain: Boolean): Boolean {
        if (buf.size - count < length + 2) grow(length + 2)
        val buffer = buf
        var at = count + 1
        for (offset in start until start + length) {
            val byte = bytes[offset].toInt()
            // Signed: the bytes of a non-ASCII character are negative and need no escape.
            if (byte == 0x7F || (!plain && ((byte in 0..0x1F) || byte == 0x22 || byte == 0x5C))) return false
            buffer[at] = byte.toByte()
            at += 1
        }
        buffer[count] = 0x22
        buffer[at] = 0x22
        count = at + 1
        return true
    }

    /**
     * B of the text `bytes[start until start + length]` when it can stand bare (§3.3): not empty,
     * `none` or `default` (checked by the caller), no space at either end, no byte that B quotes;
     * copied in one pass that checks each byte as it copies. False, with nothing written, otherwise.
     * `plain`: as for `quotedInPlace`; only `=` and DEL are looked for.
     */
    fun bareInPlace(bytes: ByteArray, start: Int, length: Int, plain: Boolean): Boolean {
        if (length == 0 || bytes[start].toInt() == 0x20 || bytes[start + length - 1].toInt() == 0x20) return false
        if (buf.size - count < length) grow(length)
        val buffer = buf
        var at = count
        for (offset in start until start + length) {
            val byte = bytes[offset].toInt()
            if (byte == 0x3D || byte == 0x7F || (!plain && ((byte in 0..0x1F) || byte == 0x22 || byte == 0x5C))) return false
            buffer[at] = byte.toByte()
            at += 1
        }
        count = at
        return true
    }

    /** `text` when every character is ASCII (the grammar's own words), else its UTF-8 bytes. */
    fun writeText(text: String) {
        for (index in text.indices) {
            if (text[index].toInt() >= 0x80) {
                val utf8 = text.toByteArray(Charsets.UTF_8)
                write(utf8, 0, utf8.size)
                return
            }
        }
        if (buf.size - count < text.length) grow(text.length)
        for (index in text.indices) buf[count + index] = text[index].toInt().toByte()
        count += text.length
    }

    /** `value` in decimal: counts and integers, without a `String` per number. */
    fun writeDecimal(value: Long) {
        if (value < 0) {
            if (value == Long.MIN_VALUE) return writeText(value.toString())
            write(0x2D)
            return writeDecimal(-value)
        }
        val digits = digitCount(value)
        if (buf.size - count < digits) grow(digits)
        count = digits(value, count + digits - 1, digits)
    }

    /**
     * A number of `SnapshotNumber`'s fast path, M = `scaled` and k = `fractionDigits` (M·10^-k):
     * its length counted first, then the digits written straight into the buffer from the right,
     * each by a division by 10 (a multiplication once compiled), the point between the whole part
     * and the k fraction digits (a single 0 for a whole number). Twin of Swift's in-place
     * `SnapshotNumber.write`; it was a division by a power of ten read from a table per digit,
     * and a call per byte.
     */
    fun writeNumber(negative: Boolean, scaled: Long, fractionDigits: Int) {
        val digits = digitCount(scaled)
        val wholeDigits = if (digits > fractionDigits) digits - fractionDigits else 1
        val sign = if (negative) 1 else 0
        val length = sign + wholeDigits + 1 + maxOf(fractionDigits, 1)
        if (buf.size - count < length) grow(length)
        var at = count + length - 1
        var remaining = scaled
        if (fractionDigits == 0) {
            buf[at] = 0x30
            at -= 1
        } else {
            for (index in 0 until fractionDigits) {
                val quotient = remaining / 10
                buf[at] = (0x30 + (remaining - quotient * 10).toInt()).toByte()
                remaining = quotient
                at -= 1
            }
        }
        buf[at] = 0x2E
        digits(remaining, at - 1, wholeDigits)
        if (negative) buf[count] = 0x2D
        count += length
    }

    /** Writes the last `digits` decimal digits of `value` ≥ 0 (leading zeros included) ending at `last`; returns `last` + 1. */
    private fun digits(value: Long, last: Int, digits: Int): Int {
        var remaining = value
        var at = last
        for (index in 0 until digits) {
            val quotient = remaining / 10
            buf[at] = (0x30 + (remaining - quotient * 10).toInt()).toByte()
            remaining = quotient
            at -= 1
        }
        return last + 1
    }

    /** How many decimal digits `value` ≥ 0 has (1 for 0). */
    private fun digitCount(value: Long): Int {
        var digits = 1
        var power = 10L
        while (digits < 19 && value >= power) { digits += 1; power *= 10 }
        return digits
    }

    /** The bytes written, without a copy when they fill the buffer exactly. */
    fun bytes(): ByteArray = if (start == 0 && count == buf.size) buf else buf.copyOfRange(start, count)

    companion object {
        /** The digits an `Int` count has past its first: the room `startAfterRoom` leaves. */
        const val COUNT_ROOM = 9
    }

    private fun grow(needed: Int) {
        val capacity = maxOf(count + needed, if (buf.size > Int.MAX_VALUE / 2) Int.MAX_VALUE - 8 else buf.size * 2)
        buf = buf.copyOf(capacity)
    }
}
