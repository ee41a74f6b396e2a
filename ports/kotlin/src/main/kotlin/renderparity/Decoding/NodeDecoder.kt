package renderparity

/**
 * The one walk over a read document that applies the DSL's rules (spec §2) and reports what
 * it decided to a `NodeConsumer`. Twin of `Decoding/NodeDecoder.swift`: the rules come from the
 * node table (`NodeTable`, generated from `spec/dsl-nodes.json`), not from code per node type.
 *
 * Each node is first *checked* (§2.2: an object, a string `type`, its required fields in table
 * order, the first failure winning; a required child node must itself pass), then *written*:
 * its optional fields are resolved (§2.3), the consumer is told, and what it holds follows one
 * level deeper. Recursion is bounded: the reader has refused anything nested deeper than 256.
 */
internal class NodeDecoder(val document: JSONDocument, val consumer: NodeConsumer) {
    /** The path of the value being decoded; turned into a `JSONPath` only when something is reported. */
    var path = ArrayList<JSONPath.Component>()
    private val nodes = NodeTable.nodes
    /** The nodes `check` passed, by tape index, and their rows, so writing them neither checks them nor matches their `type` again. */
    private val checked = CheckedNodes(document.tape.size)

    /** A node as checking found it: its members, and its row of the table (null: an unknown `type`). */
    class Shape {
        var spec: NodeSpec? = null
        var typeName = 0
        val members = ObjectMembers()
    }

    // MARK: - Decoding

    /** Decodes the node at `index` as a root (§1.3): its failure is returned, and nothing was told to the consumer. */
    fun decodeRoot(index: Int): DecodeFailure? {
        val shape = Shape()
        val failure = check(index, shape)
        if (failure != null) return failure
        write(shape, index, 0, false)
        return null
    }

    // MARK: - Checking (§2.2)

    /** Fills `shape` and returns null when the node at `index` decodes; otherwise why not. */
    fun check(index: Int, shape: Shape): DecodeFailure? {
        if (document.kind(index) != JSONDocument.Kind.OBJECT) return failure(DecodeFailure.Problem.NotAnObject(document.kind(index)))
        shape.members.gather(index, document)
        val type = shape.members[TYPE_SLOT]
        if (type == null || document.kind(type) == JSONDocument.Kind.NULL) {
            return failure(DecodeFailure.Problem.MissingField("a string naming the node type"), "type")
        }
        if (document.kind(type) != JSONDocument.Kind.STRING) {
            return failure(DecodeFailure.Problem.WrongType("a string naming the node type", document.kind(type)), "type")
        }
        shape.typeName = type
        val nodeType = NODE_TYPES.getOrNull(document.match(type, TYPE_NAMES))
        val spec = nodeType?.let { nodes[it.ordinal] }
        shape.spec = spec
        if (nodeType == null || spec == null) {
            checked.passed(index, null)
            return null
        }
        for (field in spec.fields) {
            if (!field.required) continue
            val failure = checkRequired(field, shape.members[field])
            if (failure != null) return failure
        }
        checked.passed(index, nodeType.ordinal)
        return null
    }

    /** A required field: present, not null, of its JSON type; an enum's case; a node that decodes; records that all decode (§2.2). */
    private fun checkRequired(field: FieldSpec, member: Int?): DecodeFailure? {
        if (member == null || document.kind(member) == JSONDocument.Kind.NULL) {
            return failure(DecodeFailure.Problem.MissingField(field.expected), field.name)
        }
        when (field.kind) {
            FieldSpec.Kind.NODE -> {
                path.add(JSONPath.Component.Key(field.name))
                try {
                    return check(member, Shape())
                } finally {
                    path.removeAt(path.size - 1)
                }
            }
            FieldSpec.Kind.RECORDS -> {
                if (document.kind(member) != JSONDocument.Kind.ARRAY) return wrongType(field, member)
                val record = NodeTable.records[0]
                path.add(JSONPath.Component.Key(field.name))
                try {
                    val point = ObjectMembers()
                    for ((position, element) in document.elements(member).withIndex()) {
                        path.add(JSONPath.Component.Index(position))
                        try {
                            if (document.kind(element.value) != JSONDocument.Kind.OBJECT) {
                                return failure(DecodeFailure.Problem.NotAnObject(document.kind(element.value)))
                            }
                            point.gather(element.value, document)
                            for (recordField in record.fields) {
                                if (!recordField.required) continue
                                val failure = checkRequired(recordField, point[recordField])
                                if (failure != null) return failure
                            }
                        } finally {
                            path.removeAt(path.size - 1)
                        }
                    }
                    return null
                } finally {
                    path.removeAt(path.size - 1)
                }
            }
            FieldSpec.Kind.ENUM -> {
                if (document.kind(member) != JSONDocument.Kind.STRING) return wrongType(field, member)
                if (document.match(member, field.enumerationBytes) >= 0) return null
                return failure(DecodeFailure.Problem.InvalidValue(document.string(member), field.enumeration ?: emptyList()), field.name)
            }
            else -> return if (document.kind(member) == jsonKind(field)) null else wrongType(field, member)
        }
    }

    private fun wrongType(field: FieldSpec, value: Int): DecodeFailure =
        failure(DecodeFailure.Problem.WrongType(field.expected, document.kind(value)), field.name)

    // MARK: - Writing

    /** Tells the consumer about a node that `check` passed, then about everything it holds. */
    fun write(shape: Shape, index: Int, depth: Int, weighted: Boolean) {
        val spec = shape.spec
        if (spec == null) {
            if (consumer.wantsDiagnostics) report(Diagnostic.Problem.UnknownType(document.string(shape.typeName)), "type")
            consumer.unknown(document.string(shape.typeName), depth)
            return
        }
        val values = NodeValues(document)
        var elements = 0
        for ((position, field) in spec.fields.withIndex()) {
            val member = shape.members[field]
            resolve(field, member, values, position)
            if (position == spec.counted) elements = count(field, values, position, member)
        }
        if (consumer.wantsDiagnostics && shape.members.hasUnknownMembers(spec.allowed)) {
            reportUnknownMembers(index, spec.allowed, spec.type.rawValue)
        }
        consumer.open(spec, values, weighted, elements, depth)
        for ((position, field) in spec.fields.withIndex()) {
            // `shape` is this node's own: checking and writing its children fill shapes of their own.
            val member = shape.members[field] ?: -1
            when (field.kind) {
                FieldSpec.Kind.NODES -> if (member >= 0) writeChildren(member, field, spec.weightsChildren, depth + 1)
                // Passed: `check` passed this node only with its child.
                FieldSpec.Kind.NODE -> if (member >= 0) {
                    val child = Shape()
                    if (reshape(member, child)) {
                        path.add(JSONPath.Component.Key(field.name))
                        write(child, member, depth + 1, false)
                        path.removeAt(path.size - 1)
                    }
                }
                FieldSpec.Kind.RECORDS -> if (member >= 0) writeRecords(member, field, depth + 1)
                FieldSpec.Kind.STRING_ROWS -> if (values.kinds[position] == NodeValues.TEXTS && values.payloads[position] >= 0) {
                    for (row in document.elements(values.index(position))) consumer.row(row.value, values, depth + 1)
                }
                else -> {}
            }
        }
        consumer.close(spec)
    }

    /** Each element that decodes, in order; one that fails is dropped and reported (§2.3). */
    private fun writeChildren(array: Int, field: FieldSpec, weighting: Boolean, depth: Int) {
        path.add(JSONPath.Component.Key(field.name))
        val child = Shape()
        for ((position, element) in document.elements(array).withIndex()) {
            path.add(JSONPath.Component.Index(position))
            if (reshape(element.value, child)) {
                val weighted = weighting && (child.spec?.weightedInHStack ?: false)
                write(child, element.value, depth, weighted)
            } else if (consumer.wantsDiagnostics) {
                val failure = check(element.value, child)
                if (failure != null) report(Diagnostic.Problem.Dropped(nodeTypeName(element.value), failure))
            }
            path.removeAt(path.size - 1)
        }
        path.removeAt(path.size - 1)
    }

    /**
     * How many elements of `array` decode, i.e. render (§2.3: the others are dropped), found before
     * the line that states it is written, so no written line ever changes. `check` records each one
     * that decodes (`checked`), so `writeChildren` does not check it again.
     */
    private fun renderable(array: Int): Int {
        val child = Shape()
        var count = 0
        for (element in document.elements(array)) if (check(element.value, child) == null) count += 1
        return count
    }

    /** The shape of a node `check` passed: its members and the row it found, without checking or matching again. False for a node it did not pass. */
    private fun reshape(index: Int, shape: Shape): Boolean {
        val found = checked.found(index)
        if (found == CheckedNodes.NOT_PASSED) return false
        shape.members.gather(index, document)
        shape.typeName = shape.members[TYPE_SLOT] ?: 0
        shape.spec = if (found == CheckedNodes.UNKNOWN_TYPE_FOUND) null else nodes[found]
        return true
    }

    /** A chart's data points: all decoded (`check` saw to it); their optional fields resolve like a node's. */
    private fun writeRecords(array: Int, field: FieldSpec, depth: Int) {
        val record = NodeTable.records[0]
        path.add(JSONPath.Component.Key(field.name))
        val members = ObjectMembers()
        for ((position, element) in document.elements(array).withIndex()) {
            path.add(JSONPath.Component.Index(position))
            members.gather(element.value, document)
            val values = NodeValues(document)
            for ((index, recordField) in record.fields.withIndex()) resolve(recordField, members[recordField], values, index)
            if (consumer.wantsDiagnostics && members.hasUnknownMembers(record.allowed)) {
                reportUnknownMembers(element.value, record.allowed, record.owner)
            }
            consumer.record(record, values, depth)
            path.removeAt(path.size - 1)
        }
        path.removeAt(path.size - 1)
    }

    /** How many elements of the counted field render (§3.1 counts). */
    private fun count(field: FieldSpec, values: NodeValues, position: Int, member: Int?): Int = when (field.kind) {
        FieldSpec.Kind.NODES -> if (member != null) renderable(member) else 0
        FieldSpec.Kind.RECORDS -> if (member != null) document.count(member) else 0
        FieldSpec.Kind.STRING_ROWS ->
            if (values.kinds[position] == NodeValues.TEXTS && values.payloads[position] >= 0) document.count(values.index(position)) else 0
        else -> 0
    }

    companion object {
        val TYPE_SLOT: Int = FieldNames.slot("type")
        private val NODE_TYPES = NodeType.values()
        /** `NodeType`'s raw values as UTF-8, matched against the tape's bytes. */
        private val TYPE_NAMES = NODE_TYPES.map { it.rawValue.toByteArray(Charsets.UTF_8) }.toTypedArray()
    }
}
