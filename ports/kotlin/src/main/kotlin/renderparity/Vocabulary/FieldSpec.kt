package renderparity

/**
 * One field of a node, record or envelope, compiled: how its JSON value is checked and how the
 * snapshot prints it (spec/vocabulary.md §3.2, §3.3). Twin of `FieldSpec.swift`; its texts are
 * also kept as UTF-8, which the line writer copies for every attribute of every line.
 *
 * Kotlin only: `name` (Swift looks a `FieldID`'s name up in the vocabulary) and `pathStep`,
 * so a reported path needs no lookup and no new component.
 */
class FieldSpec(
    /** The member name's `FieldID`: its position in the vocabulary's names. */
    val field: Int,
    val name: String,
    val kind: Kind,
    /** A required field that fails fails its node (§2.2); an optional one falls back (§2.3). */
    val required: Boolean = false,
    /** Read from the node's props object rather than the node itself (spec/vocabulary.md §2). */
    val inProps: Boolean = false,
    /** `", name="`: written before the value, without its first two bytes when it opens the line; null for held fields. */
    val lead: String? = null,
    /** The word an absent optional string prints (`default`, `none`); null when it is left out. */
    val absentWord: String? = null,
    /** A `number`'s default, or an `integer`'s when `hasDefault`. */
    val defaultNumber: Double = 0.0,
    val hasDefault: Boolean = false,
    val defaultBoolean: Boolean = false,
    val minimum: Double = 0.0,
    val maximum: Double = 0.0,
    val enumeration: EnumSpec? = null,
    val defaultCase: Int = 0,
    /** `" [children="`: the count of what the field holds, after the attributes. */
    val count: String? = null,
    /** The index in the vocabulary's records of what a `records` field holds. */
    val record: Int = 0,
    recordOwner: String = "",
    /** An SF Symbol name, collected for `parity icons`. */
    val isIcon: Boolean = false
) {
    /** The field's type (spec/vocabulary.md §3.3). */
    enum class Kind {
        STRING, NUMBER, INTEGER, BOOLEAN, ENUMERATION, NODE, NODES, RECORDS, STRING_LIST, STRING_ROWS;

        /** Fields of these kinds print below the line, not as attributes. */
        val isHeld: Boolean get() = this == NODE || this == NODES || this == RECORDS || this == STRING_ROWS
    }

    /**
     * Optional, with no default and no absent word: left out of the line when absent (`maxLines`,
     * an imported A2UI catalog's optional properties; spec/vocabulary.md §3.2 `omitWhenAbsent`).
     */
    val isOmittedWhenAbsent: Boolean = !required && absentWord == null && !hasDefault &&
        (kind == Kind.STRING || kind == Kind.NUMBER || kind == Kind.INTEGER || kind == Kind.BOOLEAN || kind == Kind.ENUMERATION)
    /** What a diagnostic says was expected (§2.4): "a string", "one of a, b", "an array of data points". */
    val expected: String = expected(kind, enumeration, recordOwner)

    internal val leadBytes: ByteArray? = lead?.toByteArray(Charsets.UTF_8)
    /** `"(name="`: the lead of the line's first attribute. */
    internal val openingBytes: ByteArray? = lead?.let { "(" + it.substring(2) }?.toByteArray(Charsets.UTF_8)
    internal val absentBytes: ByteArray? = absentWord?.toByteArray(Charsets.UTF_8)
    internal val countBytes: ByteArray? = count?.toByteArray(Charsets.UTF_8)
    /**
     * The most its lead and a bounded value (a boolean, a case, the absent word) take on a line;
     * strings, numbers and lists ask for their own room (`SnapshotLines.lineRoom`).
     */
    internal val room: Int = maxOf(leadBytes?.size ?: 0, openingBytes?.size ?: 0) +
        maxOf(5, absentBytes?.size ?: 0, enumeration?.cases?.map { it.size }?.max() ?: 0) + (countBytes?.size ?: 0)
    internal val pathStep: JSONPath.Component = JSONPath.Component.Key(name)

    companion object {
        /** What a value of this field must be (§2.4), worded in spec/messages.json. */
        fun expected(kind: Kind, enumeration: EnumSpec?, recordOwner: String): String = when (kind) {
            Kind.STRING -> Messages.Decoding.expectedString
            Kind.NUMBER -> Messages.Decoding.expectedNumber
            Kind.INTEGER -> Messages.Decoding.expectedInteger
            Kind.BOOLEAN -> Messages.Decoding.expectedBoolean
            Kind.ENUMERATION -> Messages.Decoding.expectedCase(enumeration?.list ?: "")
            Kind.NODE -> Messages.Decoding.expectedNode
            Kind.NODES -> Messages.Decoding.expectedNodes
            Kind.RECORDS -> Messages.Decoding.expectedRecords(RecordPlural.of(recordOwner))
            Kind.STRING_LIST -> Messages.Decoding.expectedStrings
            Kind.STRING_ROWS -> Messages.Decoding.expectedStringRows
        }
    }
}

/**
 * "a data point" → "data points": how an array of records is named in diagnostics. A record's
 * `owner` is written "a …" or "an …" (spec/vocabulary.md §3.4).
 */
internal object RecordPlural {
    fun of(owner: String): String {
        for (article in listOf("a ", "an ")) if (owner.startsWith(article)) return owner.substring(article.length) + "s"
        return owner + "s"
    }
}
