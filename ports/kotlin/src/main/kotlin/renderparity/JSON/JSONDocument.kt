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
    internal val tape: Tape
) {
    enum class Kind {
        OBJECT, ARRAY, STRING, NUMBER, TRUE, FALSE, NULL;

        /** The JSON type's name as diagnostics print it. */
        val typeName: String
            get() = when (this) {
                OBJECT -> Messages.JSON.kindObject
                ARRAY -> Messages.JSON.kindArray
                STRING -> Messages.JSON.kindString
                NUMBER -> Messages.JSON.kindNumber
                TRUE, FALSE -> Messages.JSON.kindBoolean
                NULL -> Messages.JSON.kindNull
            }
    }

    /**
     * One tape entry. Strings: `count` is the byte length and `payload` the byte
     * offset. Numbers: `payload` is the double's bit pattern. Containers: `count`
     * is the number of members or elements and `payload` the index past the subtree.
     */
    class Entry(val kind: Kind, val hasEscapes: Boolean, var count: Int, var payload: Long)

    /**
     * The tape as parallel primitive arrays, not an object per entry: a million `Entry` objects
     * per 10 MB document were most of the port's allocations and its garbage collections.
     * `get` makes an `Entry` for the few readers that want one (the reader's failures).
     */
    class Tape internal constructor(
        capacity: Int,
        internal val recognised: NameIndex? = null,
        /** A tape no document holds any more, whose arrays this one writes over when they are large enough (`RunBuffers`). */
        reusing: Tape? = null,
        /** The node types whose positions the reader stamped on each `type` string value, in `fields` (`JSONReader.read`). */
        internal val recognisedTypes: NameIndex? = null,
        /** By `FieldID`, the cases whose positions the reader stamped on string values of members so named, in `fields`. */
        internal val recognisedEnumerations: Array<NameIndex?>? = null
    ) {
        var size = 0
            private set
        /**
         * Each entry's kind, escapes bit and count in one `Int` (`head`), as Swift packs its entry:
         * the reader refuses counts from `JSONReader.COUNT_LIMIT` (2^28) up, so the count takes the
         * low 28 bits, and an entry's kind and count are one load, one array to fill, not two.
         */
        private var heads: IntArray = reusing?.heads?.takeIf { it.size >= capacity } ?: IntArray(capacity)
        private var payloads: LongArray = reusing?.payloads?.takeIf { it.size >= heads.size } ?: LongArray(heads.size)
        /**
         * When the reader recognised a vocabulary's names (`recognised`): each member name's
         * `FieldID` + 2 (1: none of them), by tape index, which `FoundNames` reads; Swift stamps
         * the `FieldID` on the entry itself. Only member names' entries are read, and the reader
         * stamps every one, so a reused array needs no clearing.
         */
        internal var fields: ShortArray? =
            if (recognised != null) reusing?.fields?.takeIf { it.size >= heads.size } ?: ShortArray(heads.size) else null
            private set

        fun add(entry: Entry) = add(entry.kind, entry.hasEscapes, entry.count, entry.payload)

        fun add(kind: Kind, hasEscapes: Boolean, count: Int, payload: Long) {
            if (size == heads.size) {
                val capacity = maxOf(16, size * 2)
                heads = heads.copyOf(capacity)
                payloads = payloads.copyOf(capacity)
                fields = fields?.copyOf(capacity)
            }
            heads[size] = (kind.ordinal shl 1 or (if (hasEscapes) 1 else 0)) shl COUNT_BITS or (count and COUNT_MASK)
            payloads[size] = payload
            size += 1
        }

        fun kind(index: Int): Kind = KINDS[heads[index] ushr KIND_SHIFT]
        /**
         * `JSONDocument.next`: read from the head's kind bits (OBJECT and ARRAY are their two lowest
         * values), not through the `Kind` and a `when`, for every member and element walked.
         */
        fun next(index: Int): Int = if (heads[index] ushr KIND_SHIFT <= CONTAINERS) payloads[index].toInt() else index + 1
        fun hasEscapes(index: Int): Boolean = heads[index] and ESCAPES != 0
        fun count(index: Int): Int = heads[index] and COUNT_MASK
        fun payload(index: Int): Long = payloads[index]
        fun setCount(index: Int, count: Int) { heads[index] = heads[index] and COUNT_MASK.inv() or (count and COUNT_MASK) }
        fun setPayload(index: Int, payload: Long) { payloads[index] = payload }
        /** Stamps the member name at `index` with its `FieldID` (-1: none of the recognised names). */
        internal fun setField(index: Int, field: Int) { fields?.set(index, (field + 2).toShort()) }

        operator fun get(index: Int): Entry = Entry(kind(index), hasEscapes(index), count(index), payload(index))

        internal companion object {
            private val KINDS = Kind.values()
            /** A head's count bits: below `JSONReader.COUNT_LIMIT`, the largest count the reader lets through. */
            private const val COUNT_BITS = 28
            private const val COUNT_MASK = (1 shl COUNT_BITS) - 1
            private const val ESCAPES = 1 shl COUNT_BITS
            private const val KIND_SHIFT = COUNT_BITS + 1
            /** The highest ordinal of a container kind (OBJECT 0, ARRAY 1). */
            private val CONTAINERS = maxOf(Kind.OBJECT.ordinal, Kind.ARRAY.ordinal)
            /** A vocabulary with this many names or more is not recognised: its `FieldID`s + 2 would not fit a `Short`. */
            const val MAXIMUM_FIELDS = Short.MAX_VALUE - 2
        }
    }

    internal companion object {
        /** The string at `index` of a tape read from `bytes`, the document made or not. */
        fun string(bytes: ByteArray, tape: Tape, index: Int): String {
            val start = tape.payload(index).toInt()
            val count = tape.count(index)
            if (!tape.hasEscapes(index)) return String(bytes, start, count, StandardCharsets.UTF_8)
            return String(JSONStringUnescaper.unescape(bytes, start, start + count), StandardCharsets.UTF_8)
        }
    }

    /** The root value's index. */
    val root: Int get() = 0

    // MARK: - Values

    fun kind(index: Int): Kind = tape.kind(index)

    fun number(index: Int): Double = java.lang.Double.longBitsToDouble(tape.payload(index))

    /** The string at `index`. Its bytes were validated as UTF-8 by the reader, so decoding is lossless. */
    fun string(index: Int): String = string(bytes, tape, index)

    /** Where the string at `index` starts in `bytes` (its raw bytes are its text when `rawLength` ≥ 0). */
    fun rawStart(index: Int): Int = tape.payload(index).toInt()

    /** The byte length of the string at `index` as written, or -1 when it has escapes (its text differs). */
    fun rawLength(index: Int): Int = if (tape.hasEscapes(index)) -1 else tape.count(index)

    /**
     * The position in `names` (UTF-8 encoded) of the string at `index`, compared as bytes
     * (escapes resolved); -1 for none. Node types, enum cases and member names are matched so,
     * without a `String` per value.
     */
    fun match(index: Int, names: Array<ByteArray>): Int {
        if (tape.hasEscapes(index)) {
            val text = string(index).toByteArray(StandardCharsets.UTF_8)
            for (position in names.indices) if (names[position].contentEquals(text)) return position
            return -1
        }
        val start = tape.payload(index).toInt()
        val length = tape.count(index)
        candidates@ for (position in names.indices) {
            val name = names[position]
            if (name.size != length) continue
            for (offset in 0 until length) if (bytes[start + offset] != name[offset]) continue@candidates
            return position
        }
        return -1
    }

    /** Whether the string at `index` equals `name` (an ASCII field name), without building a `String`. */
    fun stringEquals(index: Int, name: String): Boolean {
        if (tape.hasEscapes(index)) return string(index) == name
        val count = tape.count(index)
        if (count != name.length) return false
        val start = tape.payload(index).toInt()
        for (offset in 0 until count) {
            if ((bytes[start + offset].toInt() and 0xFF) != name.codePointAt(offset)) return false
        }
        return true
    }

    // MARK: - Containers

    /** Number of members (object) or elements (array). */
    fun count(index: Int): Int = tape.count(index)

    /** The index just past the value at `index` and everything inside it. */
    fun next(index: Int): Int = tape.next(index)

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
