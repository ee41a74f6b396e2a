package renderparity

/*
 * The reader's fast path: the grammar, limits and tape of `run` (spec §1.1, §1.2) for a document
 * it accepts, and false for anything else, which `JSONReader.read` then reads again with `run`
 * for its exact failure. Twin of `JSON/JSONScanner+FastPath.swift`.
 *
 * Why a second walk over the structure: `run` keeps, for every value, what a failure would need
 * (each open container's `Frame`, its current key for a duplicate's path, a depth or duplicate
 * failure held until the end because a later syntax error outranks it), and reads each value and
 * name in a call of its own (`readValue`, `readKey`), both over the JIT's size for inlining.
 * Nearly every document a renderer reads is valid, and a valid document's only result is its
 * tape. This walk keeps nothing for failures: it stops at the first thing `run` would reject or
 * report, and at what it leaves to `run` (nesting past the depth limit, a repeated name, a
 * container past the count limit), and says so with false. Names, strings and numbers are read
 * by `run`'s own code (`shortKey`, `scanString`, `scanNumber`, `literal`), whose failures end
 * the walk, so only the structure is walked twice. `ReaderPathsTest` holds the two walks equal:
 * the same tape on every document `run` accepts, and nothing accepted that `run` rejects.
 */

/**
 * Reads the whole document onto `tape` when `run` would accept it; false when `run` must read
 * it (the tape is then left part-written, for `run` to write over).
 */
internal fun JSONScanner.readFast(): Boolean {
    val bytes = buffer
    // The open containers, innermost at `top` (-1: none): each one's tape index, member count,
    // whether it is an object, its recognised fields among the first 64 (a bit each), and
    // whether its tracker for the other names has been cleared for it.
    val entries = IntArray(JSONReader.MAXIMUM_DEPTH)
    val counts = IntArray(JSONReader.MAXIMUM_DEPTH)
    val objects = BooleanArray(JSONReader.MAXIMUM_DEPTH)
    val fieldsSeen = LongArray(JSONReader.MAXIMUM_DEPTH)
    val trackersCleared = BooleanArray(JSONReader.MAXIMUM_DEPTH)
    val trackers = arrayOfNulls<DuplicateKeyTracker>(JSONReader.MAXIMUM_DEPTH)
    var top = -1
    // Whether the innermost container is an object (`objects[top]`, false at the top level), in
    // a local: read for every value and after it.
    var inObject = false
    if (bytes.size >= 3 && byteAt(0) == 0xEF && byteAt(1) == 0xBB && byteAt(2) == 0xBF) position = 3
    // The field the innermost object's current member name is, or -1: a string value is stamped
    // by it (`stampValue`). Only read in an object, where a name comes before every value.
    var field = -1
    // Whether a member name comes before the next value (after `{` or an object's comma).
    var readsName = false
    try {
        document@ while (true) {
            if (readsName) {
                skipWhitespace()
                if (position >= bytes.size || bytes[position].toInt() != JSONScanner.QUOTE) return false
                val keyIndex = tape.size
                val table = shortNames
                field = if (table != null) shortKey(table) else -1
                if (field < 0) {
                    scanString()
                    field = names?.find(bytes, tape, keyIndex) ?: -1
                }
                if (names != null) tape.setField(keyIndex, field)
                if (field in 0..63) {
                    val bit = 1L shl field
                    if (fieldsSeen[top] and bit != 0L) return false
                    fieldsSeen[top] = fieldsSeen[top] or bit
                } else {
                    val tracker = trackers[top] ?: DuplicateKeyTracker().also { trackers[top] = it }
                    if (!trackersCleared[top]) {
                        tracker.clear()
                        trackersCleared[top] = true
                    }
                    if (tracker.insertIsDuplicate(keyIndex, field, tape, bytes)) return false
                }
                skipWhitespace()
                if (position >= bytes.size || bytes[position].toInt() != JSONScanner.COLON) return false
                position += 1
            }
            skipWhitespace()
            if (position >= bytes.size) return false
            // Checked against `COUNT_LIMIT` when the container closes.
            if (top >= 0) counts[top] += 1
            val byte = bytes[position].toInt()
            if (byte == JSONScanner.QUOTE) {
                scanString()
                if (field >= 0 && inObject) stampValue(field)
            } else if (byte == JSONScanner.OPEN_BRACE || byte == JSONScanner.OPEN_BRACKET) {
                // Past the depth limit `run` reports it, after the rest of the document.
                if (top + 1 == JSONReader.MAXIMUM_DEPTH) return false
                val isObject = byte == JSONScanner.OPEN_BRACE
                top += 1
                entries[top] = tape.size
                counts[top] = 0
                objects[top] = isObject
                inObject = isObject
                fieldsSeen[top] = 0L
                trackersCleared[top] = false
                tape.add(if (isObject) JSONDocument.Kind.OBJECT else JSONDocument.Kind.ARRAY, false, 0, 0L)
                position += 1
                skipWhitespace()
                if (position >= bytes.size || bytes[position].toInt() != (if (isObject) JSONScanner.CLOSE_BRACE else JSONScanner.CLOSE_BRACKET)) {
                    readsName = isObject
                    continue@document
                }
                position += 1
                tape.setPayload(entries[top], tape.size.toLong())
                top -= 1
                inObject = top >= 0 && objects[top]
            } else if (byte == JSONScanner.MINUS || byte in JSONScanner.DIGIT_0..JSONScanner.DIGIT_9) {
                val value = scanNumber()
                tape.add(JSONDocument.Kind.NUMBER, false, 0, java.lang.Double.doubleToRawLongBits(value))
            } else if (byte == JSONScanner.LETTER_T) {
                literal("true", JSONDocument.Kind.TRUE)
            } else if (byte == JSONScanner.LETTER_F) {
                literal("false", JSONDocument.Kind.FALSE)
            } else if (byte == JSONScanner.LETTER_N) {
                literal("null", JSONDocument.Kind.NULL)
            } else {
                return false
            }
            // After a value: a comma, or the end of its container (and perhaps of those around it).
            while (top >= 0) {
                skipWhitespace()
                if (position >= bytes.size) return false
                val next = bytes[position].toInt()
                position += 1
                if (next == JSONScanner.COMMA) {
                    readsName = inObject
                    continue@document
                }
                if (next != (if (inObject) JSONScanner.CLOSE_BRACE else JSONScanner.CLOSE_BRACKET)) return false
                if (counts[top] >= JSONReader.COUNT_LIMIT) return false
                tape.setCount(entries[top], counts[top])
                tape.setPayload(entries[top], tape.size.toLong())
                top -= 1
                inObject = top >= 0 && objects[top]
            }
            break
        }
    } catch (error: JSONReadException) {
        return false
    }
    skipWhitespace()
    return position >= bytes.size
}

/**
 * Stamps the string value just added with its position among the node types or the cases of
 * `field`, the member it is the value of, as `readValue` does. Out of line: few members' values
 * are stamped, and the walk stays smaller for the JIT.
 */
private fun JSONScanner.stampValue(field: Int) {
    val among = if (field == typeKey) types else enumerations?.get(field)
    if (among != null) tape.setField(tape.size - 1, valuePosition(among, tape.size - 1))
}
