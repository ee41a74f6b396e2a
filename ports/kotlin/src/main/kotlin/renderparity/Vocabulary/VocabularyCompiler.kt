package renderparity

/**
 * Compiles a checked definition into the rows the decoder and the line writer read (`NodeSpec`,
 * `RecordSpec`, `FieldSpec`): member names become `FieldID`s (positions in the vocabulary's
 * names), enums `EnumSpec`s, defaults values. Twin of `VocabularyCompiler.swift`.
 */
internal object VocabularyCompiler {
    fun compile(definition: VocabularyDefinition, hash: String): Vocabulary {
        val names = ArrayList<String>()
        val ids = HashMap<String, Int>()
        fun id(name: String): Int = ids.getOrPut(name) {
            names.add(name)
            names.size - 1
        }
        val shape = definition.document
        val typeKey = id(shape.typeKey)
        val propsKey = shape.propsKey?.let { id(it) }
        val enums = HashMap<String, EnumSpec>()
        for (enumeration in definition.enums) enums[enumeration.name] = EnumSpec(enumeration.cases)
        val recordIndex = HashMap<String, Int>()
        for ((position, record) in definition.records.withIndex()) recordIndex[record.name] = position

        fun spec(field: FieldDefinition, inProps: Boolean): FieldSpec {
            val enumeration = field.enumName?.let { enums[it] }
            val cases = field.enumName?.let { definition.enumeration(it) }?.cases ?: emptyList()
            var defaultNumber = 0.0
            var defaultBoolean = false
            var defaultCase = 0
            when (val value = field.defaultValue) {
                is FieldDefinition.DefaultValue.Number -> defaultNumber = value.value
                is FieldDefinition.DefaultValue.Integer -> defaultNumber = value.value.toDouble()
                is FieldDefinition.DefaultValue.Boolean -> defaultBoolean = value.value
                is FieldDefinition.DefaultValue.EnumCase -> defaultCase = maxOf(0, cases.indexOf(value.value))
            }
            val minimum = field.boundsMinimum.toDouble()
            val maximum = field.boundsMaximum.toDouble()
            return FieldSpec(
                id(field.name), field.name, kind(field.type), required = field.required, inProps = inProps,
                lead = field.attribute?.let { ", $it=" }, absentWord = field.absent, defaultNumber = defaultNumber,
                hasDefault = field.defaultValue != null, defaultBoolean = defaultBoolean,
                minimum = minimum, maximum = maxOf(minimum, maximum),
                enumeration = enumeration, defaultCase = defaultCase, count = field.count?.let { " [$it=" },
                record = field.record?.let { recordIndex[it] } ?: 0,
                recordOwner = field.record?.let { definition.record(it) }?.owner ?: "",
                isIcon = field.isIcon)
        }

        val envelope = shape.envelope?.let { envelope ->
            val fields = envelope.fields.map { spec(it, false) }
            Vocabulary.Envelope(
                RecordSpec(envelope.schemaName, "the response", fields),
                maxOf(0, envelope.fields.indexOfFirst { it.type == FieldDefinition.FieldType.NODE }))
        }
        val rows = definition.nodes.map { node ->
            NodeSpec(
                node.type, node.line, fillsWidth = node.fillsWidth, weightedInHStack = node.weightedInHStack,
                weightsChildren = node.weightsChildren,
                fields = definition.fields(node).map { spec(it, shape.isInProps(it.name)) })
        }
        val records = definition.records.map { record -> RecordSpec(record.line, record.owner, record.fields.map { spec(it, false) }) }
        return Vocabulary(
            VocabularyIdentity(definition.name, definition.version, hash), definition,
            Vocabulary.CompiledRows(names, rows, records, typeKey, propsKey, envelope))
    }

    fun kind(type: FieldDefinition.FieldType): FieldSpec.Kind = when (type) {
        FieldDefinition.FieldType.STRING -> FieldSpec.Kind.STRING
        FieldDefinition.FieldType.NUMBER -> FieldSpec.Kind.NUMBER
        FieldDefinition.FieldType.INTEGER -> FieldSpec.Kind.INTEGER
        FieldDefinition.FieldType.BOOLEAN -> FieldSpec.Kind.BOOLEAN
        FieldDefinition.FieldType.ENUMERATION -> FieldSpec.Kind.ENUMERATION
        FieldDefinition.FieldType.NODE -> FieldSpec.Kind.NODE
        FieldDefinition.FieldType.NODES -> FieldSpec.Kind.NODES
        FieldDefinition.FieldType.RECORDS -> FieldSpec.Kind.RECORDS
        FieldDefinition.FieldType.STRING_LIST -> FieldSpec.Kind.STRING_LIST
        FieldDefinition.FieldType.STRING_ROWS -> FieldSpec.Kind.STRING_ROWS
    }
}
