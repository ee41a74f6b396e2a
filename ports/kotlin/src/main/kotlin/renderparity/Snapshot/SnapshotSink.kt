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
internal class SnapshotSink(expectedBytes: Int = 0) : NodeConsumer {
    /** `expectedBytes`: a snapshot is about as long as its document, so the buffer rarely grows. */
    val out = SnapshotBytes(expectedBytes)

    override val wantsDiagnostics: Boolean get() = false

    override fun report(diagnostic: Diagnostic) {}

    override fun open(spec: NodeSpec, values: NodeValues, weighted: Boolean, elements: Int, depth: Int) {
        val countLead = if (spec.counted >= 0) spec.fieldArray[spec.counted].countBytes else null
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), spec.fillsWidth, weighted, countLead, elements, depth)
    }

    override fun close(spec: NodeSpec) {}

    override fun unknown(type: String, depth: Int) = SnapshotLines.unknownLine(this, type, depth)

    override fun record(spec: RecordSpec, values: NodeValues, depth: Int) {
        SnapshotLines.line(this, spec.lineBytes, spec.fieldArray, tapeValues(values), false, false, null, 0, depth)
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
internal class SnapshotBytes(expected: Int) : ByteArrayOutputStream(maxOf(32, expected)) {
    override fun write(b: Int) {
        if (count == buf.size) grow(1)
        buf[count] = b.toByte()
        count += 1
    }

    override fun write(b: ByteArray, off: Int, len: Int) {
        if (off < 0 || len < 0 || off + len > b.size || off + len < 0) throw IndexOutOfBoundsException()
        if (buf.size - count < len) grow(len)
        System.arraycopy(b, off, buf, count, len)
        count += len
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
        var digits = 1
        var power = 10L
        while (digits < 19 && value >= power) { digits += 1; power *= 10 }
        if (buf.size - count < digits) grow(digits)
        var remaining = value
        for (index in digits - 1 downTo 0) {
            buf[count + index] = (0x30 + (remaining % 10).toInt()).toByte()
            remaining /= 10
        }
        count += digits
    }

    /** The bytes written, without a copy when they fill the buffer exactly. */
    fun bytes(): ByteArray = if (count == buf.size) buf else buf.copyOf(count)

    private fun grow(needed: Int) {
        val capacity = maxOf(count + needed, if (buf.size > Int.MAX_VALUE / 2) Int.MAX_VALUE - 8 else buf.size * 2)
        buf = buf.copyOf(capacity)
    }
}
