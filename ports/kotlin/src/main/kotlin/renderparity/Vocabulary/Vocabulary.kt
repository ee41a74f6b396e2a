package renderparity

/**
 * A vocabulary compiled for decoding (spec/vocabulary.md): the rows the one decoder reads
 * (`NodeSpec`, `RecordSpec`, `FieldSpec`), the member names it recognises, and what it was
 * compiled from. The built-in DSL (`Vocabulary.builtin`) is one, loaded by the same loader from
 * the file compiled into the library; nothing in the decoder or the snapshot writer knows which
 * vocabulary it runs. Twin of `Vocabulary.swift`.
 *
 * Immutable, and safe to share between threads: load a vocabulary once for a run, not once per document.
 */
class Vocabulary internal constructor(
    val identity: VocabularyIdentity,
    val definition: VocabularyDefinition,
    compiled: CompiledRows
) {
    /** The member names of every object the vocabulary defines, in first-use order (`FieldID`s are positions). */
    internal val names = NameIndex(compiled.names)
    /** Each name's text, by `FieldID`, for paths and diagnostics. */
    internal val nameTexts: List<String> = compiled.names
    /** The node types' `typeKey` values, by row. */
    internal val types = NameIndex(definition.nodes.map { it.type })
    /** The node types' rows, in file order. */
    internal val rows: Array<NodeSpec> = compiled.rows.toTypedArray()
    internal val records: Array<RecordSpec> = compiled.records.toTypedArray()
    internal val typeKey: Int = compiled.typeKey
    /** The props key's `FieldID`, or -1 when a node's fields are its own members. */
    internal val propsKey: Int = compiled.propsKey ?: -1
    /** The envelope's fields and which of them holds the root node; null without an envelope. */
    internal val envelope: Envelope? = compiled.envelope
    /**
     * The most fields of any row, record or envelope: how many values a node's line can have.
     * (A fold, not `max()`, whose nullability differs between Kotlin 1.3 and current Kotlin.)
     */
    internal val widestRow: Int =
        (listOf(compiled.envelope?.spec?.fields?.size ?: 0) + compiled.rows.map { it.fields.size } +
            compiled.records.map { it.fields.size }).fold(0) { widest, size -> maxOf(widest, size) }

    /**
     * By `FieldID`: the cases of the one enumeration that every enumeration field of that name has
     * (rows, records, the envelope), or null (none, two different ones, or the type key). The
     * reader stamps such a member's string value with its case (`JSONReader.read`), while its
     * bytes are in the cache, so checking and resolving it does not read them again. Kotlin only.
     */
    internal val enumerations: Array<NameIndex?> = run {
        val found = arrayOfNulls<EnumSpec>(names.count)
        val mixed = BooleanArray(names.count)
        val fields = rows.flatMap { it.fields } + records.flatMap { it.fields } + (envelope?.spec?.fields ?: emptyList())
        for (field in fields) {
            val enumeration = field.enumeration
            if (field.kind != FieldSpec.Kind.ENUMERATION || enumeration == null || field.field !in found.indices) continue
            val seen = found[field.field]
            if (seen == null) found[field.field] = enumeration else if (seen !== enumeration) mixed[field.field] = true
        }
        Array(names.count) { field -> if (mixed[field] || field == typeKey) null else found[field]?.index }
    }

    internal class Envelope(val spec: RecordSpec, val root: Int)

    /** What `VocabularyCompiler` makes of a definition, before it is frozen into a `Vocabulary`. */
    internal class CompiledRows(
        val names: List<String>,
        val rows: List<NodeSpec>,
        val records: List<RecordSpec>,
        val typeKey: Int,
        val propsKey: Int?,
        val envelope: Envelope?
    )

    /** The row of the node type at `position` in `definition.nodes`. */
    internal fun row(position: Int): NodeSpec? = rows.getOrNull(position)

    /** A field's name as paths and diagnostics print it. */
    internal fun name(field: Int): String = nameTexts.getOrElse(field) { "" }

    /** The `FieldID` of a member name, or -1 when the vocabulary has none. */
    internal fun field(name: String): Int = names.find(name)

    /**
     * Every member a node of `type` may have: `typeKey`, then (with `propsKey`) the props key,
     * then its fields in checking order (spec §2.1).
     */
    fun allowedMembers(type: String): List<String>? {
        val node = definition.nodes.firstOrNull { it.type == type } ?: return null
        val shape = definition.document
        return listOf(shape.typeKey) + listOfNotNull(shape.propsKey) + definition.fields(node).map { it.name }
    }

    /** The node types' `typeKey` values, in file order. */
    val nodeTypes: List<String> get() = definition.nodes.map { it.type }

    companion object {
        /**
         * The built-in DSL (spec/dsl-nodes.json), the default vocabulary: the file compiled into the
         * library (`BuiltinVocabularyFile`), loaded by the same loader as any team's
         * (`VocabularyBuiltin.kt`).
         */
        @JvmStatic
        val builtin: Vocabulary get() = BuiltinVocabulary.vocabulary
    }
}
