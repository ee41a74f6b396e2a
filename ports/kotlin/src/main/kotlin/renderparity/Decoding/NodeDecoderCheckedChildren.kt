package renderparity

/*
 * Counting a container's children (`renderable`) checks each one, which finds its members, its
 * row and its props; writing them (`writeChildren`) used to find all of that again from the tape.
 * Here the shapes that checking found are kept for writing, so each child's members are gathered
 * once. Twin of `NodeDecoder+CheckedChildren.swift`.
 */

/**
 * The shapes of the children last counted at each depth, by position: one block per depth, made
 * when the walk first reaches that depth and reused for every container there. Only the first
 * `PER_CONTAINER` children of a container are kept, so memory stays a few kilobytes per depth
 * however wide a container is; the rest are gathered again when written (`reshape`), as every
 * child was before. Each block has one more shape, `SPARE`, for a node written at that depth
 * that is not kept (a root, a card's child, a child past the kept ones), so no shape is made per
 * node.
 */
internal class CheckedChildren(private val decoder: NodeDecoder) {
    /**
     * One depth's shapes, and its flags: at 0 the array whose children they are (-1: none), then
     * for each kept child 1 when it passed `check`, else 0.
     */
    class Block(val shapes: Array<NodeDecoder.Shape>, val flags: IntArray)

    private val blocks = ArrayList<Block>()

    /** The block for `depth`, made on first use. */
    fun block(depth: Int): Block {
        val at = maxOf(depth, 0)
        if (at < blocks.size) return blocks[at]
        while (blocks.size <= at) {
            val flags = IntArray(PER_CONTAINER + 1)
            flags[0] = -1
            blocks.add(Block(Array(PER_CONTAINER + 1) { decoder.Shape() }, flags))
        }
        return blocks[at]
    }

    companion object {
        const val PER_CONTAINER = 16
        const val SPARE = PER_CONTAINER
    }
}

/**
 * How many elements of `array` decode, i.e. render (§2.3: the others are dropped), found before
 * the line that states it is written, so no written line ever changes. The first shapes are kept
 * for `writeChildren` (`CheckedChildren`); `check` records each one that decodes (`checked`), so a
 * child past them is not checked again either. `depth` is the children's.
 */
internal fun NodeDecoder.renderable(array: Int, depth: Int): Int {
    val block = kept.block(depth)
    block.flags[0] = array
    var count = 0
    var element = array + 1
    for (position in 0 until document.count(array)) {
        val slot = if (position < CheckedChildren.PER_CONTAINER) position else CheckedChildren.SPARE
        val passed = check(element, block.shapes[slot]) == null
        if (passed) count += 1
        if (slot != CheckedChildren.SPARE) block.flags[1 + slot] = if (passed) 1 else 0
        element = document.next(element)
    }
    return count
}

/** Each element that decodes, in order; one that fails is dropped and reported (§2.3). */
internal fun NodeDecoder.writeChildren(array: Int, field: FieldSpec, weighting: Boolean, depth: Int) {
    val saved = path.size
    enter(field)
    val block = kept.block(depth)
    // Another array of this depth (a row's second `nodes` field) may have been counted since.
    val isKept = block.flags[0] == array
    val spare = block.shapes[CheckedChildren.SPARE]
    var element = array + 1
    for (position in 0 until document.count(array)) {
        if (diagnosing) path.add(JSONPath.Component.Index(position))
        val child: NodeDecoder.Shape?
        if (isKept && position < CheckedChildren.PER_CONTAINER) {
            child = if (block.flags[1 + position] != 0) block.shapes[position] else null
        } else {
            child = if (reshape(element, spare)) spare else null
        }
        if (child != null) {
            val weighted = weighting && (child.spec?.weightedInHStack ?: false)
            write(child, element, depth, weighted)
        } else if (diagnosing) {
            val failure = check(element, spare)
            if (failure != null) report(Diagnostic.Problem.Dropped(nodeTypeName(element), failure))
        }
        leave()
        element = document.next(element)
    }
    leaveTo(saved)
}

/**
 * The root's elements when its count comes after them (`NodeConsumer.countsLater`): each is
 * checked and, when it decodes, written at once, while its members are in the cache; returns how
 * many were written. Kotlin only. `renderable` then `writeChildren` walk them twice, and on the
 * 10 MB dashboard the first walk over the root's 12,614 children was about 6% of the time, most
 * of it the cache missing each child's members, which the second walk missed again. No
 * diagnostics: a consumer that wants them is told the count first (`countingLater`).
 */
internal fun NodeDecoder.writeCounting(array: Int, weighting: Boolean, depth: Int): Int {
    val spare = kept.block(depth).shapes[CheckedChildren.SPARE]
    var count = 0
    var element = array + 1
    for (position in 0 until document.count(array)) {
        if (check(element, spare) == null) {
            count += 1
            write(spare, element, depth, weighting && (spare.spec?.weightedInHStack ?: false))
        }
        element = document.next(element)
    }
    return count
}
