package renderparity

/**
 * The one walk over a read document that applies a vocabulary's rules (spec §2) and reports what
 * it decided to a `NodeConsumer`. Twin of `NodeDecoder.swift`: the rules come from the
 * vocabulary's rows (`Vocabulary`: the built-in DSL's from `spec/dsl-nodes.json`, or a team's
 * file), not from code per node type.
 *
 * Each node is first *checked* (§2.2: an object, a string type, its required fields in row
 * order, the first failure winning; a required child node must itself pass), then *written*:
 * its optional fields are resolved (§2.3), the consumer is told, and what it holds follows one
 * level deeper. Recursion is bounded: the reader has refused anything nested deeper than 256.
 */
internal class NodeDecoder(
    val document: JSONDocument,
    val vocabulary: Vocabulary,
    val consumer: NodeConsumer,
    /** Where `checked` may take its array from (`RunBuffers`). */
    buffers: RunBuffers? = null
) {
    /** The path of the value being decoded; turned into a `JSONPath` only when something is reported. */
    var path = ArrayList<JSONPath.Component>()
    /** The nodes `check` passed, by tape index, and their rows, so writing them neither checks them nor matches their type again. */
    internal val checked = CheckedNodes(document.tape.size, buffers?.checked)
    /** The member names matched so far, so a node or record gathered again matches none twice. */
    private val found = FoundNames.of(vocabulary.names, document)
    /** The vocabulary's node types and rows, held here, so a node reaches them without going through the vocabulary. */
    private val types = vocabulary.types
    /** The reader's stamps of `type` values, when it stamped them with these types (`JSONReader.read`). */
    private val typeStamps: ShortArray? = document.tape.fields?.takeIf { document.tape.recognisedTypes === types }
    /** The reader's stamps of enumeration values, when it stamped them with this vocabulary's cases (`JSONReader.read`). */
    private val caseStamps: ShortArray? = document.tape.fields?.takeIf { document.tape.recognisedEnumerations === vocabulary.enumerations }
    private val rows = vocabulary.rows
    val typeKey = vocabulary.typeKey
    val propsKey = vocabulary.propsKey
    /** The path steps of the type and props keys. */
    val typeStep: JSONPath.Component = JSONPath.Component.Key(vocabulary.name(typeKey))
    val propsStep: JSONPath.Component? = if (propsKey >= 0) JSONPath.Component.Key(vocabulary.name(propsKey)) else null
    /** Where a node's values are resolved, one row at a time. */
    internal val values = NodeValues(document, vocabulary.widestRow)
    private val noNames = NameIndex(emptyList())
    /** Whether the consumer wants diagnostics, read once. */
    val diagnosing = consumer.wantsDiagnostics
    /** Whether the consumer wants the icons' names, read once. */
    val collectingIcons = consumer.wantsIcons
    /** Whether the root's elements are checked and written in one pass (`NodeConsumer.countsLater`), read once. */
    private val countingLater = consumer.countsLater && !diagnosing
    /**
     * Shapes no walk holds now, for the next to borrow (`borrowShape`): a `Shape` per container
     * and per node child was most of the port's allocations (two slot arrays of the vocabulary's
     * width each). Every borrower gives its shape back when its walk is done.
     */
    private val spareShapes = ArrayList<Shape>()
    /** A record's members while `checkRequired` checks one, and while `writeRecords` writes one: records hold no records. */
    private val checkedRecord = ObjectMembers(vocabulary.names, found)
    internal val writtenRecord = ObjectMembers(vocabulary.names, found)
    /** The shapes checking found, kept for writing (`CheckedChildren`). */
    internal val kept = CheckedChildren(this)

    /** A node as checking found it: its members, its props' members (spec/vocabulary.md §2), and its row (null: an unknown type). */
    inner class Shape {
        var spec: NodeSpec? = null
        var typeName = 0
        val members = ObjectMembers(vocabulary.names, found)
        /** Without a props key there are none to gather: an empty index costs nothing per node. */
        val props = if (propsKey >= 0) ObjectMembers(vocabulary.names, found) else ObjectMembers(noNames)
        /** The props object's tape index, when the vocabulary has props and the node has them; else -1. */
        var propsObject = -1

        /** The value of `field`, from the node or its props, as the field says; -1 when absent. */
        fun value(field: FieldSpec): Int = if (field.inProps) props.value(field.field) else members.value(field.field)
    }

    // MARK: - Decoding

    /** Decodes the node at `index` as a root (§1.3): its failure is returned, and nothing was told to the consumer. */
    fun decodeRoot(index: Int): DecodeFailure? {
        val shape = kept.block(0).shapes[CheckedChildren.SPARE]
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
        val type = shape.members.value(typeKey)
        if (type < 0 || document.kind(type) == JSONDocument.Kind.NULL) {
            return failure(DecodeFailure.Problem.MissingField(Messages.Decoding.expectedNodeType), typeStep)
        }
        if (document.kind(type) != JSONDocument.Kind.STRING) {
            return failure(DecodeFailure.Problem.WrongType(Messages.Decoding.expectedNodeType, document.kind(type)), typeStep)
        }
        shape.typeName = type
        val position = typeRow(type)
        val spec = rows.getOrNull(position)
        shape.spec = spec
        if (spec == null) {
            checked.passed(index, null)
            return null
        }
        if (propsKey >= 0) gatherProps(shape)?.let { return it }
        for (field in spec.required) {
            val member = shape.value(field)
            if (member >= 0 && field.passesOnType(document.kind(member))) continue
            val failure = checkRequired(field, member)
            if (failure != null) return failure
        }
        checked.passed(index, position)
        return null
    }

    /** The position among the vocabulary's types of the string at `type`, as the reader stamped it when it could (`JSONReader.read`), else matched now. */
    private fun typeRow(type: Int): Int {
        val stamps = typeStamps ?: return types.find(document, type)
        val stamp = stamps[type].toInt()
        return if (stamp != 0) stamp - 2 else types.find(document, type)
    }

    /** The case of `field`'s enumeration the string at `member` is (-1: none), as the reader stamped it when it could, else matched now. */
    internal fun casePosition(field: FieldSpec, member: Int): Int {
        val index = field.enumeration?.index ?: return -1
        val stamps = caseStamps
        if (stamps != null && vocabulary.enumerations[field.field] === index) {
            val stamp = stamps[member].toInt()
            if (stamp != 0) return stamp - 2
        }
        return index.find(document, member)
    }

    /** The props object's members (spec/vocabulary.md §2): absent or null leaves every props field absent; anything but an object fails the node. */
    private fun gatherProps(shape: Shape): DecodeFailure? {
        val props = shape.members.value(propsKey)
        if (props < 0 || document.kind(props) == JSONDocument.Kind.NULL) {
            shape.propsObject = -1
            shape.props.clear()
            return null
        }
        if (document.kind(props) != JSONDocument.Kind.OBJECT) {
            return failure(DecodeFailure.Problem.WrongType(Messages.Decoding.expectedObject, document.kind(props)), propsStep)
        }
        shape.propsObject = props
        shape.props.gather(props, document)
        return null
    }

    /** A required field: present, not null, of its JSON type; an enumeration's case; a node that decodes; records that all decode (§2.2). */
    internal fun checkRequired(field: FieldSpec, member: Int): DecodeFailure? {
        if (member < 0 || document.kind(member) == JSONDocument.Kind.NULL) {
            return failure(DecodeFailure.Problem.MissingField(field.expected), field)
        }
        when (field.kind) {
            FieldSpec.Kind.NODE -> {
                val depth = path.size
                append(field)
                val shape = borrowShape()
                try {
                    return check(member, shape)
                } finally {
                    giveBack(shape)
                    leaveTo(depth, always = true)
                }
            }
            FieldSpec.Kind.RECORDS -> {
                if (document.kind(member) != JSONDocument.Kind.ARRAY) return wrongType(field, member)
                val record = vocabulary.records[field.record]
                val depth = path.size
                append(field)
                try {
                    var element = member + 1
                    for (position in 0 until document.count(member)) {
                        // The path takes the record's index only when the record fails, whose check
                        // then runs again to word the failure: keeping it for every record cost more
                        // than checking the record.
                        if (checkRecord(element, record, checkedRecord) != null) {
                            path.add(JSONPath.Component.Index(position))
                            return checkRecord(element, record, checkedRecord)
                        }
                        element = document.next(element)
                    }
                    return null
                } finally {
                    leaveTo(depth, always = true)
                }
            }
            FieldSpec.Kind.ENUMERATION -> {
                if (document.kind(member) != JSONDocument.Kind.STRING) return wrongType(field, member)
                val enumeration = field.enumeration
                if (enumeration != null && casePosition(field, member) >= 0) return null
                return failure(DecodeFailure.Problem.InvalidValue(document.string(member), enumeration?.names ?: emptyList()), field)
            }
            FieldSpec.Kind.BOOLEAN -> {
                val kind = document.kind(member)
                return if (kind == JSONDocument.Kind.TRUE || kind == JSONDocument.Kind.FALSE) null else wrongType(field, member)
            }
            else -> return if (document.kind(member) == jsonKind(field)) null else wrongType(field, member)
        }
    }

    private fun wrongType(field: FieldSpec, value: Int): DecodeFailure =
        failure(DecodeFailure.Problem.WrongType(field.expected, document.kind(value)), field)

    /** Steps into `field`: through the props object first when the field lives there. */
    private fun append(field: FieldSpec) {
        if (field.inProps && propsStep != null) path.add(propsStep)
        path.add(field.pathStep)
    }

    // MARK: - Writing

    /** Tells the consumer about a node that `check` passed, then about everything it holds. */
    fun write(shape: Shape, index: Int, depth: Int, weighted: Boolean) {
        val row = shape.spec
        if (row == null) {
            if (diagnosing) report(Diagnostic.Problem.UnknownType(document.string(shape.typeName)), typeStep)
            consumer.unknown(document.string(shape.typeName), depth)
            return
        }
        val fields = row.fieldArray
        var elements = 0
        // The root's held children, counted as they are written (`writeCounting`).
        val later = countingLater && depth == 0 && row.counted >= 0 && row.counted == row.held && fields[row.held].kind == FieldSpec.Kind.NODES
        for (position in fields.indices) {
            val field = fields[position]
            val member = shape.value(field)
            resolve(field, member, values, position)
            if (position == row.counted) {
                if (!later) elements = count(field, values, position, member, depth + 1)
            } else if (field.kind == FieldSpec.Kind.NODES && member >= 0 && document.kind(member) == JSONDocument.Kind.ARRAY) {
                // An uncounted `nodes` field (spec/vocabulary.md §3.2: `count` is optional): its
                // elements are checked here, as counting checks them, or none would be written.
                renderable(member, depth + 1)
            }
        }
        if (diagnosing) reportUnknownMembers(shape, index, row)
        if (later) consumer.openCountLater(row, values, weighted, depth) else consumer.open(row, values, weighted, elements, depth)
        if (row.held >= 0) {
            val field = fields[row.held]
            val member = shape.value(field)
            when (field.kind) {
                // An optional one of another JSON type holds nothing (its members are no elements).
                FieldSpec.Kind.NODES -> if (member >= 0 && document.kind(member) == JSONDocument.Kind.ARRAY) {
                    if (later) elements = writeCounting(member, row.weightsChildren, depth + 1)
                    else writeChildren(member, field, row.weightsChildren, depth + 1)
                }
                FieldSpec.Kind.NODE -> if (member >= 0) writeChild(member, field, depth + 1)
                FieldSpec.Kind.RECORDS ->
                    if (values.kind(row.held) == ResolvedValue.TEXTS && values.payloads[row.held] >= 0) {
                        writeRecords(values.index(row.held), field, depth + 1)
                    }
                FieldSpec.Kind.STRING_ROWS ->
                    if (values.kind(row.held) == ResolvedValue.TEXTS && values.payloads[row.held] >= 0) {
                        for (element in document.elements(values.index(row.held))) consumer.row(element.value, values, depth + 1)
                    }
                else -> {}
            }
        }
        if (later) consumer.counted(row, elements)
        consumer.close(row)
    }

    /**
     * The node a `node` field holds. A required one passed `check` with its parent. An optional
     * one is checked here: it is written when it decodes, and dropped and reported when it fails,
     * as a failing element of `children` is (§2.3).
     */
    private fun writeChild(child: Int, field: FieldSpec, depth: Int) {
        val shape = kept.block(depth).shapes[CheckedChildren.SPARE]
        val saved = path.size
        // The path is needed to check an optional child, whatever the consumer wants.
        append(field)
        try {
            if (!reshape(child, shape)) {
                if (field.required || document.kind(child) != JSONDocument.Kind.OBJECT) return
                val failure = check(child, shape)
                if (failure != null) {
                    if (diagnosing) report(Diagnostic.Problem.Dropped(nodeTypeName(child), failure))
                    return
                }
            }
            write(shape, child, depth, false)
        } finally {
            leaveTo(saved, always = true)
        }
    }

    /** A shape no walk holds (a spare one, or a new one); its old contents are overwritten by `check` or `reshape`. */
    private fun borrowShape(): Shape = if (spareShapes.isEmpty()) Shape() else spareShapes.removeAt(spareShapes.size - 1)

    private fun giveBack(shape: Shape) { spareShapes.add(shape) }

    /** The shape of a node `check` passed: its members and the row it found, without checking or matching again. False for a node it did not pass. */
    internal fun reshape(index: Int, shape: Shape): Boolean {
        val found = checked.found(index)
        if (found == CheckedNodes.NOT_PASSED) return false
        shape.members.gather(index, document)
        shape.typeName = maxOf(0, shape.members.value(typeKey))
        shape.spec = if (found == CheckedNodes.UNKNOWN_TYPE_FOUND) null else rows.getOrNull(found)
        // Passed: a props member that is there is an object.
        if (shape.spec != null && propsKey >= 0) gatherProps(shape)
        return true
    }

    /** The `FieldID` of the member name at tape index `key` (-1: none of the vocabulary's), looked up once per tape (`FoundNames`). */
    internal fun field(key: Int): Int = found?.field(key, document, vocabulary.names) ?: vocabulary.names.find(document, key)

    /** Enters `field` (through the props object when it lives there); the path while writing is only for diagnostics. */
    internal fun enter(field: FieldSpec) { if (diagnosing) append(field) }

    internal fun leave() { if (diagnosing) path.removeAt(path.size - 1) }

    /** Leaves every step entered since the path had `count` steps. */
    internal fun leaveTo(count: Int, always: Boolean = false) {
        if (diagnosing || always) while (path.size > count) path.removeAt(path.size - 1)
    }

    /** How many elements of the counted field render (§3.1 counts); `depth` is the elements'. */
    private fun count(field: FieldSpec, values: NodeValues, position: Int, member: Int, depth: Int): Int = when (field.kind) {
        FieldSpec.Kind.NODES -> if (member >= 0 && document.kind(member) == JSONDocument.Kind.ARRAY) renderable(member, depth) else 0
        FieldSpec.Kind.RECORDS, FieldSpec.Kind.STRING_ROWS ->
            if (values.kind(position) == ResolvedValue.TEXTS && values.payloads[position] >= 0) document.count(values.index(position)) else 0
        else -> 0
    }
}
