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
    /** The names of the object's members, in document order, for the unknown-member check. */
    val names = ArrayList<String>()

    fun gather(obj: Int, document: JSONDocument) {
        for (i in 0 until filledCount) slots[filled[i]] = -1
        filledCount = 0
        names.clear()
        if (filled.size < document.count(obj)) filled = IntArray(document.count(obj))
        for (member in document.members(obj)) {
            val name = document.string(member.key)
            names.add(name)
            val slot = FieldNames.slotOf(name) ?: continue
            if (slot >= slots.size) continue
            slots[slot] = member.value
            filled[filledCount++] = slot
        }
    }

    /** The value of the member `field` names, if the object has one. */
    operator fun get(field: FieldSpec): Int? = get(field.slot)

    operator fun get(slot: Int): Int? = if (slot in slots.indices && slots[slot] >= 0) slots[slot] else null

    /** Whether the object has a member that `allowed` does not name (reported as unknown, §2.3). */
    fun hasUnknownMembers(allowed: Set<String>): Boolean = names.any { it !in allowed }
}
