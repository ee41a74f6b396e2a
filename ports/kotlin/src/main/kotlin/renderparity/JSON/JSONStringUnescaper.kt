package renderparity

import java.io.ByteArrayOutputStream

/**
 * Turns the raw bytes between a JSON string's quotes into UTF-8 (spec §1.1).
 *
 * Twin of `JSON/JSONStringUnescaper.swift`. Only called on strings the reader
 * has already validated, so every escape here is well formed; anything else
 * would be a reader bug, and is copied through.
 */
internal object JSONStringUnescaper {
    fun unescape(raw: ByteArray, start: Int, end: Int): ByteArray {
        val out = ByteArrayOutputStream(end - start)
        var index = start
        while (index < end) {
            val byte = raw[index].toInt() and 0xFF
            if (byte != 0x5C || index + 1 >= end) {
                out.write(byte)
                index += 1
                continue
            }
            val escape = raw[index + 1].toInt() and 0xFF
            index += 2
            when (escape) {
                0x62 -> out.write(0x08) // b
                0x66 -> out.write(0x0C) // f
                0x6E -> out.write(0x0A) // n
                0x72 -> out.write(0x0D) // r
                0x74 -> out.write(0x09) // t
                0x75 -> { // u
                    var scalar = hex4(raw, index, end)
                    index += 4
                    if (scalar in 0xD800..0xDBFF && index + 6 <= end) {
                        val low = hex4(raw, index + 2, end)
                        scalar = 0x10000 + ((scalar - 0xD800) shl 10) + (low - 0xDC00)
                        index += 6
                    }
                    appendUTF8(scalar, out)
                }
                else -> out.write(escape)
            }
        }
        return out.toByteArray()
    }

    /** The value of a hex digit (either case), or -1. */
    fun hexValue(byte: Int): Int = when (byte) {
        in 0x30..0x39 -> byte - 0x30
        in 0x61..0x66 -> byte - 0x61 + 10
        in 0x41..0x46 -> byte - 0x41 + 10
        else -> -1
    }

    private fun hex4(raw: ByteArray, at: Int, end: Int): Int {
        var value = 0
        for (offset in 0 until 4) {
            if (at + offset < end) value = (value shl 4) or Math.max(0, hexValue(raw[at + offset].toInt() and 0xFF))
        }
        return value
    }

    fun appendUTF8(scalar: Int, out: ByteArrayOutputStream) {
        when {
            scalar < 0x80 -> out.write(scalar)
            scalar < 0x800 -> {
                out.write(0xC0 or (scalar shr 6))
                out.write(0x80 or (scalar and 0x3F))
            }
            scalar < 0x10000 -> {
                out.write(0xE0 or (scalar shr 12))
                out.write(0x80 or ((scalar shr 6) and 0x3F))
                out.write(0x80 or (scalar and 0x3F))
            }
            else -> {
                out.write(0xF0 or (scalar shr 18))
                out.write(0x80 or ((scalar shr 12) and 0x3F))
                out.write(0x80 or ((scalar shr 6) and 0x3F))
                out.write(0x80 or (scalar and 0x3F))
            }
        }
    }
}

/** UTF-8 bytes that the reader has already validated, as a `String` (Swift: `String(decoding:as:)`). */
internal object Utf8 {
    fun decode(bytes: ByteArray): String = String(bytes, Charsets.UTF_8)
}

/** Upper-case hexadecimal for messages, without `String.format` or locale-dependent case mapping. */
internal object Hex {
    private const val DIGITS = "0123456789ABCDEF"

    fun upper(value: Int, minimumDigits: Int): String {
        val text = StringBuilder()
        var rest = value
        do {
            text.append(DIGITS[rest and 0xF])
            rest = rest ushr 4
        } while (rest != 0)
        while (text.length < minimumDigits) text.append('0')
        return text.reverse().toString()
    }
}
