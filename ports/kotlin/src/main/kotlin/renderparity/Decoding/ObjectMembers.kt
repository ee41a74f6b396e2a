package renderparity

/**
 * The members of one JSON object that are the vocabulary's fields, found in a single pass: each
 * field's value index in the slot of its `FieldID` (its position in the vocabulary's names), and
 * whether any other member is there. Twin of `ObjectMembers.swift`; refilled in place per node
 * (`gather`), so decoding allocates nothing per object.
 *
 * Where Swift returns `Int?`, `value` returns -1 for an absent member: a boxed `Int` per lookup
 * was an allocation for every field of every node. The reader has already rejected duplicate
 * names, so each `FieldID` is held at most once.
 */
internal class ObjectMembers(private val names: NameIndex, private val found: FoundNames? = null) {
    private val slots = IntArray(names.count) { -1 }
    /** The `FieldID`s held, in document order, so clearing touches only them. */
    private var held = IntArray(8)
    private var heldCount = 0
    /** Whether some member's name is not one of the vocabulary's at all. */
    var hasOtherMembers = false
        private set

    /** Holds nothing: an absent props object. */
    fun clear() {
        for (i in 0 until heldCount) slots[held[i]] = -1
        heldCount = 0
        hasOtherMembers = false
    }

    /** Replaces what is held with the members of `obj`; names are matched as bytes (`NameIndex`), never a `String`. */
    fun gather(obj: Int, document: JSONDocument) {
        clear()
        // The tape walked directly (key, value, key, …), without an iterator and a pair per member.
        var key = obj + 1
        for (member in 0 until document.count(obj)) {
            val value = key + 1
            val memo = found
            val field = if (memo != null) memo.field(key, document, names) else names.find(document, key)
            key = document.next(value)
            if (field < 0) {
                hasOtherMembers = true
                continue
            }
            slots[field] = value
            if (heldCount == held.size) held = held.copyOf(heldCount * 2)
            held[heldCount++] = field
        }
    }

    /** The value index of the member named by `field`, or -1 when the object has none. */
    fun value(field: Int): Int = if (field in slots.indices) slots[field] else -1

    /** Whether the object has a member that `allows` rejects (reported as unknown, §2.3). */
    inline fun hasUnknownMembers(allows: (Int) -> Boolean): Boolean {
        if (hasOtherMembers) return true
        for (i in 0 until heldCount) if (!allows(heldField(i))) return true
        return false
    }

    fun heldField(position: Int): Int = held[position]
}

/**
 * Each member name's `FieldID` once `ObjectMembers` has looked it up, by the name's tape index:
 * Swift's reader stamps the ID on the tape; this reader does not, and every node is gathered
 * twice (checked, then written) and a required record field's records too, so the second
 * gather reads the ID here instead of matching the name's bytes again (the lookup was a fifth
 * of the port's time). One decoder's, for one document and one `NameIndex`.
 *
 * A `Short` per tape entry: 0 for a name not yet looked up, 1 for none of the names, else the
 * ID + 2. A vocabulary with more names than that numbers has no memo (`of`).
 */
internal class FoundNames private constructor(private val stamps: ShortArray) {

    /** The `FieldID` of the name at tape index `key` (-1: none), looked up in `names` only the first time. */
    fun field(key: Int, document: JSONDocument, names: NameIndex): Int {
        if (key !in stamps.indices) return names.find(document, key)
        val stamp = stamps[key].toInt()
        if (stamp != 0) return stamp - 2
        val field = names.find(document, key)
        stamps[key] = (field + 2).toShort()
        return field
    }

    companion object {
        /** A memo for `names` over a tape of `capacity` entries, or null when its IDs do not fit a `Short`. */
        fun of(names: NameIndex, capacity: Int): FoundNames? =
            if (names.count < JSONDocument.Tape.MAXIMUM_FIELDS) FoundNames(ShortArray(maxOf(0, capacity))) else null

        /** The memo of a document: the reader's stamps when it recognised `names` as it read, else a new one. */
        fun of(names: NameIndex, document: JSONDocument): FoundNames? {
            val tape = document.tape
            val stamps = tape.fields
            if (stamps != null && tape.recognised === names) return FoundNames(stamps)
            return of(names, tape.size)
        }
    }
}
