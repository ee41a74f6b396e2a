package renderparity

/**
 * The members of one JSON object, found in a single pass: each DSL member's value index in
 * the slot of its name (`FieldNames`), and whether any other member is there.
 * Twin of `Decoding/ObjectMembers.swift`. Refilled in place per node (`gather`).
 */
internal class ObjectMembers {
    private val slots = IntArray(64) { -1 }
    private var filled = IntArray(0)
    private var filledCount = 0
    /** The object's member names, as tape indices in document order, for the unknown-member check. */
    private var keys = IntArray(0)
    private var keyCount = 0
    private var document: JSONDocument? = null

    /** Names are matched as bytes (`FieldNames.slotOf`): a `String` per member was most of the port's allocations. */
    fun gather(obj: Int, document: JSONDocument) {
        for (i in 0 until filledCount) slots[filled[i]] = -1
        filledCount = 0
        keyCount = 0
        this.document = document
        val count = document.count(obj)
        if (filled.size < count) {
            filled = IntArray(count)
            keys = IntArray(count)
        }
        for (member in document.members(obj)) {
            keys[keyCount++] = member.key
            val slot = FieldNames.slotOf(document, member.key)
            if (slot < 0 || slot >= slots.size) continue
            slots[slot] = member.value
            filled[filledCount++] = slot
        }
    }

    /** The value of the member `field` names, if the object has one. */
    operator fun get(field: FieldSpec): Int? = get(field.slot)

    operator fun get(slot: Int): Int? = if (slot in slots.indices && slots[slot] >= 0) slots[slot] else null

    /** Whether the object has a member that `allowed` does not name (reported as unknown, §2.3). */
    fun hasUnknownMembers(allowed: Set<String>): Boolean {
        val document = document ?: return false
        for (i in 0 until keyCount) if (document.string(keys[i]) !in allowed) return true
        return false
    }
}
