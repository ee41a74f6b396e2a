package renderparity

import java.nio.charset.StandardCharsets

/**
 * A parsed, validated JSON document stored as a flat tape (spec §1.1).
 *
 * Twin of `JSON/JSONDocument.swift`. Tape layout: a container entry is followed
 * by its contents and records the index just past them (`payload`), so skipping
 * a subtree is O(1). An object's contents are key, value, key, value, … .
 * Strings stay byte ranges into the input until someone asks for a `String`.
 */
class JSONDocument internal constructor(
    /** The input bytes, exactly as given (offsets point into them). */
    internal val bytes: ByteArray,
    internal val tape: List<Entry>
) {
    enum class Kind {
        OBJECT, ARRAY, STRING, NUMBER, TRUE, FALSE, NULL;

        /** The JSON type's name as diagnostics print it. */
        val typeName: String
            get() = when (this) {
                OBJECT -> "an object"
                ARRAY -> "an array"
                STRING -> "a string"
                NUMBER -> "a number"
                TRUE, FALSE -> "a boolean"
                NULL -> "null"
            }
    }

    /**
     * One tape entry. Strings: `count` is the byte length and `payload` the byte
     * offset. Numbers: `payload` is the double's bit pattern. Containers: `count`
     * is the number of members or elements and `payload` the index past the subtree.
     */
    class Entry(val kind: Kind, val hasEscapes: Boolean, var count: Int, var payload: Long)

    /** The root value's index. */
    val root: Int get() = 0

    // MARK: - Values

    fun kind(index: Int): Kind = tape[index].kind

    fun number(index: Int): Double = java.lang.Double.longBitsToDouble(tape[index].payload)

    /** The string at `index`. Its bytes were validated as UTF-8 by the reader, so decoding is lossless. */
    fun string(index: Int): String {
        val entry = tape[index]
        val start = entry.payload.toInt()
        if (!entry.hasEscapes) return String(bytes, start, entry.count, StandardCharsets.UTF_8)
        return String(JSONStringUnescaper.unescape(bytes, start, start + entry.count), StandardCharsets.UTF_8)
    }

    /** Where the string at `index` starts in `bytes` (its raw bytes are its text when `rawLength` ≥ 0). */
    fun rawStart(index: Int): Int = tape[index].payload.toInt()

    /** The byte length of the string at `index` as written, or -1 when it has escapes (its text differs). */
    fun rawLength(index: Int): Int = if (tape[index].hasEscapes) -1 else tape[index].count

    /** Whether the string at `index` equals `name` (an ASCII field name), without building a `String`. */
    fun stringEquals(index: Int, name: String): Boolean {
        val entry = tape[index]
        if (entry.hasEscapes) return string(index) == name
        if (entry.count != name.length) return false
        val start = entry.payload.toInt()
        for (offset in 0 until entry.count) {
            if ((bytes[start + offset].toInt() and 0xFF) != name.codePointAt(offset)) return false
        }
        return true
    }

    // MARK: - Containers

    /** Number of members (object) or elements (array). */
    fun count(index: Int): Int = tape[index].count

    /** The index just past the value at `index` and everything inside it. */
    fun next(index: Int): Int = when (tape[index].kind) {
        Kind.OBJECT, Kind.ARRAY -> tape[index].payload.toInt()
        else -> index + 1
    }

    /** The elements of the array at `index`, as value indices. */
    fun elements(index: Int): JSONChildren = JSONChildren(this, index + 1, count(index), false)

    /** The members of the object at `index`, as (key index, value index) pairs in document order. */
    fun members(index: Int): JSONChildren = JSONChildren(this, index + 1, count(index), true)

    /** The value of the member named `name`, if the object at `index` has one. */
    fun member(index: Int, name: String): Int? {
        for (member in members(index)) if (stringEquals(member.key, name)) return member.value
        return null
    }
}

/** Walks an object's members or an array's elements on a `JSONDocument` tape. */
class JSONChildren internal constructor(
    private val document: JSONDocument,
    private val first: Int,
    private val count: Int,
    private val isObject: Boolean
) : Iterable<JSONChildren.Member> {
    /** `key` is the key's index (objects); equal to `value` for arrays. */
    class Member(val key: Int, val value: Int)

    override fun iterator(): Iterator<Member> = object : Iterator<Member> {
        var cursor = first
        var remaining = count

        override fun hasNext(): Boolean = remaining > 0

        override fun next(): Member {
            if (remaining <= 0) throw NoSuchElementException()
            remaining -= 1
            val key = cursor
            val value = if (isObject) cursor + 1 else cursor
            cursor = document.next(value)
            return Member(key, value)
        }
    }
}
