package renderparity

/**
 * What `NodeDecoder.check` found for each node it passed, by tape index: the node's row, or that
 * its `type` is one the vocabulary does not define. Twin of `CheckedNodes.swift`, which keeps a
 * byte per tape entry; here a `Short`, because a vocabulary may have 1,000 node types
 * (spec/vocabulary.md §6), more than a byte numbers. A node is checked before it is written (a
 * container's children all before its line, which states how many render) and looked at again
 * when it is written, without checking it or matching its `type` a second time.
 */
internal class CheckedNodes(capacity: Int, reusing: ShortArray? = null) {
    /**
     * 0: not passed (not checked, or failed); -1: passed with an unknown type; else the row + 1.
     * A reused array (`RunBuffers`) is cleared as far as this tape reaches.
     */
    internal val entries: ShortArray =
        reusing?.takeIf { it.size >= capacity }?.also { java.util.Arrays.fill(it, 0, maxOf(0, capacity), 0) } ?: ShortArray(maxOf(0, capacity))

    /** Records that the node at `index` passed, of the row at `row` (null: an unknown type). */
    fun passed(index: Int, row: Int?) {
        if (index !in entries.indices) return
        entries[index] = if (row == null) UNKNOWN_TYPE else (row + 1).toShort()
    }

    /** NOT_PASSED, UNKNOWN_TYPE_FOUND, or the row. Indices outside the capacity were never passed. */
    fun found(index: Int): Int {
        if (index !in entries.indices) return NOT_PASSED
        return when (val entry = entries[index]) {
            0.toShort() -> NOT_PASSED
            UNKNOWN_TYPE -> UNKNOWN_TYPE_FOUND
            else -> entry.toInt() - 1
        }
    }

    companion object {
        private const val UNKNOWN_TYPE: Short = -1
        const val NOT_PASSED = -1
        const val UNKNOWN_TYPE_FOUND = -2
    }
}
