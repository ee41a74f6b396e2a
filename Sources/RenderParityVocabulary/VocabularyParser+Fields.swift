import RenderParityJSON
import RenderParityText

/// Fields (spec/vocabulary.md §3.2, §3.3) and the checks that need a node's whole row.
extension VocabularyParser {
    enum FieldOwner {
        case node(props: Bool)
        case record
        case envelope
    }

    static let fieldMembers = [
        "name", "type", "required", "expected", "default", "absent", "omitWhenAbsent", "attribute", "count", "enum",
        "record", "minimum", "maximum", "icon", "description", "source",
    ]

    /// A field's members as keys that look them up by their place in `fieldMembers`.
    enum FieldMember {
        static let name = key("name"), type = key("type"), required = key("required"), expected = key("expected")
        static let absent = key("absent"), omitWhenAbsent = key("omitWhenAbsent"), attribute = key("attribute")
        static let count = key("count"), enumeration = key("enum"), record = key("record"), icon = key("icon")
        static let minimum = key("minimum"), maximum = key("maximum"), defaultValue = key("default")
        static let description = key("description"), source = key("source")

        static func key(_ name: String) -> VocabularyFileReader.Key { .init(name, in: fieldMembers) }
    }

    /// The array of fields at `value` (-1: missing).
    func parseFields(_ value: Int, at path: JSONPath, owner: FieldOwner) throws(VocabularyError) -> [FieldDefinition] {
        guard value >= 0 else { throw reader.error(.missing(expected: "an array of fields"), at: path) }
        guard reader.tape.kind(value) == .array else {
            throw reader.error(.wrongType(expected: "an array of fields", found: reader.tape.kind(value)), at: path)
        }
        var fields: [FieldDefinition] = []
        fields.reserveCapacity(min(reader.tape.count(value), VocabularyLimits.fieldsPerRow + 1))
        // The names so far are scanned: a row has a few fields, and a set hashed every name. Past
        // the limit (an error, but later) a set keeps the time linear.
        var seen: Set<String> = []
        for (position, element) in reader.tape.elements(value).enumerated() {
            let field = try parseField(element.value, in: path, position: position, owner: owner)
            if fields.count == VocabularyLimits.fieldsPerRow { seen = Set(fields.map(\.name)) }
            let repeated =
                fields.count < VocabularyLimits.fieldsPerRow
                ? fields.contains { VocabularyFileReader.same($0.name, field.name) } : !seen.insert(field.name).inserted
            if repeated {
                let first = fields.firstIndex { $0.name == field.name } ?? position
                throw reader.error(
                    .duplicate(what: "field", name: field.name, first: path.appending(index: first)),
                    at: path.appending(index: position).appending(key: "name"))
            }
            fields.append(field)
        }
        if fields.count > VocabularyLimits.fieldsPerRow {
            throw reader.error(.limit(what: "fields", limit: VocabularyLimits.fieldsPerRow), at: path)
        }
        return fields
    }

    /// Field `position` of the array at `fields`.
    func parseField(_ value: Int, in fields: JSONPath, position: Int, owner: FieldOwner) throws(VocabularyError)
        -> FieldDefinition
    {
        let object = try reader.object(value, in: fields, position: position, allowed: Self.fieldMembers)
        let name = try reader.requiredString(object, FieldMember.name)
        try Names.checkKey(name, what: "a member name", reader: reader, at: object.path("name"))
        let typeName = try reader.requiredString(object, FieldMember.type)
        // Lengths compared first: `init(rawValue:)` compared the text with case after case.
        guard
            let type = FieldDefinition.FieldType.allCases.first(where: {
                VocabularyFileReader.same($0.rawValue, typeName)
            })
        else {
            throw reader.error(.unknownFieldType(typeName), at: object.path("type"))
        }
        var field = FieldDefinition(name: name, type: type)
        field.required = try reader.bool(object, FieldMember.required)
        field.expected = try reader.bool(object, FieldMember.expected)
        field.omitWhenAbsent = try reader.bool(object, FieldMember.omitWhenAbsent)
        field.isIcon = try reader.bool(object, FieldMember.icon)
        field.description = try reader.string(object, FieldMember.description)
        field.source = try reader.string(object, FieldMember.source)
        field.absent = try reader.string(object, FieldMember.absent)
        field.count = try reader.string(object, FieldMember.count)
        field.enumName = try reader.string(object, FieldMember.enumeration)
        field.record = try reader.string(object, FieldMember.record)
        field.minimum = try reader.integer(object, FieldMember.minimum)
        field.maximum = try reader.integer(object, FieldMember.maximum)
        try checkAllowed(field, object: object, owner: owner)
        if !type.isHeld, case .node = owner {
            field.attribute = try reader.string(object, FieldMember.attribute) ?? name
        } else if !type.isHeld, case .record = owner {
            field.attribute = try reader.string(object, FieldMember.attribute) ?? name
        } else if object.value(FieldMember.attribute) != nil {
            throw reader.error(
                .notAllowedFor(member: "attribute", fieldType: type.rawValue), at: object.path("attribute"))
        }
        if let attribute = field.attribute {
            try Names.checkIdentifier(
                attribute, what: "an attribute name", reader: reader, at: object.path("attribute"))
            if Names.isReserved(attribute, in: Names.reservedAttributes) {
                throw reader.error(
                    .invalidName(
                        attribute, what: "an attribute name", rule: "fillsWidth and weighted are the grammar's"),
                    at: object.path("attribute"))
            }
        }
        if let count = field.count {
            try Names.checkIdentifier(count, what: "a count label", reader: reader, at: object.path("count"))
        }
        // Not assigned in one statement: reading `field` while it is written copied it whole.
        let defaultValue = try parseDefault(field, object: object)
        field.defaultValue = defaultValue
        return field
    }

    /// Which members a field of this type may have, and what an optional one needs.
    func checkAllowed(_ field: FieldDefinition, object: VocabularyFileReader.Object, owner: FieldOwner)
        throws(VocabularyError)
    {
        let type = field.type
        // A member is looked up only where the field's type rules it out.
        func check(_ member: VocabularyFileReader.Key, allowed: Bool) throws(VocabularyError) {
            if !allowed, object.value(member) != nil {
                throw reader.error(
                    .notAllowedFor(member: member.name, fieldType: type.rawValue), at: object.path(member.name))
            }
        }
        try check(FieldMember.absent, allowed: type == .string && !field.required)
        try check(
            FieldMember.omitWhenAbsent, allowed: type.isOmittable && !field.required)
        try check(FieldMember.count, allowed: type == .nodes || type == .records || type == .stringRows)
        try check(FieldMember.enumeration, allowed: type == .enumeration)
        try check(FieldMember.record, allowed: type == .records)
        try check(FieldMember.minimum, allowed: type == .integer)
        try check(FieldMember.maximum, allowed: type == .integer)
        try check(FieldMember.icon, allowed: type == .string)
        try check(FieldMember.expected, allowed: { if case .envelope = owner { type == .string } else { false } }())
        try check(
            FieldMember.defaultValue,
            allowed: (type == .number || type == .integer || type == .boolean || type == .enumeration)
                && !field.required)
        switch owner {
        case .record where type.isHeld:
            throw reader.error(.heldInRecord(type.rawValue), at: object.path("type"))
        case .envelope where type != .node && type != .string:
            throw reader.error(.envelopeFieldType(type.rawValue), at: object.path("type"))
        case .envelope where type == .string && !field.expected:
            throw reader.error(
                .missing(expected: "\"expected\": true on an envelope string"), at: object.path("expected"))
        default: break
        }
        if case .envelope = owner { return }
        if type == .string, !field.required, (field.absent != nil) == field.omitWhenAbsent {
            throw reader.error(.absentOrOmit, at: object.path)
        }
        if let absent = field.absent, absent != "default", absent != "none" {
            throw reader.error(.absentWord(absent), at: object.path("absent"))
        }
        if type == .number || type == .boolean || type == .enumeration, !field.required, !field.omitWhenAbsent,
            object.value(FieldMember.defaultValue) == nil
        {
            throw reader.error(.needsDefault(fieldType: type.rawValue), at: object.path)
        }
        if field.omitWhenAbsent, object.value(FieldMember.defaultValue) != nil {
            throw reader.error(.defaultOrOmit, at: object.path)
        }
        if type == .enumeration {
            guard let name = field.enumName else {
                throw reader.error(.missing(expected: "an enum name"), at: object.path("enum"))
            }
            guard definition.enumeration(named: name) != nil else {
                throw reader.error(.unknownEnum(name), at: object.path("enum"))
            }
        }
        if type == .records {
            guard let name = field.record else {
                throw reader.error(.missing(expected: "a record name"), at: object.path("record"))
            }
            guard definition.records.contains(where: { $0.name == name }) else {
                throw reader.error(.unknownRecord(name), at: object.path("record"))
            }
        }
        if type == .integer, field.bounds.minimum > field.bounds.maximum {
            throw reader.error(
                .defaultOutOfRange(minimum: field.bounds.minimum, maximum: field.bounds.maximum),
                at: object.path("maximum"))
        }
    }

    func parseDefault(_ field: FieldDefinition, object: VocabularyFileReader.Object) throws(VocabularyError)
        -> FieldDefinition.DefaultValue?
    {
        guard let value = object.value(FieldMember.defaultValue) else { return nil }
        var path: JSONPath { object.path("default") }
        let tape = reader.tape
        switch field.type {
        case .number:
            guard tape.kind(value) == .number else {
                throw reader.error(.defaultWrongType(expected: "a number"), at: path)
            }
            return .number(tape.number(value))
        case .integer:
            guard let integer = reader.integer(at: value) else {
                throw reader.error(.defaultWrongType(expected: "an integer"), at: path)
            }
            let (minimum, maximum) = field.bounds
            guard (minimum...maximum).contains(integer) else {
                throw reader.error(.defaultOutOfRange(minimum: minimum, maximum: maximum), at: path)
            }
            return .integer(integer)
        case .boolean:
            switch tape.kind(value) {
            case .true: return .boolean(true)
            case .false: return .boolean(false)
            default: throw reader.error(.defaultWrongType(expected: "true or false"), at: path)
            }
        case .enumeration:
            guard tape.kind(value) == .string else {
                throw reader.error(.defaultWrongType(expected: "a string"), at: path)
            }
            let text = tape.string(value)
            let cases = field.enumName.flatMap(definition.enumeration(named:))?.cases ?? []
            guard cases.contains(text) else { throw reader.error(.defaultNotACase(text, cases: cases), at: path) }
            return .enumCase(text)
        default:
            return nil
        }
    }

    /// Rules over each node's whole row: its own and the common fields together (§3.2), and the
    /// vocabulary's count of member names (§6).
    func checkNodes() throws(VocabularyError) {
        let shape = definition.document
        var names = Set([shape.typeKey] + (shape.propsKey.map { [$0] } ?? []))
        // The names are collected only when there are more of them, repeats and all, than the
        // limit: hashing every field's name cost more than counting the fields.
        let rowFields = definition.nodes.reduce(0) { $0 + $1.fields.count + definition.commonFields.count }
        let recordFields = definition.records.reduce(0) { $0 + $1.fields.count }
        let countsNames =
            names.count + rowFields + recordFields + (shape.envelope?.fields.count ?? 0) > VocabularyLimits.memberNames
        // Each row's names, emptied for the next row with their room kept.
        var seen: Set<String> = []
        let checksNames = !definition.commonFields.isEmpty
        for node in definition.nodes {
            // A node of the base met a problem through this file's common fields.
            let path = nodePaths[node.type].flatMap { $0 == .root ? nil : $0 } ?? top.path("commonFields")
            let fields = definition.fields(of: node)
            // Paths are made only for an error: a field's from its position in the row.
            func fieldPath(_ position: Int) -> JSONPath {
                position < node.fields.count
                    ? path.appending(key: "fields").appending(index: position)
                    : top.path("commonFields").appending(index: position - node.fields.count)
            }
            seen.removeAll(keepingCapacity: true)
            var held = 0
            var counted = 0
            // By position, not `for field in fields`: that copied each field, all its strings.
            for position in fields.indices {
                let name = fields[position].name
                if name == shape.typeKey || name == shape.propsKey {
                    throw reader.error(
                        .duplicate(what: "field", name: name, first: .root.appending(key: "document")), at: path)
                }
                // A row's own names were told apart by parseFields; only a common one can repeat.
                if checksNames, !seen.insert(name).inserted {
                    throw reader.error(.duplicate(what: "field", name: name, first: path), at: path)
                }
                if let attribute = fields[position].attribute,
                    let first = fields[..<position].firstIndex(where: {
                        $0.attribute.map { VocabularyFileReader.same($0, attribute) } ?? false
                    })
                {
                    throw reader.error(
                        .duplicate(what: "attribute", name: attribute, first: fieldPath(first)), at: fieldPath(position)
                    )
                }
                if countsNames { names.insert(name) }
                if fields[position].type.isHeld { held += 1 }
                if fields[position].count != nil { counted += 1 }
            }
            if held > 1 {
                throw reader.error(
                    .moreThanOne(what: "field printed below the line (node, nodes, records, stringRows)"), at: path)
            }
            if counted > 1 {
                throw reader.error(.moreThanOne(what: "counted field"), at: path)
            }
            if fields.count > VocabularyLimits.fieldsPerRow {
                throw reader.error(.limit(what: "fields", limit: VocabularyLimits.fieldsPerRow), at: path)
            }
        }
        guard countsNames else { return }
        for record in definition.records { for field in record.fields { names.insert(field.name) } }
        for field in shape.envelope?.fields ?? [] { names.insert(field.name) }
        if names.count > VocabularyLimits.memberNames {
            throw reader.error(.limit(what: "member names", limit: VocabularyLimits.memberNames), at: .root)
        }
    }
}
