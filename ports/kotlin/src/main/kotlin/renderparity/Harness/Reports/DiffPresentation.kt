package renderparity

/**
 * The diff block a person reads when a snapshot differs from its golden
 * (spec/diff-format.md): problems named in words, then a unified diff with both
 * line numbers, column markers and invisible characters shown, capped. The same
 * text as the Swift CLI and `expectParity`; the worked examples under
 * `spec/diff-examples/` hold the two to it. Returns lines without line breaks
 * and never prints.
 */
object DiffPresentation {
    const val DEFAULT_MAX_LINES = 200

    /** The block for two sides that differ (diff §1); `maxLines` 0 means no cap (§7). */
    fun lines(golden: ByteArray, actual: ByteArray, goldenLabel: String, maxLines: Int = DEFAULT_MAX_LINES): List<String> {
        val block = ArrayList<String>()
        block.addAll(problems(Words.golden, golden))
        block.addAll(problems(Words.actual, actual))
        val old = repairedLines(golden)
        val new = repairedLines(actual)
        if (old.size == new.size && old.indices.all { old[it].contentEquals(new[it]) }) {
            block.add(Words.noOtherDifferences)
        } else {
            block.add(Words.goldenHeader(goldenLabel))
            block.add(Words.actualHeader)
            block.addAll(hunkLines(LineDiff(old, new)))
        }
        return capped(block, maxLines)
    }

    /** Byte-level problems of one side, in the order of diff §2, worded in spec/messages.json. */
    fun problems(side: String, bytes: ByteArray): List<String> {
        if (bytes.isEmpty()) return listOf(Words.empty(side))
        val problems = ArrayList<String>()
        if (bytes.size >= 3 && byte(bytes, 0) == 0xEF && byte(bytes, 1) == 0xBB && byte(bytes, 2) == 0xBF) {
            problems.add(Words.byteOrderMark(side))
        }
        var crlf = 0
        var firstCRLF = -1
        for (index in 0 until bytes.size - 1) {
            if (byte(bytes, index) == 0x0D && byte(bytes, index + 1) == 0x0A) {
                if (crlf == 0) firstCRLF = index
                crlf += 1
            }
        }
        if (crlf > 0) problems.add(Words.crlf(side, crlf.toLong(), lineOf(bytes, firstCRLF).toLong()))
        val invalid = InvisibleCharacters.firstInvalidByte(bytes)
        if (invalid >= 0) problems.add(Words.invalidUTF8(side, lineOf(bytes, invalid).toLong()))
        if (byte(bytes, bytes.size - 1) != 0x0A) problems.add(Words.missingFinalNewline(side))
        return problems
    }

    /** Diff §3: without a leading BOM, CR LF made LF, split at LF. */
    fun repairedLines(bytes: ByteArray): List<ByteArray> {
        val bom = bytes.size >= 3 && byte(bytes, 0) == 0xEF && byte(bytes, 1) == 0xBB && byte(bytes, 2) == 0xBF
        val repaired = java.io.ByteArrayOutputStream(bytes.size)
        var index = if (bom) 3 else 0
        while (index < bytes.size) {
            if (!(byte(bytes, index) == 0x0D && index + 1 < bytes.size && byte(bytes, index + 1) == 0x0A)) repaired.write(bytes[index].toInt())
            index += 1
        }
        return LineDiff.lines(repaired.toByteArray())
    }

    /** The hunks as text (diff §4.2, §5). */
    private fun hunkLines(diff: LineDiff): List<String> {
        val width = gutterWidth(diff)
        val out = ArrayList<String>()
        for (hunk in diff.hunks) {
            out.add(Words.hunkHeader(
                hunk.goldenStart.toLong(), hunk.goldenCount.toLong(), hunk.actualStart.toLong(), hunk.actualCount.toLong()))
            var index = 0
            while (index < hunk.lines.size) {
                val line = hunk.lines[index]
                if (line is LineDiff.Line.Context) {
                    out.add(withText(pad(line.golden, width) + " " + pad(line.actual, width), "   ", display(line.text, false)))
                    index += 1
                    continue
                }
                var end = index
                while (end < hunk.lines.size && hunk.lines[end] !is LineDiff.Line.Context) end += 1
                out.addAll(changeBlock(hunk.lines.subList(index, end), width))
                index = end
            }
        }
        return out
    }

    /** One change block: removed lines, then added ones, each paired line followed by its marker (diff §5.2, §5.3). */
    private fun changeBlock(block: List<LineDiff.Line>, width: Int): List<String> {
        val removed = block.filterIsInstance<LineDiff.Line.Removed>()
        val added = block.filterIsInstance<LineDiff.Line.Added>()
        val goldenMarks = arrayOfNulls<String>(removed.size)
        val actualMarks = arrayOfNulls<String>(added.size)
        for (pair in 0 until Math.min(removed.size, added.size)) {
            val golden = InvisibleCharacters.units(removed[pair].text)
            val actual = InvisibleCharacters.units(added[pair].text)
            val change = InlineChange.of(golden, actual) ?: continue
            goldenMarks[pair] = InlineChange.marks(InvisibleCharacters.display(golden, true), change.goldenStart, change.goldenEnd)
            actualMarks[pair] = InlineChange.marks(InvisibleCharacters.display(actual, true), change.actualStart, change.actualEnd)
        }
        val marker = " ".repeat(2 * width + 4)
        val out = ArrayList<String>()
        for ((index, line) in removed.withIndex()) {
            out.add(withText(pad(line.golden, width) + " " + " ".repeat(width), " - ", display(line.text, true)))
            goldenMarks[index]?.let { out.add(marker + it) }
        }
        for ((index, line) in added.withIndex()) {
            out.add(withText(" ".repeat(width) + " " + pad(line.actual, width), " + ", display(line.text, true)))
            actualMarks[index]?.let { out.add(marker + it) }
        }
        return out
    }

    /** The gutter's field width: digits of the largest line number shown, at least 5 (diff §5.1). */
    private fun gutterWidth(diff: LineDiff): Int {
        var largest = 0
        for (hunk in diff.hunks) for (line in hunk.lines) {
            largest = Math.max(largest, when (line) {
                is LineDiff.Line.Context -> Math.max(line.golden, line.actual)
                is LineDiff.Line.Removed -> line.golden
                is LineDiff.Line.Added -> line.actual
            })
        }
        return Math.max(5, largest.toString().length)
    }

    /** An empty text ends the line right after the gutter, so no line ends in a space it did not have. */
    private fun withText(gutter: String, separator: String, text: String): String =
        if (text.length == 0) gutter + separator.trimEnd() else gutter + separator + text

    private fun display(line: ByteArray, changed: Boolean): String =
        InvisibleCharacters.display(InvisibleCharacters.units(line), changed).joinToString("")

    private fun pad(number: Int, width: Int): String = number.toString().padStart(width, ' ')

    /** Diff §7: the first `maxLines` lines and a count of the rest. */
    private fun capped(block: List<String>, maxLines: Int): List<String> {
        if (maxLines <= 0 || block.size <= maxLines) return block
        val rest = block.size - maxLines
        return block.subList(0, maxLines) + Words.capped(rest.toLong())
    }

    /** The 1-based line holding the byte at `offset`: LF bytes before it, plus one. */
    private fun lineOf(bytes: ByteArray, offset: Int): Int {
        var line = 1
        for (index in 0 until offset) if (bytes[index] == 0x0A.toByte()) line += 1
        return line
    }

    private fun byte(bytes: ByteArray, index: Int): Int = bytes[index].toInt() and 0xFF

    private val Words = Messages.Diff
}
