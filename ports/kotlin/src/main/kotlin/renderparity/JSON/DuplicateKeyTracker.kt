package renderparity

/**
 * Remembers the member names of one open object to find the first repeated one (spec §1.2).
 *
 * Twin of `JSON/DuplicateKeyTracker.swift`. Names compare after unescaping
 * (`"a"` equals `"\u0061"`). A name that is one of the vocabulary's fields, when the reader
 * recognises them (nearly every name in a document), is checked by its `FieldID`, escapes
 * resolved, against a bit per field for the first 64; no other name can equal it. The other
 * names are compared by bytes. Small objects are checked by a linear scan over
 * the names' byte ranges, held as tape indices, with no allocation; past `LINEAR_LIMIT`
 * names a hash set takes over, so an object with 100,000 members stays linear in time. The set
 * is only asked "contains?", never iterated, so hash order cannot reach any output. The reader
 * reuses a tracker for later objects at the same depth (`clear`).
 */
internal class DuplicateKeyTracker {
    /** The tape indices of the names so far, while there are at most `LINEAR_LIMIT`. */
    private var keys = IntArray(LINEAR_LIMIT + 1)
    private var keyCount = 0
    private var hashed: HashSet<String>? = null
    /** The fields the object has among the vocabulary's first 64, a bit each. */
    private var fields = 0L

    /** Forgets every name: the tracker is about to serve another object. */
    fun clear() {
        keyCount = 0
        hashed = null
        fields = 0L
    }

    /**
     * Adds the name at tape index `key`; returns whether the object already had a member of that name.
     * `field`: the vocabulary's field the name is, escapes resolved, or -1 (none, or not recognised).
     */
    fun insertIsDuplicate(key: Int, field: Int, tape: JSONDocument.Tape, buffer: ByteArray): Boolean {
        if (field in 0..63) {
            val bit = 1L shl field
            if (fields and bit != 0L) return true
            fields = fields or bit
            return false
        }
        val set = hashed
        if (set != null) return !set.add(byteKey(name(key, tape, buffer)))
        for (position in 0 until keyCount) if (equal(keys[position], key, tape, buffer)) return true
        keys[keyCount++] = key
        if (keyCount > LINEAR_LIMIT) {
            val created = HashSet<String>()
            for (position in 0 until keyCount) created.add(byteKey(name(keys[position], tape, buffer)))
            hashed = created
            keyCount = 0
        }
        return false
    }

    companion object {
        const val LINEAR_LIMIT = 16

        /** The UTF-8 bytes, escapes resolved, of the name at tape index `key`. */
        fun name(key: Int, tape: JSONDocument.Tape, buffer: ByteArray): ByteArray {
            val start = tape.payload(key).toInt()
            val end = start + tape.count(key)
            return if (tape.hasEscapes(key)) JSONStringUnescaper.unescape(buffer, start, end) else buffer.copyOfRange(start, end)
        }

        private fun equal(a: Int, b: Int, tape: JSONDocument.Tape, buffer: ByteArray): Boolean {
            if (tape.hasEscapes(a) || tape.hasEscapes(b)) return name(a, tape, buffer).contentEquals(name(b, tape, buffer))
            val count = tape.count(a)
            if (count != tape.count(b)) return false
            val aStart = tape.payload(a).toInt()
            val bStart = tape.payload(b).toInt()
            for (offset in 0 until count) if (buffer[aStart + offset] != buffer[bStart + offset]) return false
            return true
        }

        /** One char per byte (ISO-8859-1 is a 1:1 byte mapping): an exact, hashable key for the bytes. */
        private fun byteKey(bytes: ByteArray): String = String(bytes, Charsets.ISO_8859_1)
    }
}
