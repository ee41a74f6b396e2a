package renderparity

/**
 * How a diff shows a line (spec/diff-format.md §6): the line's units, and the
 * display string of each, so that what cannot be seen, or would rewrite the
 * terminal line, is named instead. Which characters those are, and how they are
 * shown, is spec/messages.json's (`Messages.Diff`).
 *
 * A unit is an Int: a Unicode scalar (≥ 0), or an invalid byte `b` as `-1 - b`
 * (§6.1), which `isInvalidByte` and `invalidByte` read back.
 */
object InvisibleCharacters {
    /** Decodes `bytes` into units from left to right (diff §6.1). */
    fun units(bytes: ByteArray): IntArray {
        val units = IntArray(bytes.size)
        var count = 0
        var index = 0
        while (index < bytes.size) {
            val length = wellFormedLength(bytes, index)
            if (length == 0) {
                units[count] = -1 - byteAt(bytes, index)
                index += 1
            } else {
                units[count] = scalar(bytes, index, length)
                index += length
            }
            count += 1
        }
        return units.copyOf(count)
    }

    /** The offset of the first byte that is not part of well-formed UTF-8, or -1. */
    fun firstInvalidByte(bytes: ByteArray): Int {
        var index = 0
        while (index < bytes.size) {
            val length = wellFormedLength(bytes, index)
            if (length == 0) return index
            index += length
        }
        return -1
    }

    fun isInvalidByte(unit: Int): Boolean = unit < 0

    fun invalidByte(unit: Int): Int = -1 - unit

    /**
     * Each unit's display string (diff §6.2). `changed` is true on removed and
     * added lines, where tabs, trailing spaces and invisible scalars are shown too.
     */
    fun display(units: IntArray, changed: Boolean): List<String> {
        var trailing = units.size
        while (changed && trailing > 0 && units[trailing - 1] == 0x20) trailing -= 1
        return units.mapIndexed { index, unit ->
            when {
                isInvalidByte(unit) -> Messages.Diff.invalidByte(hex(invalidByte(unit), 2))
                unit == 0x0D -> Messages.Diff.carriageReturn
                Messages.Diff.isAlwaysEscaped(unit) -> codePoint(unit)
                !changed -> asText(unit)
                unit == 0x09 -> Messages.Diff.tab
                unit == 0x20 && index >= trailing -> Messages.Diff.trailingSpace
                Messages.Diff.isInvisible(unit) -> codePoint(unit)
                else -> asText(unit)
            }
        }
    }

    /** `<U+XXXX>`: uppercase hexadecimal, at least four digits. */
    private fun codePoint(scalar: Int): String = Messages.Diff.codePoint(hex(scalar, 4))

    private fun hex(value: Int, minimumDigits: Int): String {
        val digits = StringBuilder()
        var rest = value
        while (rest > 0 || digits.length < minimumDigits) {
            digits.append("0123456789ABCDEF"[rest and 0xF])
            rest = rest ushr 4
        }
        return digits.reverse().toString()
    }

    private fun asText(scalar: Int): String = String(Character.toChars(scalar))

    private fun byteAt(bytes: ByteArray, index: Int): Int = bytes[index].toInt() and 0xFF

    /** The length of the well-formed UTF-8 sequence at `index` (Unicode Table 3-7), or 0. */
    private fun wellFormedLength(bytes: ByteArray, index: Int): Int {
        val first = byteAt(bytes, index)
        fun inRange(offset: Int, low: Int, high: Int): Boolean =
            index + offset < bytes.size && byteAt(bytes, index + offset) in low..high
        return when (first) {
            in 0x00..0x7F -> 1
            in 0xC2..0xDF -> if (inRange(1, 0x80, 0xBF)) 2 else 0
            0xE0 -> if (inRange(1, 0xA0, 0xBF) && inRange(2, 0x80, 0xBF)) 3 else 0
            0xED -> if (inRange(1, 0x80, 0x9F) && inRange(2, 0x80, 0xBF)) 3 else 0
            in 0xE1..0xEF -> if (inRange(1, 0x80, 0xBF) && inRange(2, 0x80, 0xBF)) 3 else 0
            0xF0 -> if (inRange(1, 0x90, 0xBF) && inRange(2, 0x80, 0xBF) && inRange(3, 0x80, 0xBF)) 4 else 0
            in 0xF1..0xF3 -> if (inRange(1, 0x80, 0xBF) && inRange(2, 0x80, 0xBF) && inRange(3, 0x80, 0xBF)) 4 else 0
            0xF4 -> if (inRange(1, 0x80, 0x8F) && inRange(2, 0x80, 0xBF) && inRange(3, 0x80, 0xBF)) 4 else 0
            else -> 0
        }
    }

    private fun scalar(bytes: ByteArray, index: Int, length: Int): Int {
        val first = byteAt(bytes, index)
        var value = when (length) { 1 -> first; 2 -> first and 0x1F; 3 -> first and 0x0F; else -> first and 0x07 }
        for (offset in 1 until length) value = (value shl 6) or (byteAt(bytes, index + offset) and 0x3F)
        return value
    }
}
