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
    /**
     * By slot: the name's first 8 bytes, little-endian, xored with quotes and 0 past its end (as
     * `JSONScanner.shortKey` reads a key). An empty slot's has a 0 byte below one that is not,
     * which no key's has.
     */
    val heads: LongArray
    /** By slot: the name's bytes 8 to 15, so xored, 0 past its end. */
    val middles: LongArray
    /** By slot: the name's position among the names (its `FieldID`). */
    val positions: IntArray
    val multiplier: Long
    val shift: Int
    /**
     * Whether every name is in the table (at most 64, each of at most 16 plain bytes, all placed):
     * a string of at most 16 bytes without escapes that is in no slot is then none of the names
     * (`JSONScanner.valuePosition`). Kotlin only.
     */
    val holdsAll: Boolean

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
        holdsAll = placed && eligible.size == names.size
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

        /** A quote in each byte of a word: a key's bytes are xored with it, so its closing quote is a 0 byte. */
        const val QUOTES = 0x2222222222222222L
        private const val ONES = 0x0101010101010101L
        private const val HIGH_BITS = -0x7f7f7f7f7f7f7f80L // 0x8080808080808080

        /** The high bit of each 0 byte of `word`, among other bits above the lowest, which is exact. */
        fun zeroBytes(word: Long): Long = (word - ONES) and word.inv() and HIGH_BITS

        /** The bytes below the lowest flagged byte of `flags` (`zeroBytes`), all ones. */
        fun bytesBelow(flags: Long): Long = ((flags and -flags) ushr 7) - 1

        /** Up to 8 bytes of `name` from `from`, little-endian, each xored with a quote, 0 past its end. */
        private fun word(name: ByteArray, from: Int): Long {
            var word = 0L
            for (offset in from until minOf(name.size, from + 8)) {
                word = word or (((name[offset].toLong() xor JSONScanner.QUOTE.toLong()) and 0xFF) shl (8 * (offset - from)))
            }
            return word
        }
    }
}

/**
 * A key of at most 16 plain bytes that `table` holds: its entry added, `position` past its
 * closing quote, and its position among the names returned. Any other key, and any key fewer
 * than 17 bytes from the input's end: -1, and nothing read (`scanString` reads it, and finds
 * every failure).
 *
 * Why: the key is read as two words (`JSONScanner.wordAt`), not byte by byte, and only its
 * closing quote is searched for, as Swift's `shortName` does: the bytes up to it, xored with
 * quotes and zero past it, are matched against the table's names, which are plain, so a match
 * is a plain string and nothing else about the key needs checking. No two byte strings without
 * a quote have the same words so, whatever other bytes (a 0 included) they hold. Building the
 * words a byte at a time was the reader's largest share of the time.
 */
internal fun JSONScanner.shortKey(table: ShortNameTable): Int {
    val start = position + 1
    // Both words and the byte after them (a closing quote after 16 bytes) are in the input.
    if (start > buffer.size - 17) return -1
    val head = wordAt(start) xor ShortNameTable.QUOTES
    val headEnds = ShortNameTable.zeroBytes(head)
    val count: Int
    val key: Long
    val middle: Long
    if (headEnds != 0L) {
        count = java.lang.Long.numberOfTrailingZeros(headEnds) ushr 3
        key = head and ShortNameTable.bytesBelow(headEnds)
        middle = 0L
    } else {
        val second = wordAt(start + 8) xor ShortNameTable.QUOTES
        val middleEnds = ShortNameTable.zeroBytes(second)
        if (middleEnds == 0L) {
            if (buffer[start + 16].toInt() != JSONScanner.QUOTE) return -1
            count = 16
            middle = second
        } else {
            count = 8 + (java.lang.Long.numberOfTrailingZeros(middleEnds) ushr 3)
            middle = second and ShortNameTable.bytesBelow(middleEnds)
        }
        key = head
    }
    val slot = table.slot(key, middle)
    if (table.heads[slot] != key || table.middles[slot] != middle) return -1
    position = start + count + 1
    tape.add(JSONDocument.Kind.STRING, false, count, start.toLong())
    return table.positions[slot]
}

/**
 * The position among `names` of the string value the reader has just added at tape index
 * `index` (a node's type or a case, `JSONScanner.readValue`), found as `shortKey` finds a key:
 * its bytes, at most 16 without escapes, as two words xored with quotes and 0 past its end,
 * in one slot of the names' table. A value in no slot is none of the names when the table
 * holds them all; any other value is found by the name index. Kotlin only: about 200,000 values
 * of the 10 MB dashboard are stamped so, each compared a byte at a time by the name index.
 */
internal fun JSONScanner.valuePosition(names: NameIndex, index: Int): Int {
    val count = tape.count(index)
    val start = tape.payload(index).toInt()
    // No escapes: no quote among the bytes, so equal words are equal strings (see `shortKey`).
    if (count <= 16 && start <= buffer.size - 16 && !tape.hasEscapes(index)) {
        val table = names.shortNames
        val head = (wordAt(start) xor ShortNameTable.QUOTES) and lowBytes(count)
        val middle = if (count > 8) (wordAt(start + 8) xor ShortNameTable.QUOTES) and lowBytes(count - 8) else 0L
        val slot = table.slot(head, middle)
        if (table.heads[slot] == head && table.middles[slot] == middle) return table.positions[slot]
        if (table.holdsAll) return -1
    }
    return names.find(buffer, tape, index)
}

/** The low `count` bytes of a word all ones (all of them from 8 up). */
private fun lowBytes(count: Int): Long = if (count >= 8) -1L else (1L shl (8 * count)) - 1
