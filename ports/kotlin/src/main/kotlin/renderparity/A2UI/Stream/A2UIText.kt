package renderparity

/**
 * The text forms the adapter writes (spec/a2ui.md §5.3): JSON as `JSON.stringify` writes it
 * (members in the order received, numbers as JavaScript prints them, no spaces), and a
 * value converted to a string for `formatString` and for a string property bound to a
 * number or boolean. One form for every port, so that no platform's number formatting shows.
 * Twin of `A2UIText.swift`.
 */
object A2UIText {
    private const val TWO_TO_THE_53 = 9_007_199_254_740_992.0

    /**
     * A number as JavaScript's `String(n)` writes it for the values JSON holds: an integral
     * value without a fraction (`3`, `-12`), others in the shortest round-trip digits laid out
     * positionally (`2.5`, `0.0000001`), never with an exponent.
     */
    @JvmStatic
    fun number(value: Double): String {
        if (value != Math.floor(value)) return SnapshotNumber.format(value)
        if (Math.abs(value) < TWO_TO_THE_53) return value.toLong().toString()
        // Integral past 2^53 (`1e21`): N's digits without its `.0`, still without an exponent (§5.3).
        return SnapshotNumber.format(value).removeSuffix(".0")
    }

    /**
     * The string a value converts to (protocol "Type conversion"): strings as they are, numbers
     * and booleans in their standard form, null as the empty string, arrays and objects as JSON.
     */
    @JvmStatic
    fun converted(value: A2UIValue): String = when (value) {
        is A2UIValue.Null -> ""
        is A2UIValue.Str -> value.value
        is A2UIValue.Bool -> if (value.value) "true" else "false"
        is A2UIValue.Number -> number(value.value)
        is A2UIValue.Arr, is A2UIValue.Obj -> json(value)
    }

    /** Compact JSON text of `value`, members in the order received. */
    @JvmStatic
    fun json(value: A2UIValue): String {
        val out = StringBuilder()
        writeJSON(value, out)
        return out.toString()
    }

    /** Recursion is bounded by the reader's nesting limit: every value came from a read document. */
    fun writeJSON(value: A2UIValue, out: StringBuilder) {
        when (value) {
            is A2UIValue.Null -> out.append("null")
            is A2UIValue.Bool -> out.append(if (value.value) "true" else "false")
            is A2UIValue.Number -> out.append(number(value.value))
            is A2UIValue.Str -> out.append(quoted(value.value))
            is A2UIValue.Arr -> {
                out.append('[')
                for ((position, element) in value.elements.withIndex()) {
                    if (position > 0) out.append(',')
                    writeJSON(element, out)
                }
                out.append(']')
            }
            is A2UIValue.Obj -> {
                out.append('{')
                for ((position, member) in value.members.members.withIndex()) {
                    if (position > 0) out.append(',')
                    out.append(quoted(member.first)).append(':')
                    writeJSON(member.second, out)
                }
                out.append('}')
            }
        }
    }

    /**
     * A JSON string literal: `"` and `\` escaped, control characters as
     * `JSON.stringify` writes them (`\n`, `\t`, `\b`, `\f`, `\r`, else `\u00XX`).
     */
    @JvmStatic
    fun quoted(text: String): String {
        val out = StringBuilder(text.length + 2)
        out.append('"')
        for (character in text) {
            when (character) {
                '"' -> out.append("\\\"")
                '\\' -> out.append("\\\\")
                '\n' -> out.append("\\n")
                '\r' -> out.append("\\r")
                '\t' -> out.append("\\t")
                '\b' -> out.append("\\b")
                '\u000C' -> out.append("\\f")
                else -> if (character < ' ') {
                    val hex = Integer.toHexString(character - '\u0000')
                    out.append("\\u").append("0".repeat(4 - hex.length)).append(hex)
                } else {
                    out.append(character)
                }
            }
        }
        return out.append('"').toString()
    }
}
