package renderparity

/**
 * A vocabulary as its file says it (spec/vocabulary.md), after `extends` is resolved and every
 * rule is checked: plain values, for what reads the vocabulary rather than decodes with it.
 * `Vocabulary` compiles it into the rows the decoder reads. Twin of `VocabularyDefinition.swift`
 * (its structs are data classes with `var`s here, which the parser fills as Swift's do).
 */
data class VocabularyDefinition(
    var name: String,
    var version: String,
    var description: String?,
    var document: DocumentShape,
    /** Enums in file order, each with its cases in order. */
    var enums: MutableList<EnumDefinition>,
    /** The fields every node type has, after its own. */
    var commonFields: MutableList<FieldDefinition>,
    var nodes: MutableList<NodeDefinition>,
    var records: MutableList<RecordDefinition>
) {
    /** A node type's fields as the decoder checks and prints them: its own, then the common ones. */
    fun fields(node: NodeDefinition): List<FieldDefinition> = node.fields + commonFields

    fun enumeration(name: String): EnumDefinition? = enums.firstOrNull { it.name == name }

    fun record(name: String): RecordDefinition? = records.firstOrNull { it.name == name }

    /** A copy whose lists are its own, so a file that extends this one never changes it. */
    fun copied(): VocabularyDefinition =
        copy(enums = ArrayList(enums), commonFields = ArrayList(commonFields), nodes = ArrayList(nodes), records = ArrayList(records))
}

/** Where a document keeps what (spec/vocabulary.md §2). */
data class DocumentShape(
    /** The member that names a node's type. */
    val typeKey: String,
    /** The member holding a node's fields, or null when they are the node's own members. */
    val propsKey: String?,
    /** With `propsKey`: the fields read from the node object itself. */
    val nodeKeys: List<String>,
    /** The response a document may be wrapped in; null when documents are always bare nodes. */
    val envelope: EnvelopeDefinition?
) {
    /** Whether a node's field `name` is read from its props object rather than the node itself (§2). */
    fun isInProps(name: String): Boolean = propsKey != null && name !in nodeKeys
}

/** A response around the root node (render-snapshot.md §1.3): one required `node` field, and strings that are only checked. */
data class EnvelopeDefinition(val schemaName: String, val description: String?, val fields: List<FieldDefinition>)

data class EnumDefinition(val name: String, val cases: List<String>)

/** One node type (spec/vocabulary.md §3.1). */
data class NodeDefinition(
    val type: String,
    val line: String,
    val description: String?,
    val fillsWidth: Boolean = false,
    val weightsChildren: Boolean = false,
    val weightedInHStack: Boolean = false,
    /** Its own fields, in checking and printing order. */
    val fields: List<FieldDefinition>
)

/** An object held by a node that is not a node itself (spec/vocabulary.md §3.4). */
data class RecordDefinition(
    /** Its key in the file's `records`, which fields name. */
    val name: String,
    val line: String,
    val schemaName: String,
    /** How diagnostics name one: "a data point". */
    val owner: String,
    val description: String?,
    val fields: List<FieldDefinition>
)

/** One field of a node, record or envelope (spec/vocabulary.md §3.2). */
data class FieldDefinition(val name: String, val type: FieldType) {
    enum class FieldType(val rawValue: String) {
        STRING("string"), NUMBER("number"), INTEGER("integer"), BOOLEAN("boolean"), ENUMERATION("enum"),
        NODE("node"), NODES("nodes"), RECORDS("records"), STRING_LIST("stringList"), STRING_ROWS("stringRows");

        /** Fields of these types may be `omitWhenAbsent` when optional and without a default. */
        val isOmittable: Boolean get() = this == STRING || this == NUMBER || this == INTEGER || this == BOOLEAN || this == ENUMERATION

        /** Fields of these types print below the line, not as attributes. */
        val isHeld: Boolean get() = this == NODE || this == NODES || this == RECORDS || this == STRING_ROWS

        companion object {
            fun of(rawValue: String): FieldType? = values().firstOrNull { it.rawValue == rawValue }
        }
    }

    companion object {
        const val DEFAULT_MINIMUM: Long = 0
        /** What both SwiftUI and Compose hold (32 bits). */
        const val DEFAULT_MAXIMUM: Long = 2_147_483_647
    }

    /** An optional field's value when absent or unusable. */
    sealed class DefaultValue {
        data class Number(val value: Double) : DefaultValue()
        data class Integer(val value: Long) : DefaultValue()
        data class Boolean(val value: kotlin.Boolean) : DefaultValue()
        data class EnumCase(val value: String) : DefaultValue()
    }

    var required: Boolean = false
    /** An envelope's string that is checked (a warning when missing) but never printed. */
    var expected: Boolean = false
    var defaultValue: DefaultValue? = null
    /** An optional string's word when absent: `default` or `none`. */
    var absent: String? = null
    var omitWhenAbsent: Boolean = false
    /** The attribute it prints as; null for held fields and envelope fields. */
    var attribute: String? = null
    /** The count's label, `[label=K]`, for a counted `nodes`, `records` or `stringRows` field. */
    var count: String? = null
    var enumName: String? = null
    var record: String? = null
    var minimum: Long? = null
    var maximum: Long? = null
    /** An `integer`'s allowed range, `minimum` and `maximum` or their defaults (§3.2). */
    val boundsMinimum: Long get() = minimum ?: DEFAULT_MINIMUM
    val boundsMaximum: Long get() = maximum ?: DEFAULT_MAXIMUM
    var isIcon: Boolean = false
    var description: String? = null
    /**
     * What an importer made the field from, for the adapter that fills it (an A2UI catalog's
     * property and role, spec/a2ui.md §2); decoding ignores it.
     */
    var source: String? = null
}
