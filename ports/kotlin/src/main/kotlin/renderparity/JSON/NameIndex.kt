package renderparity

/**
 * A fixed set of names (a vocabulary's member names, node types or an enum's cases) and each
 * one's position, found from a string on the tape by its bytes, without a `String`.
 * Twin of `NameIndex.swift`, `NameSignature.swift` and `MemberNames.swift`: Swift's reader
 * stamps each member name's `FieldID` on the tape; this reader leaves the tape as it is, and
 * `ObjectMembers` looks each key up here instead.
 *
 * Names are bucketed by byte length (a vocabulary's are at most 24 bytes), so a lookup compares
 * only names of the same length, and most of those differ in their first byte.
 */
internal class NameIndex(names: List<String>) {
    private val encoded: Array<ByteArray> = names.map { it.toByteArray(Charsets.UTF_8) }.toTypedArray()
    private val byLength: Array<IntArray>
    /**
     * For names of 1 to `HEADED` bytes: at length × 256 + first byte, the position + 1 of the first
     * name of that length and first byte (0: none), and in `chain` the next such name's. A lookup
     * compares only the names that share the length and the first byte (nearly always one): the
     * scan of every name of the length was a tenth of the port's time once the reader looked up
     * each member name.
     */
    private val heads: IntArray
    private val chain = IntArray(encoded.size)

    init {
        val longest = encoded.fold(0) { longest, name -> maxOf(longest, name.size) }
        byLength = Array(longest + 1) { length -> encoded.indices.filter { encoded[it].size == length }.toIntArray() }
        heads = IntArray((minOf(longest, HEADED) + 1) * 256)
        for (position in encoded.indices.reversed()) {
            val name = encoded[position]
            if (name.isEmpty() || name.size > HEADED) continue
            val slot = name.size * 256 + (name[0].toInt() and 0xFF)
            chain[position] = heads[slot]
            heads[slot] = position + 1
        }
    }

    val count: Int get() = encoded.size

    /** The reader's table for the first 64 names of at most 16 plain bytes (`JSONScanner.shortKey`), made on first use. */
    val shortNames: ShortNameTable by lazy { ShortNameTable(encoded.asList()) }

    /** The position of the string at tape index `index`, or -1 when it is none of the names. */
    fun find(document: JSONDocument, index: Int): Int {
        val length = document.rawLength(index)
        if (length < 0) return find(document.string(index))
        return find(document.bytes, document.rawStart(index), length)
    }

    /** `find` of the string at tape index `index` while the tape is being read (`JSONReader.read(bytes, recognising)`). */
    fun find(buffer: ByteArray, tape: JSONDocument.Tape, index: Int): Int {
        if (tape.hasEscapes(index)) return find(JSONDocument.string(buffer, tape, index))
        return find(buffer, tape.payload(index).toInt(), tape.count(index))
    }

    /** The position of `name`, or -1. */
    fun find(name: String): Int {
        val bytes = name.toByteArray(Charsets.UTF_8)
        return find(bytes, 0, bytes.size)
    }

    private fun find(bytes: ByteArray, start: Int, length: Int): Int {
        if (length >= byLength.size) return -1
        if (length in 1..HEADED) {
            var candidate = heads[length * 256 + (bytes[start].toInt() and 0xFF)] - 1
            while (candidate >= 0) {
                val name = encoded[candidate]
                var offset = 1
                while (offset < length && bytes[start + offset] == name[offset]) offset += 1
                if (offset == length) return candidate
                candidate = chain[candidate] - 1
            }
            return -1
        }
        candidates@ for (position in byLength[length]) {
            val name = encoded[position]
            for (offset in 0 until length) if (bytes[start + offset] != name[offset]) continue@candidates
            return position
        }
        return -1
    }

    private companion object {
        /** Names up to this long are found through `heads`; longer ones, rare, by their length alone. */
        const val HEADED = 64
    }
}
