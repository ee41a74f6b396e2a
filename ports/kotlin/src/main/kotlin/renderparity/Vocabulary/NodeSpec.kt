package renderparity

/*
 * The shapes of the node table's rows (`spec/dsl-nodes.json`); the rows themselves are
 * generated into `NodeTable.kt`. Twin of `Vocabulary/NodeSpec.swift`: the decoder reads its
 * rules from here (§2.1–§2.3) and the snapshot writer its line formats (§3.1).
 */

/** Swift's `DSLEnumeration`: the DSL's enums, spelled exactly as in the schema. */
interface SchemaEnum {
    val rawValue: String
}

/** The constant of `T` spelled `rawValue`, or null (Swift: `T(rawValue:)`). */
inline fun <reified T> enumFromRawValue(rawValue: String): T? where T : Enum<T>, T : SchemaEnum =
    enumValues<T>().firstOrNull { it.rawValue == rawValue }

/** One field of a node or record: how its JSON value is checked and how the snapshot prints it. */
class FieldSpec(
    val name: String,
    val kind: Kind,
    /** A required field that fails fails its node (§2.2); an optional one falls back (§2.3). */
    val required: Boolean = false,
    /** The snapshot attribute (`align` for `alignment`); null for fields printed as lines of their own. */
    attribute: String? = null,
    /** The word an absent optional string prints (`default`, `none`); null when it is left out. */
    val absentWord: String? = null,
    val defaultNumber: Double = 0.0,
    val minimum: Double = 0.0,
    val maximum: Double = 0.0,
    val enumeration: List<String>? = null,
    val defaultCase: Int = 0,
    /** `children` for `[children=K]`: the count of what the field holds. */
    count: String? = null,
    /** An SF Symbol name, collected for `parity icons`. */
    val isIcon: Boolean = false
) {
    /** The table's `type` column (spec/dsl-nodes.json `fieldTypes`). */
    enum class Kind { STRING, NUMBER, INTEGER, ENUM, NODE, NODES, RECORDS, STRING_LIST, STRING_ROWS }

    /** `", name="`; its first two bytes are left out when it opens the line. */
    val lead: String? = attribute?.let { ", $it=" }
    val countLead: String? = count?.let { " [$it=" }
    /** Optional, with no default and no absent word: left out of the line when absent (`maxLines`). */
    val isOmittedWhenAbsent: Boolean = !required && absentWord == null && (kind == Kind.STRING || kind == Kind.INTEGER)
    /** This field's slot in `ObjectMembers`. */
    val slot: Int = FieldNames.slot(name)
    /** The enumeration's cases as UTF-8, matched against the tape's bytes (`JSONDocument.match`). */
    val enumerationBytes: Array<ByteArray> = (enumeration ?: emptyList()).map { it.toByteArray(Charsets.UTF_8) }.toTypedArray()

    /** What a diagnostic says was expected (§2.4). */
    val expected: String
        get() = when (kind) {
            Kind.STRING -> "a string"
            Kind.NUMBER -> "a number"
            Kind.INTEGER -> "an integer"
            Kind.ENUM -> "one of " + (enumeration ?: emptyList()).joinToString(", ")
            Kind.NODE -> "a node"
            Kind.NODES -> "an array of nodes"
            Kind.RECORDS -> "an array of data points"
            Kind.STRING_LIST -> "an array of strings"
            Kind.STRING_ROWS -> "an array of arrays of strings"
        }
}

/** One node type's row: its line name, layout flags (§3.2) and fields in checking order. */
class NodeSpec(
    val type: NodeType,
    val line: String,
    /** `fillsWidth=true` on every line (§3.2). */
    val fillsWidth: Boolean = false,
    /** `weighted=true` as a direct child of a node that `weightsChildren` (§3.2). */
    val weightedInHStack: Boolean = false,
    val weightsChildren: Boolean = false,
    val fields: List<FieldSpec>
) {
    /** Every member a node of this type may have, `type` included (§2.3: others are unknown). */
    val allowed: Set<String> = (listOf("type") + fields.map { it.name }).toSet()
    /** The field whose elements are written below the line with a count, or -1. */
    val counted: Int = fields.indexOfFirst { it.countLead != null }
}

/** An object inside a node that is not a node (a chart's data point): all its required fields must decode. */
class RecordSpec(val line: String, val owner: String, val fields: List<FieldSpec>) {
    val allowed: Set<String> = fields.map { it.name }.toSet()
}

/** Every member name the DSL defines, numbered, so `ObjectMembers` keeps a node's members in slots. */
object FieldNames {
    private val slots = HashMap<String, Int>()

    init {
        for (name in listOf("type", "title", "layout", "spoken_summary")) slot(name)
    }

    @Synchronized
    fun slot(name: String): Int = slots.getOrPut(name) { slots.size }

    fun slotOf(name: String): Int? = slots[name]

    /** The slot of the name at tape index `key`, compared as bytes (no `String`); -1 for any other name. */
    fun slotOf(document: JSONDocument, key: Int): Int {
        val known = byName
        val position = document.match(key, known.names)
        return if (position < 0) -1 else known.slots[position]
    }

    /** The names as UTF-8 with their slots, for `slotOf(document, key)`; rebuilt when a name was added since. */
    private class Encoded(val names: Array<ByteArray>, val slots: IntArray)
    @Volatile private var encoded = Encoded(emptyArray(), IntArray(0))
    private val byName: Encoded
        get() {
            val cached = encoded
            if (cached.slots.size == slots.size) return cached
            return synchronized(this) {
                val entries = slots.entries.toList()
                val fresh = Encoded(entries.map { it.key.toByteArray(Charsets.UTF_8) }.toTypedArray(), entries.map { it.value }.toIntArray())
                encoded = fresh
                fresh
            }
        }

    val count: Int get() = slots.size
}

/** The largest `maxLines` accepted: the 32-bit limit both SwiftUI and Compose can hold (§2.3). */
object NodeLimits {
    const val maxLines: Int = 2_147_483_647
}
