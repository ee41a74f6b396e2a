package renderparity

/**
 * The one helper every printed untrusted string goes through. A control character (Unicode
 * category Cc: U+0000–U+001F, U+007F–U+009F) from a file could move the cursor, clear the screen
 * or forge a line; each is written as `\u00xx` (lowercase, four digits), as snapshots write them
 * (spec §3.3 Q). Twin of `ControlCharacterEscaping.swift`.
 */
object ControlCharacterEscaping {
    /** `text` with every control character escaped. */
    @JvmStatic
    fun escaped(text: String): String {
        if (text.none { isControl(it) }) return text
        val out = StringBuilder()
        for (character in text) if (isControl(character)) out.append(escape(character)) else out.append(character)
        return out.toString()
    }

    /** Each line of `lines` escaped: for multi-line text whose line breaks are ours. */
    @JvmStatic
    fun escapedLines(lines: List<String>): List<String> = lines.map { escaped(it) }

    @JvmStatic
    fun isControl(character: Char): Boolean = character < '\u0020' || character in '\u007f'..'\u009f'

    /** `\u00xx`, lowercase, four digits. */
    private fun escape(character: Char): String {
        val hex = Integer.toHexString(character - '\u0000')
        return "\\u" + "0".repeat(maxOf(0, 4 - hex.length)) + hex
    }
}
