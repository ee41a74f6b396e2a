package renderparity

/**
 * The reader's table for its common member names (`JSONScanner.readKey`): each of a name set's
 * first 64 names of at most 16 plain bytes (no quote, backslash, control or non-ASCII byte),
 * with its position, found by the name's bytes as two words, as `JSONScanner.shortKey` reads a
 * key. Twin of `ShortNameTable.swift`.
 *
 * Why: the name index (`NameIndex`) answers any name, after the string scan, through the name's
 * length and first byte and a byte comparison; for the names nearly every member of a document
 * has, the key is read once, its words built as it is scanned, and one slot answers. Plain
 * bytes are never 0, so two keys of at most 16 plain bytes have the same words only if they are
 * equal. A name the table could not place without a collision is left out: the reader then
 * reads it as any other name, by the name index. Immutable once built.
 */
internal class ShortNameTable(names: List<ByteArray>) {
    /** By slot: the name's first 8 bytes, little-endian, 0 past its end. An empty slot's has a 0 byte below one that is not, which no key's has. */
    val heads: LongArray
    /** By slot: the name's bytes 8 to 15, 0 past its end. */
    val middles: LongArray
    /** By slot: the name's position among the names (its `FieldID`). */
    val positions: IntArray
    val multiplier: Long
    val shift: Int

    init {
        // (position, head, middle) of each name the table may hold.
        val eligible = ArrayList<LongArray>()
        for ((position, name) in names.take(64).withIndex()) {
            if (name.size > 16 || name.any { !isPlain(it.toInt()) }) continue
            eligible.add(longArrayOf(position.toLong(), word(name, 0), word(name, 8)))
        }
        // Eight slots a name: a multiplier then places n names without a collision with a chance
        // of about e^(-n/16), so one of those tried nearly always does (as in Swift).
        var bits = 4
        while ((1 shl bits) < 8 * eligible.size) bits += 1
        shift = 64 - bits
        heads = LongArray(1 shl bits)
        middles = LongArray(1 shl bits)
        positions = IntArray(1 shl bits)
        /** Places the names by `multiplier`, each in its slot if it is free; whether all were. */
        fun place(by: Long, stoppingAtACollision: Boolean): Boolean {
            heads.fill(EMPTY)
            var placedAll = true
            for (name in eligible) {
                val slot = slot(name[1], name[2], by, shift)
                if (heads[slot] != EMPTY) {
                    placedAll = false
                    if (stoppingAtACollision) break else continue
                }
                heads[slot] = name[1]
                middles[slot] = name[2]
                positions[slot] = name[0].toInt()
            }
            return placedAll
        }
        var candidate = 0L
        var placed = false
        for (attempt in 0 until ATTEMPTS) {
            candidate += STEP
            placed = place(candidate, true)
            if (placed) break
        }
        // None placed them all: the first multiplier's slots, a name whose slot is taken left out.
        if (!placed) {
            candidate = STEP
            place(candidate, false)
        }
        multiplier = candidate
    }

    /** The slot of a key read by `JSONScanner.shortKey`; its name may be another (compare the words). */
    fun slot(head: Long, middle: Long): Int = slot(head, middle, multiplier, shift)

    companion object {
        /** How many multipliers are tried for a placement without collisions. */
        const val ATTEMPTS = 512
        private const val STEP = -0x61c8864680b583ebL // 0x9E3779B97F4A7C15
        /** An empty slot's head: a 0 byte below 0xFF, which no key's words have. */
        const val EMPTY = 0xFF00L

        /** The words' sum: the middle is 0 for most names; two names whose sums tie leave one to the name index. */
        fun slot(head: Long, middle: Long, multiplier: Long, shift: Int): Int = (((head + middle) * multiplier) ushr shift).toInt()

        /** Whether a string byte (read signed) needs nothing checked: ASCII from the space up, not a quote or a backslash. */
        fun isPlain(byte: Int): Boolean = byte >= 0x20 && byte != JSONScanner.QUOTE && byte != JSONScanner.BACKSLASH

        /** Up to 8 bytes of `name` from `from`, little-endian, 0 past its end. */
        private fun word(name: ByteArray, from: Int): Long {
            var word = 0L
            for (offset in from until minOf(name.size, from + 8)) word = word or ((name[offset].toLong() and 0xFF) shl (8 * (offset - from)))
            return word
        }
    }
}

/**
 * A key of at most 16 plain bytes that `table` holds: its entry added, `position` past its
 * closing quote, and its position among the names returned. Any other key: -1, and nothing
 * read (`scanString` reads it, and finds every failure). Its words are built as it is scanned.
 */
internal fun JSONScanner.shortKey(table: ShortNameTable): Int {
    val bytes = buffer
    val start = position + 1
    val end = minOf(bytes.size, start + 17)
    var index = start
    var head = 0L
    var middle = 0L
    while (index < end) {
        val byte = bytes[index].toInt()
        if (byte == JSONScanner.QUOTE) {
            val slot = table.slot(head, middle)
            if (table.heads[slot] != head || table.middles[slot] != middle) return -1
            position = index + 1
            tape.add(JSONDocument.Kind.STRING, false, index - start, start.toLong())
            return table.positions[slot]
        }
        if (byte < 0x20 || byte == JSONScanner.BACKSLASH) return -1
        val offset = index - start
        if (offset < 8) head = head or (byte.toLong() shl (8 * offset)) else middle = middle or (byte.toLong() shl (8 * offset - 64))
        index += 1
    }
    return -1
}
