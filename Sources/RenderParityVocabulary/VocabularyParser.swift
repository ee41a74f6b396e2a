import RenderParityJSON
import RenderParityText

/// Parses one vocabulary file onto its base (nil without `extends`) and checks every rule of
/// spec/vocabulary.md on the way, so a definition that comes out is one the compiler can
/// compile. Fields are parsed in `VocabularyParser+Fields.swift`.
struct VocabularyParser {
    static let topMembers = [
        "format", "name", "version", "description", "extends", "replace", "document", "enums", "commonFields",
        "nodes", "records",
    ]

    let reader: VocabularyFileReader
    let top: VocabularyFileReader.Object
    /// The definition so far: the base's, then what this file adds.
    var definition: VocabularyDefinition
    /// Where each node type, record and line name was first defined, for duplicate errors.
    var nodePaths: [String: JSONPath] = [:]
    var recordPaths: [String: JSONPath] = [:]
    var linePaths: [String: JSONPath] = [:]

    /// The file's `extends`, read before anything else (the loader loads the base first).
    static func extends(of tape: JSONTape, file: String) throws(VocabularyError) -> String? {
        let reader = VocabularyFileReader(tape: tape, file: file)
        let top = try reader.object(tape.root, at: .root, allowed: topMembers)
        return try reader.string(top, "extends")
    }

    init(tape: JSONTape, file: String, base: VocabularyDefinition?) throws(VocabularyError) {
        reader = VocabularyFileReader(tape: tape, file: file)
        top = try reader.object(tape.root, at: .root, allowed: Self.topMembers)
        let name = try reader.requiredString(top, "name")
        try Self.checkVocabularyName(name, reader: reader, at: top.path("name"))
        let version = try reader.requiredString(top, "version")
        if version.isEmpty { throw reader.error(.missing(expected: "a non-empty string"), at: top.path("version")) }
        let description = try reader.string(top, "description")
        definition = VocabularyDefinition(
            name: name, version: version, description: description,
            document: base?.document ?? DocumentShape(typeKey: "type", propsKey: nil, nodeKeys: [], envelope: nil),
            enums: base?.enums ?? [], commonFields: base?.commonFields ?? [], nodes: base?.nodes ?? [],
            records: base?.records ?? [])
        if base != nil {
            if top.value("document") != nil { throw reader.error(.documentInExtension, at: top.path("document")) }
        } else {
            guard let value = top.value("document") else {
                throw reader.error(.documentMissing, at: top.path("document"))
            }
            definition.document = try parseDocument(value, at: top.path("document"))
        }
    }

    /// Checks `format`, then adds this file's enums, records, common fields and nodes.
    mutating func parse() throws(VocabularyError) -> VocabularyDefinition {
        try checkFormat()
        let replaced = try reader.strings(top, "replace")
        for (position, name) in replaced.enumerated()
        where !definition.nodes.contains(where: { $0.type == name })
            && !definition.records.contains(where: { $0.name == name })
        {
            throw reader.error(.replaceUnknown(name), at: top.path("replace").appending(index: position))
        }
        for node in definition.nodes {
            nodePaths[node.type] = .root
            linePaths[node.line] = .root
        }
        for record in definition.records {
            recordPaths[record.name] = .root
            linePaths[record.line] = .root
        }
        try parseEnums()
        try parseRecords(replacing: replaced)
        if let value = top.value("commonFields") {
            let fields = try parseFields(value, at: top.path("commonFields"), owner: .node(props: true))
            definition.commonFields += fields
        }
        guard top.value("nodes") != nil || definition.nodes.count > 0 else {
            throw reader.error(.missing(expected: "an array of node types"), at: top.path("nodes"))
        }
        for (position, element) in try reader.array(top, "nodes").enumerated() {
            try parseNode(element, at: top.path("nodes").appending(index: position), replacing: replaced)
        }
        try checkNodes()
        return definition
    }

    func checkFormat() throws(VocabularyError) {
        guard let value = top.value("format") else {
            throw reader.error(.missing(expected: "1"), at: top.path("format"))
        }
        guard reader.integer(at: value) == 1 else {
            // Only a number entry has a number: reading one off a string entry would read past `numbers`.
            guard reader.tape.kind(value) == .number else {
                throw reader.error(.unsupportedFormat(reader.tape.kind(value).typeName), at: top.path("format"))
            }
            let number = SnapshotNumber.format(reader.tape.number(value))
            throw reader.error(
                .unsupportedFormat(number.hasSuffix(".0") ? String(number.dropLast(2)) : number), at: top.path("format")
            )
        }
    }

    static func checkVocabularyName(_ name: String, reader: VocabularyFileReader, at path: JSONPath)
        throws(VocabularyError)
    {
        let bytes = Array(name.utf8)
        let isAllowed: (UInt8) -> Bool = {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
        guard (1...64).contains(bytes.count), bytes.allSatisfy(isAllowed), bytes[0] != UInt8(ascii: "."),
            bytes[0] != UInt8(ascii: "_"), bytes[0] != UInt8(ascii: "-")
        else {
            throw reader.error(
                .invalidName(
                    name, what: "a vocabulary name",
                    rule: "1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit"),
                at: path)
        }
    }

    mutating func parseEnums() throws(VocabularyError) {
        guard let value = top.value("enums") else { return }
        guard reader.tape.kind(value) == .object else {
            throw reader.error(.wrongType(expected: "an object", found: reader.tape.kind(value)), at: top.path("enums"))
        }
        for member in reader.tape.members(value) {
            let name = reader.tape.string(member.key)
            let path = top.path("enums").appending(key: name)
            try Names.checkIdentifier(name, what: "an enum name", reader: reader, at: path)
            guard reader.tape.kind(member.value) == .array else {
                throw reader.error(
                    .wrongType(expected: "an array of strings", found: reader.tape.kind(member.value)), at: path)
            }
            let existing = definition.enums.firstIndex { $0.name == name }
            var cases = existing.map { definition.enums[$0].cases } ?? []
            for (position, element) in reader.tape.elements(member.value).enumerated() {
                let casePath = path.appending(index: position)
                guard reader.tape.kind(element.value) == .string else {
                    throw reader.error(
                        .wrongType(expected: "a string", found: reader.tape.kind(element.value)), at: casePath)
                }
                let text = reader.tape.string(element.value)
                try Names.checkKey(text, what: "an enum case", reader: reader, at: casePath)
                if cases.contains(text) {
                    throw reader.error(.duplicate(what: "enum case", name: text, first: path), at: casePath)
                }
                cases.append(text)
            }
            if cases.isEmpty { throw reader.error(.missing(expected: "at least one case"), at: path) }
            if cases.count > VocabularyLimits.enumCases {
                throw reader.error(.limit(what: "cases", limit: VocabularyLimits.enumCases), at: path)
            }
            if let existing {
                definition.enums[existing].cases = cases
            } else {
                definition.enums.append(EnumDefinition(name: name, cases: cases))
            }
        }
    }

    mutating func parseRecords(replacing replaced: [String]) throws(VocabularyError) {
        guard let value = top.value("records") else { return }
        guard reader.tape.kind(value) == .object else {
            throw reader.error(
                .wrongType(expected: "an object", found: reader.tape.kind(value)), at: top.path("records"))
        }
        for member in reader.tape.members(value) {
            let name = reader.tape.string(member.key)
            let path = top.path("records").appending(key: name)
            try Names.checkIdentifier(name, what: "a record name", reader: reader, at: path)
            let object = try reader.object(
                member.value, at: path, allowed: ["line", "schemaName", "owner", "description", "fields"])
            let line = try reader.requiredString(object, "line")
            try claimLine(
                line, at: object.path("line"),
                replacing: replaced.contains(name) ? definition.record(named: name)?.line : nil)
            let record = RecordDefinition(
                name: name, line: line, schemaName: try reader.string(object, "schemaName") ?? name,
                owner: try reader.string(object, "owner") ?? "a \(name)",
                description: try reader.string(object, "description"),
                fields: try parseFields(object.value("fields") ?? -1, at: object.path("fields"), owner: .record))
            if let existing = definition.records.firstIndex(where: { $0.name == name }) {
                guard replaced.contains(name) else {
                    throw reader.error(
                        .duplicate(what: "record", name: name, first: recordPaths[name] ?? .root), at: path)
                }
                definition.records[existing] = record
            } else {
                definition.records.append(record)
            }
            recordPaths[name] = path
        }
    }

    mutating func parseNode(_ value: Int, at path: JSONPath, replacing replaced: [String]) throws(VocabularyError) {
        let object = try reader.object(
            value, at: path,
            allowed: ["type", "line", "description", "fillsWidth", "weightsChildren", "weightedInHStack", "fields"])
        let type = try reader.requiredString(object, "type")
        try Names.checkKey(type, what: "a node type", reader: reader, at: object.path("type"))
        // Every type defined so far has a path: only a known type is looked for among the nodes.
        let existing = nodePaths[type] == nil ? nil : definition.nodes.firstIndex { $0.type == type }
        if existing != nil, !replaced.contains(type) || nodePaths[type] != .root {
            throw reader.error(
                .duplicate(what: "node type", name: type, first: nodePaths[type] ?? .root), at: object.path("type"))
        }
        let line = try reader.requiredString(object, "line")
        try claimLine(line, at: object.path("line"), replacing: existing.map { definition.nodes[$0].line })
        guard object.value("fields") != nil else {
            throw reader.error(.missing(expected: "an array of fields"), at: object.path("fields"))
        }
        let node = NodeDefinition(
            type: type, line: line, description: try reader.string(object, "description"),
            fillsWidth: try reader.bool(object, "fillsWidth"),
            weightsChildren: try reader.bool(object, "weightsChildren"),
            weightedInHStack: try reader.bool(object, "weightedInHStack"),
            fields: try parseFields(object.value("fields") ?? -1, at: object.path("fields"), owner: .node(props: true)))
        if let existing { definition.nodes[existing] = node } else { definition.nodes.append(node) }
        nodePaths[type] = path
        if definition.nodes.count > VocabularyLimits.nodeTypes {
            throw reader.error(.limit(what: "node types", limit: VocabularyLimits.nodeTypes), at: path)
        }
    }

    /// Line names are unique among nodes and records, and never the grammar's own (§3.1).
    mutating func claimLine(_ line: String, at path: JSONPath, replacing old: String?) throws(VocabularyError) {
        try Names.checkLine(line, reader: reader, at: path)
        if let first = linePaths[line], line != old {
            throw reader.error(.duplicate(what: "line name", name: line, first: first), at: path)
        }
        linePaths[line] = path
    }
}

extension VocabularyParser {
    /// The document's shape (spec/vocabulary.md §2).
    func parseDocument(_ value: Int, at path: JSONPath) throws(VocabularyError) -> DocumentShape {
        let object = try reader.object(value, at: path, allowed: ["typeKey", "propsKey", "nodeKeys", "envelope"])
        let typeKey = try reader.string(object, "typeKey") ?? "type"
        try Names.checkKey(typeKey, what: "a member name", reader: reader, at: object.path("typeKey"))
        var propsKey: String?
        if let value = object.value("propsKey"), reader.tape.kind(value) != .null {
            let key = try reader.requiredString(object, "propsKey")
            try Names.checkKey(key, what: "a member name", reader: reader, at: object.path("propsKey"))
            propsKey = key
        }
        let nodeKeys = try reader.strings(object, "nodeKeys")
        if !nodeKeys.isEmpty, propsKey == nil {
            throw reader.error(
                .notAllowedFor(member: "nodeKeys", fieldType: "a document without propsKey"),
                at: object.path("nodeKeys"))
        }
        var envelope: EnvelopeDefinition?
        if let value = object.value("envelope"), reader.tape.kind(value) != .null {
            let members = try reader.object(
                value, at: object.path("envelope"), allowed: ["schemaName", "description", "fields"])
            let fields = try parseFields(members.value("fields") ?? -1, at: members.path("fields"), owner: .envelope)
            let roots = fields.filter { $0.type == .node }
            guard roots.count == 1, roots[0].required else {
                throw reader.error(.envelopeRoot, at: members.path("fields"))
            }
            envelope = EnvelopeDefinition(
                schemaName: try reader.string(members, "schemaName") ?? "Envelope",
                description: try reader.string(members, "description"), fields: fields)
        }
        return DocumentShape(typeKey: typeKey, propsKey: propsKey, nodeKeys: nodeKeys, envelope: envelope)
    }
}
