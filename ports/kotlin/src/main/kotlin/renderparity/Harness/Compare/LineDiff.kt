package renderparity

/**
 * A line diff of a golden against an actual snapshot, as hunks with 3 lines of
 * context and the line numbers of both sides (spec/diff-format.md §4). Twin of
 * `Sources/RenderParityHarness/Compare/LineDiff.swift`.
 *
 * Lines are compared as bytes; the caller repairs and splits the sides first
 * (diff §3, `DiffPresentation.repairedLines`). The edit script is Myers' shortest
 * one; past `MAXIMUM_EDIT_DISTANCE` (huge, unrelated files) the middle is shown as
 * removed then added, which is still a correct diff, only not the shortest.
 */
class LineDiff(golden: List<ByteArray>, actual: List<ByteArray>) {
    sealed class Line {
        class Context(val golden: Int, val actual: Int, val text: ByteArray) : Line()
        class Removed(val golden: Int, val text: ByteArray) : Line()
        class Added(val actual: Int, val text: ByteArray) : Line()
    }

    /** 1-based first line and line count on each side, as in `@@ -a,b +c,d @@` (diff §4.2). */
    class Hunk(val goldenStart: Int, val goldenCount: Int, val actualStart: Int, val actualCount: Int, val lines: List<Line>)

    val hunks: List<Hunk>

    init {
        val ids = HashMap<String, Int>()
        // Each distinct line gets a number, so the algorithm compares Ints; ISO-8859-1 keeps every byte as one char.
        fun number(line: ByteArray): Int = ids.getOrPut(String(line, Charsets.ISO_8859_1)) { ids.size }
        val old = IntArray(golden.size) { number(golden[it]) }
        val new = IntArray(actual.size) { number(actual[it]) }
        hunks = hunks(removalsFirst(editScript(old, new)), golden, actual)
    }

    private enum class Edit { KEEP, DELETE, INSERT }

    companion object {
        const val CONTEXT_LINES = 3
        const val MAXIMUM_EDIT_DISTANCE = 1000

        /** Splits at LF (diff §3 step 3): a final LF does not start another line; empty input has none. */
        fun lines(bytes: ByteArray): List<ByteArray> {
            val lines = ArrayList<ByteArray>()
            var start = 0
            for (index in bytes.indices) {
                if (bytes[index] == 0x0A.toByte()) {
                    lines.add(bytes.copyOfRange(start, index))
                    start = index + 1
                }
            }
            if (start < bytes.size) lines.add(bytes.copyOfRange(start, bytes.size))
            return lines
        }
    }

    private fun editScript(old: IntArray, new: IntArray): List<Edit> {
        var prefix = 0
        while (prefix < old.size && prefix < new.size && old[prefix] == new[prefix]) prefix += 1
        var suffix = 0
        while (suffix < old.size - prefix && suffix < new.size - prefix && old[old.size - 1 - suffix] == new[new.size - 1 - suffix]) suffix += 1
        val a = old.copyOfRange(prefix, old.size - suffix)
        val b = new.copyOfRange(prefix, new.size - suffix)
        val middle = myers(a, b) ?: (List(a.size) { Edit.DELETE } + List(b.size) { Edit.INSERT })
        return List(prefix) { Edit.KEEP } + middle + List(suffix) { Edit.KEEP }
    }

    /** Myers' O((N+M)·D) algorithm, keeping each round's frontier to walk back the path (diff §4.1 step 2). */
    private fun myers(a: IntArray, b: IntArray): List<Edit>? {
        val n = a.size
        val m = b.size
        val limit = Math.min(n + m, MAXIMUM_EDIT_DISTANCE)
        val offset = limit + 1
        val frontier = IntArray(2 * limit + 3)
        val trace = ArrayList<IntArray>()
        for (d in 0..limit) {
            trace.add(frontier.copyOf())
            var k = -d
            while (k <= d) {
                var x = if (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    frontier[offset + k + 1] else frontier[offset + k - 1] + 1
                var y = x - k
                while (x < n && y < m && a[x] == b[y]) { x += 1; y += 1 }
                frontier[offset + k] = x
                if (x >= n && y >= m) return backtrack(trace, offset, n, m)
                k += 2
            }
        }
        return null
    }

    private fun backtrack(trace: List<IntArray>, offset: Int, n: Int, m: Int): List<Edit> {
        val edits = ArrayList<Edit>()
        var x = n
        var y = m
        for (d in trace.size - 1 downTo 0) {
            val frontier = trace[d]
            val k = x - y
            val previousK = if (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) k + 1 else k - 1
            val previousX = if (d == 0) 0 else frontier[offset + previousK]
            val previousY = previousX - previousK
            while (x > previousX && y > previousY) { edits.add(Edit.KEEP); x -= 1; y -= 1 }
            if (d > 0) edits.add(if (x == previousX) Edit.INSERT else Edit.DELETE)
            x = previousX
            y = previousY
        }
        edits.reverse()
        return edits
    }

    /** Within each run of changes, all removals first, then all insertions (diff §4.1 step 4). */
    private fun removalsFirst(script: List<Edit>): List<Edit> {
        val ordered = ArrayList<Edit>(script.size)
        var index = 0
        while (index < script.size) {
            if (script[index] == Edit.KEEP) { ordered.add(Edit.KEEP); index += 1; continue }
            var end = index
            while (end < script.size && script[end] != Edit.KEEP) end += 1
            val run = script.subList(index, end)
            ordered.addAll(run.filter { it == Edit.DELETE })
            ordered.addAll(run.filter { it == Edit.INSERT })
            index = end
        }
        return ordered
    }

    private fun hunks(script: List<Edit>, old: List<ByteArray>, new: List<ByteArray>): List<Hunk> {
        val lines = ArrayList<Line>(script.size)
        var o = 0
        var n = 0
        for (edit in script) {
            when (edit) {
                Edit.KEEP -> { lines.add(Line.Context(o + 1, n + 1, old[o])); o += 1; n += 1 }
                Edit.DELETE -> { lines.add(Line.Removed(o + 1, old[o])); o += 1 }
                Edit.INSERT -> { lines.add(Line.Added(n + 1, new[n])); n += 1 }
            }
        }
        val changed = lines.indices.filter { lines[it] !is Line.Context }
        val hunks = ArrayList<Hunk>()
        var start = 0
        // Golden and actual lines before the next hunk, counted once over the whole script.
        var counted = 0
        var goldenBefore = 0
        var actualBefore = 0
        while (start < changed.size) {
            var end = start
            while (end + 1 < changed.size && changed[end + 1] - changed[end] <= 2 * CONTEXT_LINES + 1) end += 1
            val lower = Math.max(0, changed[start] - CONTEXT_LINES)
            val upper = Math.min(lines.size, changed[end] + CONTEXT_LINES + 1)
            for (line in lines.subList(counted, lower)) {
                if (line !is Line.Added) goldenBefore += 1
                if (line !is Line.Removed) actualBefore += 1
            }
            counted = lower
            hunks.add(hunk(lines.subList(lower, upper).toList(), goldenBefore, actualBefore))
            start = end + 1
        }
        return hunks
    }

    private fun hunk(slice: List<Line>, goldenBefore: Int, actualBefore: Int): Hunk {
        val goldenCount = slice.count { it !is Line.Added }
        val actualCount = slice.count { it !is Line.Removed }
        return Hunk(if (goldenCount == 0) goldenBefore else goldenBefore + 1, goldenCount,
                    if (actualCount == 0) actualBefore else actualBefore + 1, actualCount, slice)
    }
}
