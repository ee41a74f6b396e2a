package renderparity

/*
 * Fields (spec/vocabulary.md §3.2, §3.3) and the checks that need a node's whole row.
 * Twin of `VocabularyParser+Fields.swift`, as extension functions of `VocabularyParser`.
 */

internal enum class FieldOwner { NODE, RECORD, ENVELOPE }

internal val fieldMembers = listOf(
    "name", "type", "required", "expected", "default", "absent", "omitWhenAbsent", "attribute", "count", "enum",
    "record", "minimum", "maximum", "icon", "description", "source")

/** The array of fields at `value` (-1: missing). */
internal fun VocabularyParser.parseFields(value: Int, path: JSONPath, owner: FieldOwner): List<FieldDefinition> {
    if (value < 0) throw reader.error(VocabularyError.Problem.Missing("an array of fields"), path)
    if (reader.tape.kind(value) != JSONDocument.Kind.ARRAY) {
        throw reader.error(VocabularyError.Problem.WrongType("an array of fields", reader.tape.kind(value)), path)
    }
    val fields = ArrayList<FieldDefinition>()
    val seen = HashMap<String, JSONPath>()
    for ((position, element) in reader.tape.elements(value).withIndex()) {
        val fieldPath = path.appending(position)
        val field = parseField(element.value, fieldPath, owner)
        val first = seen[field.name]
        if (first != null) throw reader.error(VocabularyError.Problem.Duplicate("field", field.name, first), fieldPath.appending("name"))
        seen[field.name] = fieldPath
        fields.add(field)
    }
    if (fields.size > VocabularyLimits.fieldsPerRow) {
        throw reader.error(VocabularyError.Problem.Limit("fields", VocabularyLimits.fieldsPerRow), path)
    }
    return fields
}

internal fun VocabularyParser.parseField(value: Int, path: JSONPath, owner: FieldOwner): FieldDefinition {
    val obj = reader.obj(value, path, fieldMembers)
    val name = reader.requiredString(obj, "name")
    Names.checkKey(name, "a member name", reader, obj.path("name"))
    val typeName = reader.requiredString(obj, "type")
    val type = FieldDefinition.FieldType.of(typeName)
        ?: throw reader.error(VocabularyError.Problem.UnknownFieldType(typeName), obj.path("type"))
    val field = FieldDefinition(name, type)
    field.required = reader.bool(obj, "required")
    field.expected = reader.bool(obj, "expected")
    field.omitWhenAbsent = reader.bool(obj, "omitWhenAbsent")
    field.isIcon = reader.bool(obj, "icon")
    field.description = reader.string(obj, "description")
    field.source = reader.string(obj, "source")
    field.absent = reader.string(obj, "absent")
    field.count = reader.string(obj, "count")
    field.enumName = reader.string(obj, "enum")
    field.record = reader.string(obj, "record")
    field.minimum = reader.integer(obj, "minimum")
    field.maximum = reader.integer(obj, "maximum")
    checkAllowed(field, obj, owner)
    if (!type.isHeld && (owner == FieldOwner.NODE || owner == FieldOwner.RECORD)) {
        field.attribute = reader.string(obj, "attribute") ?: name
    } else if (obj.value("attribute") != null) {
        throw reader.error(VocabularyError.Problem.NotAllowedFor("attribute", type.rawValue), obj.path("attribute"))
    }
    val attribute = field.attribute
    if (attribute != null) {
        Names.checkIdentifier(attribute, "an attribute name", reader, obj.path("attribute"))
        if (attribute in Names.reservedAttributes) {
            throw reader.error(
                VocabularyError.Problem.InvalidName(attribute, "an attribute name", "fillsWidth and weighted are the grammar's"),
                obj.path("attribute"))
        }
    }
    val count = field.count
    if (count != null) Names.checkIdentifier(count, "a count label", reader, obj.path("count"))
    field.defaultValue = parseDefault(field, obj)
    return field
}

/** Which members a field of this type may have, and what an optional one needs. */
internal fun VocabularyParser.checkAllowed(field: FieldDefinition, obj: VocabularyFileReader.Object, owner: FieldOwner) {
    val type = field.type
    val optional = !field.required
    val rules = listOf(
        Pair("absent", type == FieldDefinition.FieldType.STRING && optional),
        Pair("omitWhenAbsent", type.isOmittable && optional),
        Pair("count", type == FieldDefinition.FieldType.NODES || type == FieldDefinition.FieldType.RECORDS ||
            type == FieldDefinition.FieldType.STRING_ROWS),
        Pair("enum", type == FieldDefinition.FieldType.ENUMERATION),
        Pair("record", type == FieldDefinition.FieldType.RECORDS),
        Pair("minimum", type == FieldDefinition.FieldType.INTEGER),
        Pair("maximum", type == FieldDefinition.FieldType.INTEGER),
        Pair("icon", type == FieldDefinition.FieldType.STRING),
        Pair("expected", owner == FieldOwner.ENVELOPE && type == FieldDefinition.FieldType.STRING),
        Pair("default", type in DEFAULTED_TYPES && optional))
    for ((member, allowed) in rules) {
        if (!allowed && obj.value(member) != null) {
            throw reader.error(VocabularyError.Problem.NotAllowedFor(member, type.rawValue), obj.path(member))
        }
    }
    when {
        owner == FieldOwner.RECORD && type.isHeld -> throw reader.error(VocabularyError.Problem.HeldInRecord(type.rawValue), obj.path("type"))
        owner == FieldOwner.ENVELOPE && type != FieldDefinition.FieldType.NODE && type != FieldDefinition.FieldType.STRING ->
            throw reader.error(VocabularyError.Problem.EnvelopeFieldType(type.rawValue), obj.path("type"))
        owner == FieldOwner.ENVELOPE && type == FieldDefinition.FieldType.STRING && !field.expected ->
            throw reader.error(VocabularyError.Problem.Missing("\"expected\": true on an envelope string"), obj.path("expected"))
    }
    if (owner == FieldOwner.ENVELOPE) return
    if (type == FieldDefinition.FieldType.STRING && optional && (field.absent != null) == field.omitWhenAbsent) {
        throw reader.error(VocabularyError.Problem.AbsentOrOmit, obj.path)
    }
    val absent = field.absent
    if (absent != null && absent != "default" && absent != "none") {
        throw reader.error(VocabularyError.Problem.AbsentWord(absent), obj.path("absent"))
    }
    if (type in NEEDS_DEFAULT_TYPES && optional && !field.omitWhenAbsent && obj.value("default") == null) {
        throw reader.error(VocabularyError.Problem.NeedsDefault(type.rawValue), obj.path)
    }
    if (field.omitWhenAbsent && obj.value("default") != null) throw reader.error(VocabularyError.Problem.DefaultOrOmit, obj.path)
    if (type == FieldDefinition.FieldType.ENUMERATION) {
        val name = field.enumName ?: throw reader.error(VocabularyError.Problem.Missing("an enum name"), obj.path("enum"))
        if (definition.enumeration(name) == null) throw reader.error(VocabularyError.Problem.UnknownEnum(name), obj.path("enum"))
    }
    if (type == FieldDefinition.FieldType.RECORDS) {
        val name = field.record ?: throw reader.error(VocabularyError.Problem.Missing("a record name"), obj.path("record"))
        if (definition.record(name) == null) throw reader.error(VocabularyError.Problem.UnknownRecord(name), obj.path("record"))
    }
    if (type == FieldDefinition.FieldType.INTEGER && field.boundsMinimum > field.boundsMaximum) {
        throw reader.error(VocabularyError.Problem.DefaultOutOfRange(field.boundsMinimum, field.boundsMaximum), obj.path("maximum"))
    }
}


private val DEFAULTED_TYPES = setOf(
    FieldDefinition.FieldType.NUMBER, FieldDefinition.FieldType.INTEGER, FieldDefinition.FieldType.BOOLEAN,
    FieldDefinition.FieldType.ENUMERATION)
private val NEEDS_DEFAULT_TYPES = setOf(
    FieldDefinition.FieldType.NUMBER, FieldDefinition.FieldType.BOOLEAN, FieldDefinition.FieldType.ENUMERATION)

internal fun VocabularyParser.parseDefault(field: FieldDefinition, obj: VocabularyFileReader.Object): FieldDefinition.DefaultValue? {
    val value = obj.value("default") ?: return null
    val path = obj.path("default")
    val tape = reader.tape
    return when (field.type) {
        FieldDefinition.FieldType.NUMBER -> {
            if (tape.kind(value) != JSONDocument.Kind.NUMBER) throw reader.error(VocabularyError.Problem.DefaultWrongType("a number"), path)
            FieldDefinition.DefaultValue.Number(tape.number(value))
        }
        FieldDefinition.FieldType.INTEGER -> {
            val integer = reader.integer(value) ?: throw reader.error(VocabularyError.Problem.DefaultWrongType("an integer"), path)
            val minimum = field.boundsMinimum
            val maximum = field.boundsMaximum
            if (integer < minimum || integer > maximum) {
                throw reader.error(VocabularyError.Problem.DefaultOutOfRange(minimum, maximum), path)
            }
            FieldDefinition.DefaultValue.Integer(integer)
        }
        FieldDefinition.FieldType.BOOLEAN -> when (tape.kind(value)) {
            JSONDocument.Kind.TRUE -> FieldDefinition.DefaultValue.Boolean(true)
            JSONDocument.Kind.FALSE -> FieldDefinition.DefaultValue.Boolean(false)
            else -> throw reader.error(VocabularyError.Problem.DefaultWrongType("true or false"), path)
        }
        FieldDefinition.FieldType.ENUMERATION -> {
            if (tape.kind(value) != JSONDocument.Kind.STRING) throw reader.error(VocabularyError.Problem.DefaultWrongType("a string"), path)
            val text = tape.string(value)
            val cases = field.enumName?.let { definition.enumeration(it) }?.cases ?: emptyList()
            if (text !in cases) throw reader.error(VocabularyError.Problem.DefaultNotACase(text, cases), path)
            FieldDefinition.DefaultValue.EnumCase(text)
        }
        else -> null
    }
}

/**
 * Rules over each node's whole row: its own and the common fields together (§3.2), and the
 * vocabulary's count of member names (§6).
 */
internal fun VocabularyParser.checkNodes() {
    val shape = definition.document
    val names = HashSet<String>()
    names.add(shape.typeKey)
    shape.propsKey?.let { names.add(it) }
    for (node in definition.nodes) {
        // A node of the base met a problem through this file's common fields.
        val path = nodePaths[node.type]?.takeIf { it != JSONPath.root } ?: top.path("commonFields")
        val fields = definition.fields(node)
        val seen = HashSet<String>()
        val attributes = HashMap<String, JSONPath>()
        for ((position, field) in fields.withIndex()) {
            val fieldPath = if (position < node.fields.size) path.appending("fields").appending(position)
                            else top.path("commonFields").appending(position - node.fields.size)
            if (field.name == shape.typeKey || field.name == shape.propsKey) {
                throw reader.error(VocabularyError.Problem.Duplicate("field", field.name, JSONPath.root.appending("document")), path)
            }
            if (!seen.add(field.name)) throw reader.error(VocabularyError.Problem.Duplicate("field", field.name, path), path)
            val attribute = field.attribute
            if (attribute != null) {
                val first = attributes[attribute]
                if (first != null) throw reader.error(VocabularyError.Problem.Duplicate("attribute", attribute, first), fieldPath)
                attributes[attribute] = fieldPath
            }
            names.add(field.name)
        }
        if (fields.count { it.type.isHeld } > 1) {
            throw reader.error(VocabularyError.Problem.MoreThanOne("field printed below the line (node, nodes, records, stringRows)"), path)
        }
        if (fields.count { it.count != null } > 1) throw reader.error(VocabularyError.Problem.MoreThanOne("counted field"), path)
        if (fields.size > VocabularyLimits.fieldsPerRow) {
            throw reader.error(VocabularyError.Problem.Limit("fields", VocabularyLimits.fieldsPerRow), path)
        }
    }
    for (record in definition.records) for (field in record.fields) names.add(field.name)
    for (field in shape.envelope?.fields ?: emptyList()) names.add(field.name)
    if (names.size > VocabularyLimits.memberNames) {
        throw reader.error(VocabularyError.Problem.Limit("member names", VocabularyLimits.memberNames), JSONPath.root)
    }
}

/** The document's shape (spec/vocabulary.md §2). */
internal fun VocabularyParser.parseDocument(value: Int, path: JSONPath): DocumentShape {
    val obj = reader.obj(value, path, listOf("typeKey", "propsKey", "nodeKeys", "envelope"))
    val typeKey = reader.string(obj, "typeKey") ?: "type"
    Names.checkKey(typeKey, "a member name", reader, obj.path("typeKey"))
    var propsKey: String? = null
    val props = obj.value("propsKey")
    if (props != null && reader.tape.kind(props) != JSONDocument.Kind.NULL) {
        val key = reader.requiredString(obj, "propsKey")
        Names.checkKey(key, "a member name", reader, obj.path("propsKey"))
        propsKey = key
    }
    val nodeKeys = reader.strings(obj, "nodeKeys")
    if (nodeKeys.isNotEmpty() && propsKey == null) {
        throw reader.error(VocabularyError.Problem.NotAllowedFor("nodeKeys", "a document without propsKey"), obj.path("nodeKeys"))
    }
    var envelope: EnvelopeDefinition? = null
    val envelopeValue = obj.value("envelope")
    if (envelopeValue != null && reader.tape.kind(envelopeValue) != JSONDocument.Kind.NULL) {
        val members = reader.obj(envelopeValue, obj.path("envelope"), listOf("schemaName", "description", "fields"))
        val fields = parseFields(members.value("fields") ?: -1, members.path("fields"), FieldOwner.ENVELOPE)
        val roots = fields.filter { it.type == FieldDefinition.FieldType.NODE }
        if (roots.size != 1 || !roots[0].required) throw reader.error(VocabularyError.Problem.EnvelopeRoot, members.path("fields"))
        envelope = EnvelopeDefinition(reader.string(members, "schemaName") ?: "Envelope", reader.string(members, "description"), fields)
    }
    return DocumentShape(typeKey, propsKey, nodeKeys, envelope)
}
