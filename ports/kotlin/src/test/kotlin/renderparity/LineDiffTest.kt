package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The edit script and the hunks (spec/diff-format.md §4), beyond what the worked examples show. */
class LineDiffTest {
    private fun lines(vararg texts: String): List<ByteArray> = texts.map { utf8(it) }

    private fun kinds(diff: LineDiff): List<String> = diff.hunks.flatMap { hunk ->
        hunk.lines.map { line ->
            when (line) {
                is LineDiff.Line.Context -> "=" + String(line.text, Charsets.UTF_8)
                is LineDiff.Line.Removed -> "-" + String(line.text, Charsets.UTF_8)
                is LineDiff.Line.Added -> "+" + String(line.text, Charsets.UTF_8)
            }
        }
    }

    @Test
    fun removedLinesComeFirstInAChangeBlock() {
        assertEquals(listOf("-a", "-b", "+c", "+d"), kinds(LineDiff(lines("a", "b"), lines("c", "d"))))
    }

    @Test
    fun anEmptySideCountsTheLinesBefore() {
        val hunk = LineDiff(lines(), lines("x")).hunks.single()
        assertEquals(listOf(0, 0, 1, 1), listOf(hunk.goldenStart, hunk.goldenCount, hunk.actualStart, hunk.actualCount))
    }

    @Test
    fun changesAtMostSevenApartShareAHunk() {
        val golden = (1..20).map { "line $it" }
        fun without(vararg numbers: Int) = golden.filterIndexed { index, _ -> (index + 1) !in numbers }
        assertEquals(1, LineDiff(lines(*golden.toTypedArray()), lines(*without(1, 8).toTypedArray())).hunks.size)
        assertEquals(2, LineDiff(lines(*golden.toTypedArray()), lines(*without(1, 9).toTypedArray())).hunks.size)
    }

    @Test
    fun pastTheEditLimitTheMiddleIsRemovedThenAdded() {
        val golden = (1..600).map { "g$it" } + "common" + (1..600).map { "h$it" }
        val actual = (1..600).map { "a$it" } + "common" + (1..600).map { "b$it" }
        val shown = kinds(LineDiff(lines(*golden.toTypedArray()), lines(*actual.toTypedArray())))
        assertTrue("no line is kept as context", shown.none { it.startsWith("=") })
        assertEquals(golden.map { "-$it" } + actual.map { "+$it" }, shown)
    }

    @Test
    fun withinTheLimitACommonLineIsKept() {
        val golden = (1..300).map { "g$it" } + "common" + (1..300).map { "h$it" }
        val actual = (1..100).map { "a$it" } + "common" + (1..100).map { "b$it" }
        assertTrue(kinds(LineDiff(lines(*golden.toTypedArray()), lines(*actual.toTypedArray()))).contains("=common"))
    }
}
