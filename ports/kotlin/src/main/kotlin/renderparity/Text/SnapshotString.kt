package renderparity

import java.io.ByteArrayOutputStream

/**
 * Writes strings as spec §3.3 Q (always quoted) and B (bare unless that would be ambiguous).
 *
 * Twin of `Snapshot/SnapshotString.swift`. Works on UTF-8 bytes, so nothing
 * outside the escaped set is touched: non-ASCII is copied through unnormalised.
 */
object SnapshotString {
    /** Q: `"` + escaped text + `"`. */
    @JvmStatic
    fun quoted(text: String): String {
        val out = ByteArrayOutputStream()
        appendQuoted(text, out)
        return String(out.toByteArray(), Charsets.UTF_8)
    }

    /** B: bare, or Q when bare text could be misread. */
    @JvmStatic
    fun bareOrQuoted(text: String): String = if (needsQuotes(text)) quoted(text) else text

    /**
     * B is quoted when the text is empty, exactly `none` or `default`, starts or
     * ends with U+0020, or contains `"`, `\`, `=` or a control character (U+0000–U+001F, U+007F).
     */
    @JvmStatic
    fun needsQuotes(text: String): Boolean {
        val utf8 = text.toByteArray(Charsets.UTF_8)
        return needsQuotes(utf8, 0, utf8.size)
    }

    /** `needsQuotes` of the UTF-8 text `bytes[start until start + length]`. */
    @JvmStatic
    fun needsQuotes(bytes: ByteArray, start: Int, length: Int): Boolean {
        if (length == 0) return true
        if (bytes[start].toInt() == 0x20 || bytes[start + length - 1].toInt() == 0x20) return true
        if (isWord(bytes, start, length, NONE) || isWord(bytes, start, length, DEFAULT)) return true
        for (offset in start until start + length) {
            val byte = bytes[offset].toInt() and 0xFF
            if (byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0x3D) return true
        }
        return false
    }

    private fun isWord(bytes: ByteArray, start: Int, length: Int, word: ByteArray): Boolean {
        if (length != word.size) return false
        for (offset in word.indices) if (bytes[start + offset] != word[offset]) return false
        return true
    }

    private val NONE = "none".toByteArray(Charsets.US_ASCII)
    private val DEFAULT = "default".toByteArray(Charsets.US_ASCII)

    @JvmStatic
    fun appendQuoted(text: String, out: ByteArrayOutputStream) {
        val utf8 = text.toByteArray(Charsets.UTF_8)
        appendQuoted(utf8, 0, utf8.size, out)
    }

    /** Q of the UTF-8 text `bytes[start until start + length]`: a string on the tape is written without becoming a `String`. */
    @JvmStatic
    fun appendQuoted(bytes: ByteArray, start: Int, length: Int, out: ByteArrayOutputStream) {
        // The sink's own buffer: a text without escapes, nearly every one, is copied as it is checked.
        if (out is SnapshotBytes && out.quotedInPlace(bytes, start, length, false)) return
        out.write(0x22)
        // Runs of bytes that need no escape are written whole: one call per run, not per byte.
        var run = start
        for (offset in start until start + length) {
            val byte = bytes[offset].toInt() and 0xFF
            if (byte >= 0x20 && byte != 0x5C && byte != 0x22 && byte != 0x7F) continue
            if (offset > run) out.write(bytes, run, offset - run)
            run = offset + 1
            when {
                byte == 0x5C -> { out.write(0x5C); out.write(0x5C) }
                byte == 0x22 -> { out.write(0x5C); out.write(0x22) }
                byte == 0x0A -> { out.write(0x5C); out.write(0x6E) }
                byte == 0x0D -> { out.write(0x5C); out.write(0x72) }
                byte == 0x09 -> { out.write(0x5C); out.write(0x74) }
                else -> {
                    out.write(0x5C); out.write(0x75); out.write(0x30); out.write(0x30) // \u00
                    out.write(HEX_DIGITS[byte shr 4])
                    out.write(HEX_DIGITS[byte and 0xF])
                }
            }
        }
        if (start + length > run) out.write(bytes, run, start + length - run)
        out.write(0x22)
    }

    /**
     * `appendQuoted` of a string's raw bytes on a tape when it has no escapes
     * (`JSONDocument.rawLength` ≥ 0), which hold no quote, backslash or control byte
     * (`SnapshotBytes.quotedInPlace`).
     */
    @JvmStatic
    fun appendPlainQuoted(bytes: ByteArray, start: Int, length: Int, out: ByteArrayOutputStream) {
        if (out is SnapshotBytes && out.quotedInPlace(bytes, start, length, true)) return
        appendQuoted(bytes, start, length, out)
    }

    @JvmStatic
    fun appendBareOrQuoted(text: String, out: ByteArrayOutputStream) {
        val utf8 = text.toByteArray(Charsets.UTF_8)
        appendBareOrQuoted(utf8, 0, utf8.size, out)
    }

    /** B of the UTF-8 text `bytes[start until start + length]`. */
    @JvmStatic
    fun appendBareOrQuoted(bytes: ByteArray, start: Int, length: Int, out: ByteArrayOutputStream) =
        appendBareOrQuoted(bytes, start, length, out, false)

    /** `appendBareOrQuoted` of a string's raw bytes on a tape when it has no escapes, as `appendPlainQuoted`. */
    @JvmStatic
    fun appendPlainBareOrQuoted(bytes: ByteArray, start: Int, length: Int, out: ByteArrayOutputStream) =
        appendBareOrQuoted(bytes, start, length, out, true)

    private fun appendBareOrQuoted(bytes: ByteArray, start: Int, length: Int, out: ByteArrayOutputStream, plain: Boolean) {
        if (out is SnapshotBytes && !isWord(bytes, start, length, NONE) && !isWord(bytes, start, length, DEFAULT) &&
            out.bareInPlace(bytes, start, length, plain)) return
        if (needsQuotes(bytes, start, length)) appendQuoted(bytes, start, length, out) else out.write(bytes, start, length)
    }

    /** `0123456789abcdef` as bytes: lower-case hex (§3.3). */
    private val HEX_DIGITS = intArrayOf(0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66)
}
