package renderparity

/**
 * The resolved values of one node's fields, in row order (`ResolvedValue` kinds and payloads),
 * made once per decoder with the vocabulary's widest row and filled in place for every node, so
 * decoding allocates nothing per node. A node's values are read only while its line is told to
 * the consumer (`NodeConsumer.open`), before anything it holds is decoded into the same space.
 * Twin of `NodeValues.swift` (and its `ValueScratch`).
 */
internal class NodeValues(val document: JSONDocument, capacity: Int) {
    val kinds = IntArray(maxOf(capacity, 1))
    val payloads = LongArray(maxOf(capacity, 1))
    /**
     * A record's members by field position, each its record's tape index in the upper half and
     * the member's value index in the lower (`NodeDecoder.gatherRecord`): Swift's `ValueScratch.members`.
     */
    val members = LongArray(maxOf(capacity, 1))

    fun set(position: Int, kind: Int, payload: Long) {
        kinds[position] = kind
        payloads[position] = payload
    }

    fun kind(position: Int): Int = if (position in kinds.indices) kinds[position] else ResolvedValue.ABSENT

    fun number(position: Int): Double = java.lang.Double.longBitsToDouble(payloads[position])

    fun index(position: Int): Int = payloads[position].toInt()

    /** The strings of a `TEXTS` value; none when absent or unusable. */
    fun texts(position: Int): List<String> {
        if (kind(position) != ResolvedValue.TEXTS || payloads[position] < 0) return emptyList()
        return document.elements(index(position)).map { document.string(it.value) }
    }
}
