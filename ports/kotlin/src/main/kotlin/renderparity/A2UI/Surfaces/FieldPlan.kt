package renderparity

/**
 * What the adapter writes into one document member, read from a field's `source` (spec/a2ui.md
 * §2.3): `<property>` or `<property>@<role>`, the property a dotted path into the component
 * (`accessibility.label`). A field without a `source` is a literal property of its own name,
 * so a hand-written vocabulary works too. Twin of `FieldPlan.swift`.
 */
class FieldPlan(field: FieldDefinition) {
    enum class Role(val rawValue: String) {
        /** The property's value, copied as it is. */
        LITERAL(""),
        /** A dynamic value resolved (§5.1); its companions `path`, `unresolved` and `call`. */
        VALUE("value"), PATH("path"), UNRESOLVED("unresolved"), CALL("call"),
        /** A `ComponentId`: one child node. */
        CHILD("child"),
        /** A `ChildList`: child nodes, from ids or a template; companions `path` and `unresolved`. */
        CHILDREN("children"),
        /** An array of objects that hold component ids: one synthetic node each. */
        ITEMS("items"),
        /** An array of objects that hold none: one record each. */
        RECORDS("records"),
        /** An `Action`: the event's name or the local call; companion `context`. */
        ACTION("action"), CONTEXT("context"),
        /** `Checkable.checks`: each check's outcome and message. */
        CHECKS("checks"),
        /** Any other value, as JSON text. */
        JSON("json"),
        /** A string, or any other value as JSON text (a `oneOf` of a string and objects, §2.2). */
        TEXT("text"),
        /** The item index of a template child (a common field, no property). */
        ITEM("item"),
        /** The held field of a component with more than one structural property (no property). */
        SLOTS("slots");

        companion object {
            fun of(rawValue: String): Role? = values().firstOrNull { it.rawValue == rawValue }
        }
    }

    /** The document member the adapter writes. */
    val member: String = field.name
    val property: List<String>
    val role: Role
    val type: FieldDefinition.FieldType = field.type
    /** For `records`: the record's name. */
    val record: String? = field.record

    init {
        val source = field.source
        if (source == null) {
            property = listOf(field.name)
            role = Role.LITERAL
        } else {
            val at = source.indexOf('@')
            val name = if (at < 0) source else source.substring(0, at)
            property = if (name.isEmpty()) emptyList() else name.split(".").filter { it.isNotEmpty() }
            role = if (at < 0) Role.LITERAL else Role.of(source.substring(at + 1)) ?: Role.LITERAL
        }
    }

    /** `property@role` as `source` writes it, to find a companion by. */
    val key: String get() = property.joinToString(".") + "@" + role.rawValue

    /** The property's value in `obj`, following the dotted path. */
    fun value(obj: A2UIObject): A2UIValue? {
        var current: A2UIValue = A2UIValue.Obj(obj)
        for (key in property) current = current.obj?.get(key) ?: return null
        return if (property.isEmpty()) null else current
    }
}

/**
 * A node type's plan: its fields' plans in order, and for a component with several
 * structural properties, the synthetic slot types (`Modal:trigger`) its `@slots` field holds.
 */
class NodePlan(val type: String, val fields: List<FieldPlan>) {
    val slotTypes = ArrayList<String>()

    /** The member of the companion `role` of `field`'s property, when the vocabulary has one. */
    fun companion(role: FieldPlan.Role, field: FieldPlan): String? =
        fields.firstOrNull { it.property == field.property && it.role == role }?.member

    /** The plans of every node type of a vocabulary, by type, and of its records, by name. */
    class Plans(val nodes: Map<String, NodePlan>, val records: Map<String, NodePlan>)

    companion object {
        /** The plans of every node type and record of `vocabulary`, by type (records by name). */
        fun plans(vocabulary: Vocabulary): Plans {
            val definition = vocabulary.definition
            val nodes = HashMap<String, NodePlan>()
            for (node in definition.nodes) {
                nodes[node.type] = NodePlan(node.type, definition.fields(node).map { FieldPlan(it) })
            }
            for (node in definition.nodes) {
                val colon = node.type.indexOf(':')
                if (colon < 0) continue
                val owner = nodes[node.type.substring(0, colon)] ?: continue
                if (owner.fields.none { it.role == FieldPlan.Role.SLOTS }) continue
                owner.slotTypes.add(node.type)
            }
            val records = HashMap<String, NodePlan>()
            for (record in definition.records) records[record.name] = NodePlan(record.name, record.fields.map { FieldPlan(it) })
            return Plans(nodes, records)
        }
    }
}
