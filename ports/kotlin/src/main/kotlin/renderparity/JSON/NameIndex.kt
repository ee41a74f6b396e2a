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

    init {
        val longest = encoded.fold(0) { longest, name -> maxOf(longest, name.size) }
        byLength = Array(longest + 1) { length -> encoded.indices.filter { encoded[it].size == length }.toIntArray() }
    }

    val count: Int get() = encoded.size

    /** The position of the string at tape index `index`, or -1 when it is none of the names. */
    fun find(document: JSONDocument, index: Int): Int {
        val length = document.rawLength(index)
        if (length < 0) return find(document.string(index))
        return find(document.bytes, document.rawStart(index), length)
    }

    /** The position of `name`, or -1. */
    fun find(name: String): Int {
        val bytes = name.toByteArray(Charsets.UTF_8)
        return find(bytes, 0, bytes.size)
    }

    private fun find(bytes: ByteArray, start: Int, length: Int): Int {
        if (length >= byLength.size) return -1
        candidates@ for (position in byLength[length]) {
            val name = encoded[position]
            for (offset in 0 until length) if (bytes[start + offset] != name[offset]) continue@candidates
            return position
        }
        return -1
    }
}
