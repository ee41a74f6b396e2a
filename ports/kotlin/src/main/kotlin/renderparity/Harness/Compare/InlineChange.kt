package renderparity

/**
 * The changed range within a pair of lines, golden against actual, and the
 * caret line that marks it (spec/diff-format.md §5.4). Ranges count units
 * (`InvisibleCharacters.units`), half-open: `start until end`.
 */
class InlineChange(val goldenStart: Int, val goldenEnd: Int, val actualStart: Int, val actualEnd: Int) {
    companion object {
        /** The changed ranges, or null when the two lines have nothing in common (no prefix, no suffix). */
        fun of(golden: IntArray, actual: IntArray): InlineChange? {
            var prefix = 0
            while (prefix < golden.size && prefix < actual.size && golden[prefix] == actual[prefix]) prefix += 1
            var suffix = 0
            while (suffix < golden.size - prefix && suffix < actual.size - prefix &&
                golden[golden.size - 1 - suffix] == actual[actual.size - 1 - suffix]) suffix += 1
            if (prefix == 0 && suffix == 0) return null
            return InlineChange(prefix, golden.size - suffix, prefix, actual.size - suffix)
        }

        /**
         * Spaces up to the range, then one `^` per column of the range (a single `^`
         * for an empty one). A display string is as many columns as it has scalars.
         */
        fun marks(display: List<String>, start: Int, end: Int): String {
            val text = StringBuilder()
            for (index in 0 until start) text.append(" ".repeat(columns(display[index])))
            var carets = 0
            for (index in start until end) carets += columns(display[index])
            text.append("^".repeat(Math.max(1, carets)))
            return text.toString()
        }

        private fun columns(text: String): Int = text.codePointCount(0, text.length)
    }
}
