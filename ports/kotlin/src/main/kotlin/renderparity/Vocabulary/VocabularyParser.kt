package renderparity

/**
 * Parses one vocabulary file onto its base (null without `extends`) and checks every rule of
 * spec/vocabulary.md on the way, so a definition that comes out is one the compiler can
 * compile. Fields are parsed in `VocabularyParserFields.kt`. Twin of `VocabularyParser.swift`.
 */
internal class VocabularyParser(tape: JSONDocument, file: String, base: VocabularyDefinition?) {
    companion object {
        val topMembers = listOf(
            "format", "name", "version", "description", "extends", "replace", "document", "enums", "commonFields",
            "nodes", "records")

        /** The file's `extends`, read before anything else (the loader loads the base first). */
        fun extends(tape: JSONDocument, file: String): String? {
            val reader = VocabularyFileReader(tape, file)
            val top = reader.obj(tape.root, JSONPath.root, topMembers)
            return reader.string(top, "extends")
        }

        fun checkVocabularyName(name: String, reader: VocabularyFileReader, at: JSONPath) {
            val bytes = Names.utf8(name)
            val isAllowed = { byte: Byte -> Names.isLower(byte) || Names.isDigit(byte) || byte == DOT || byte == UNDERSCORE || byte == DASH }
            if (bytes.size !in 1..64 || !bytes.all(isAllowed) || bytes[0] == DOT || bytes[0] == UNDERSCORE || bytes[0] == DASH) {
                throw reader.error(
                    VocabularyError.Problem.InvalidName(
                        name, "a vocabulary name", "1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit"),
                    at)
            }
        }

        private const val DOT: Byte = 0x2E
        private const val UNDERSCORE: Byte = 0x5F
        private const val DASH: Byte = 0x2D
    }

    val reader = VocabularyFileReader(tape, file)
    val top: VocabularyFileReader.Object = reader.obj(tape.root, JSONPath.root, topMembers)
    /** The definition so far: the base's, then what this file adds. */
    val definition: VocabularyDefinition
    /** Where each node type, record and line name was first defined, for duplicate errors. */
    val nodePaths = HashMap<String, JSONPath>()
    val recordPaths = HashMap<String, JSONPath>()
    val linePaths = HashMap<String, JSONPath>()

    init {
        val name = reader.requiredString(top, "name")
        checkVocabularyName(name, reader, top.path("name"))
        val version = reader.requiredString(top, "version")
        if (version.length == 0) throw reader.error(VocabularyError.Problem.Missing("a non-empty string"), top.path("version"))
        val description = reader.string(top, "description")
        definition = base?.copied()?.also {
            it.name = name
            it.version = version
            it.description = description
        } ?: VocabularyDefinition(
            name, version, description, DocumentShape("type", null, emptyList(), null),
            ArrayList(), ArrayList(), ArrayList(), ArrayList())
        if (base != null) {
            if (top.value("document") != null) throw reader.error(VocabularyError.Problem.DocumentInExtension, top.path("document"))
        } else {
            val value = top.value("document") ?: throw reader.error(VocabularyError.Problem.DocumentMissing, top.path("document"))
            definition.document = parseDocument(value, top.path("document"))
        }
    }

    /** Checks `format`, then adds this file's enums, records, common fields and nodes. */
    fun parse(): VocabularyDefinition {
        checkFormat()
        val replaced = reader.strings(top, "replace")
        for ((position, name) in replaced.withIndex()) {
            if (definition.nodes.none { it.type == name } && definition.record(name) == null) {
                throw reader.error(VocabularyError.Problem.ReplaceUnknown(name), top.path("replace").appending(position))
            }
        }
        for (node in definition.nodes) {
            nodePaths[node.type] = JSONPath.root
            linePaths[node.line] = JSONPath.root
        }
        for (record in definition.records) {
            recordPaths[record.name] = JSONPath.root
            linePaths[record.line] = JSONPath.root
        }
        parseEnums()
        parseRecords(replaced)
        val common = top.value("commonFields")
        if (common != null) definition.commonFields.addAll(parseFields(common, top.path("commonFields"), FieldOwner.NODE))
        if (top.value("nodes") == null && definition.nodes.isEmpty()) {
            throw reader.error(VocabularyError.Problem.Missing("an array of node types"), top.path("nodes"))
        }
        for ((position, element) in reader.array(top, "nodes").withIndex()) {
            parseNode(element, top.path("nodes").appending(position), replaced)
        }
        checkNodes()
        return definition
    }

    fun checkFormat() {
        val value = top.value("format") ?: throw reader.error(VocabularyError.Problem.Missing("1"), top.path("format"))
        if (reader.integer(value) != 1L) {
            // Only a number entry has a number: reading one off a string entry would read another entry's.
            if (reader.tape.kind(value) != JSONDocument.Kind.NUMBER) {
                throw reader.error(VocabularyError.Problem.UnsupportedFormat(reader.tape.kind(value).typeName), top.path("format"))
            }
            val number = SnapshotNumber.format(reader.tape.number(value))
            val found = if (number.endsWith(".0")) number.substring(0, number.length - 2) else number
            throw reader.error(VocabularyError.Problem.UnsupportedFormat(found), top.path("format"))
        }
    }

    fun parseEnums() {
        val value = top.value("enums") ?: return
        if (reader.tape.kind(value) != JSONDocument.Kind.OBJECT) {
            throw reader.error(VocabularyError.Problem.WrongType("an object", reader.tape.kind(value)), top.path("enums"))
        }
        for (member in reader.tape.members(value)) {
            val name = reader.tape.string(member.key)
            val path = top.path("enums").appending(name)
            Names.checkIdentifier(name, "an enum name", reader, path)
            if (reader.tape.kind(member.value) != JSONDocument.Kind.ARRAY) {
                throw reader.error(VocabularyError.Problem.WrongType("an array of strings", reader.tape.kind(member.value)), path)
            }
            val existing = definition.enums.indexOfFirst { it.name == name }
            val cases = if (existing >= 0) ArrayList(definition.enums[existing].cases) else ArrayList()
            for ((position, element) in reader.tape.elements(member.value).withIndex()) {
                val casePath = path.appending(position)
                if (reader.tape.kind(element.value) != JSONDocument.Kind.STRING) {
                    throw reader.error(VocabularyError.Problem.WrongType("a string", reader.tape.kind(element.value)), casePath)
                }
                val text = reader.tape.string(element.value)
                Names.checkKey(text, "an enum case", reader, casePath)
                if (text in cases) throw reader.error(VocabularyError.Problem.Duplicate("enum case", text, path), casePath)
                cases.add(text)
            }
            if (cases.isEmpty()) throw reader.error(VocabularyError.Problem.Missing("at least one case"), path)
            if (cases.size > VocabularyLimits.enumCases) {
                throw reader.error(VocabularyError.Problem.Limit("cases", VocabularyLimits.enumCases), path)
            }
            if (existing >= 0) definition.enums[existing] = EnumDefinition(name, cases)
            else definition.enums.add(EnumDefinition(name, cases))
        }
    }

    fun parseRecords(replaced: List<String>) {
        val value = top.value("records") ?: return
        if (reader.tape.kind(value) != JSONDocument.Kind.OBJECT) {
            throw reader.error(VocabularyError.Problem.WrongType("an object", reader.tape.kind(value)), top.path("records"))
        }
        for (member in reader.tape.members(value)) {
            val name = reader.tape.string(member.key)
            val path = top.path("records").appending(name)
            Names.checkIdentifier(name, "a record name", reader, path)
            val obj = reader.obj(member.value, path, listOf("line", "schemaName", "owner", "description", "fields"))
            val line = reader.requiredString(obj, "line")
            claimLine(line, obj.path("line"), if (name in replaced) definition.record(name)?.line else null)
            val record = RecordDefinition(
                name, line, reader.string(obj, "schemaName") ?: name, reader.string(obj, "owner") ?: "a $name",
                reader.string(obj, "description"), parseFields(obj.value("fields") ?: -1, obj.path("fields"), FieldOwner.RECORD))
            val existing = definition.records.indexOfFirst { it.name == name }
            if (existing >= 0) {
                if (name !in replaced) {
                    throw reader.error(VocabularyError.Problem.Duplicate("record", name, recordPaths[name] ?: JSONPath.root), path)
                }
                definition.records[existing] = record
            } else {
                definition.records.add(record)
            }
            recordPaths[name] = path
        }
    }

    fun parseNode(value: Int, path: JSONPath, replaced: List<String>) {
        val obj = reader.obj(value, path, listOf("type", "line", "description", "fillsWidth", "weightsChildren", "weightedInHStack", "fields"))
        val type = reader.requiredString(obj, "type")
        Names.checkKey(type, "a node type", reader, obj.path("type"))
        val existing = definition.nodes.indexOfFirst { it.type == type }
        if (existing >= 0 && (type !in replaced || nodePaths[type] != JSONPath.root)) {
            throw reader.error(VocabularyError.Problem.Duplicate("node type", type, nodePaths[type] ?: JSONPath.root), obj.path("type"))
        }
        val line = reader.requiredString(obj, "line")
        claimLine(line, obj.path("line"), if (existing >= 0) definition.nodes[existing].line else null)
        if (obj.value("fields") == null) throw reader.error(VocabularyError.Problem.Missing("an array of fields"), obj.path("fields"))
        val node = NodeDefinition(
            type, line, reader.string(obj, "description"),
            fillsWidth = reader.bool(obj, "fillsWidth"),
            weightsChildren = reader.bool(obj, "weightsChildren"),
            weightedInHStack = reader.bool(obj, "weightedInHStack"),
            fields = parseFields(obj.value("fields") ?: -1, obj.path("fields"), FieldOwner.NODE))
        if (existing >= 0) definition.nodes[existing] = node else definition.nodes.add(node)
        nodePaths[type] = path
        if (definition.nodes.size > VocabularyLimits.nodeTypes) {
            throw reader.error(VocabularyError.Problem.Limit("node types", VocabularyLimits.nodeTypes), path)
        }
    }

    /** Line names are unique among nodes and records, and never the grammar's own (§3.1). */
    fun claimLine(line: String, path: JSONPath, old: String?) {
        Names.checkLine(line, reader, path)
        val first = linePaths[line]
        if (first != null && line != old) throw reader.error(VocabularyError.Problem.Duplicate("line name", line, first), path)
        linePaths[line] = path
    }
}
