package renderparity

/**
 * Remembers the member names of one open object to find the first repeated one (spec §1.2).
 *
 * Twin of `JSON/DuplicateKeyTracker.swift`. Names compare after unescaping
 * (`"a"` equals `"\u0061"`). Small objects are checked by a linear scan over
 * byte ranges with no allocation; past `LINEAR_LIMIT` names a hash set takes
 * over, so an object with 100,000 members stays linear in time. The set is only
 * asked "contains?", never iterated, so hash order cannot reach any output.
 */
internal class DuplicateKeyTracker {
    private var keys = ArrayList<JSONDocument.Entry>()
    private var hashed: HashSet<String>? = null

    /** Adds `key`; returns whether the object already had a member of that name. */
    fun insertIsDuplicate(key: JSONDocument.Entry, buffer: ByteArray): Boolean {
        val set = hashed
        if (set != null) return !set.add(byteKey(name(key, buffer)))
        for (earlier in keys) if (equal(earlier, key, buffer)) return true
        keys.add(key)
        if (keys.size > LINEAR_LIMIT) {
            val created = HashSet<String>()
            for (entry in keys) created.add(byteKey(name(entry, buffer)))
            hashed = created
            keys = ArrayList()
        }
        return false
    }

    companion object {
        const val LINEAR_LIMIT = 16

        /** The name's UTF-8 bytes with escapes resolved. */
        fun name(key: JSONDocument.Entry, buffer: ByteArray): ByteArray {
            val start = key.payload.toInt()
            val end = start + key.count
            return if (key.hasEscapes) JSONStringUnescaper.unescape(buffer, start, end) else buffer.copyOfRange(start, end)
        }

        private fun equal(a: JSONDocument.Entry, b: JSONDocument.Entry, buffer: ByteArray): Boolean {
            if (a.hasEscapes || b.hasEscapes) return name(a, buffer).contentEquals(name(b, buffer))
            if (a.count != b.count) return false
            val aStart = a.payload.toInt()
            val bStart = b.payload.toInt()
            for (offset in 0 until a.count) if (buffer[aStart + offset] != buffer[bStart + offset]) return false
            return true
        }

        /** One char per byte (ISO-8859-1 is a 1:1 byte mapping): an exact, hashable key for the bytes. */
        private fun byteKey(bytes: ByteArray): String = String(bytes, Charsets.ISO_8859_1)
    }
}
