import RenderParityJSON
import RenderParityText

/// How a property's schema is classified and which fields it becomes (spec/a2ui.md §2.2, §2.3).
extension CatalogImporter {
    /// The kind of value a property schema describes.
    func classify(_ located: SchemaDocuments.Located) throws(ImportFailure) -> PropertyKind {
        guard let object = located.schema.object else {
            throw schemas.failure(.unmappable("its schema is not an object"), at: located)
        }
        if let reference = object["$ref"]?.string {
            let name = reference.split(separator: "/").last.map(String.init) ?? reference
            if let kind = PropertyKind.common(name) { return kind }
            if name == "AccessibilityAttributes" { return .object(try schemas.resolve(located)) }
            return try classify(try schemas.resolve(located))
        }
        if let parts = object["allOf"]?.array, let first = parts.first {
            // A common type narrowed by more parts (DateTimeInput's `min`: a DynamicString with a format).
            return try classify(
                SchemaDocuments.Located(
                    schema: first, document: located.document,
                    path: located.path.appending(key: "allOf").appending(index: 0)))
        }
        if let alternatives = (object["oneOf"] ?? object["anyOf"])?.array {
            let names = alternatives.compactMap {
                $0.object?["$ref"]?.string?.split(separator: "/").last.map(String.init)
            }
            return names.contains("DataBinding") ? .dynamic("string") : .text
        }
        switch object["type"]?.string {
        case "string":
            if let cases = object["enum"]?.array?.compactMap(\.string), !cases.isEmpty {
                return .enumeration(cases, defaultValue: object["default"]?.string)
            }
            return .string
        case "number":
            if case .number(let value) = object["default"] ?? .null { return .number(defaultValue: value) }
            return .number(defaultValue: nil)
        case "integer":
            let defaultValue: Int? =
                if case .number(let value) = object["default"] ?? .null { Int(exactly: value) } else { nil }
            let minimum: Int? =
                if case .number(let value) = object["minimum"] ?? .null { Int(exactly: value) } else { nil }
            let maximum: Int? =
                if case .number(let value) = object["maximum"] ?? .null { Int(exactly: value) } else { nil }
            return .integer(defaultValue: defaultValue, minimum: minimum, maximum: maximum)
        case "boolean":
            if case .bool(let value) = object["default"] ?? .null { return .boolean(defaultValue: value) }
            return .boolean(defaultValue: nil)
        case "array":
            guard let items = object["items"] else { return .json }
            let itemsAt = SchemaDocuments.Located(
                schema: items, document: located.document, path: located.path.appending(key: "items"))
            if let reference = items.object?["$ref"]?.string, reference.hasSuffix("/CheckRule") { return .checks }
            let resolved = try schemas.resolve(itemsAt)
            switch resolved.schema.object?["type"]?.string {
            case "string": return .stringList
            case "object" where resolved.schema.object?["properties"] != nil: return .objects(resolved)
            default: return .json
            }
        case "object":
            return object["properties"] != nil ? .object(located) : .json
        default:
            if let cases = object["enum"]?.array?.compactMap(\.string), !cases.isEmpty {
                return .enumeration(cases, defaultValue: object["default"]?.string)
            }
            if object["const"] != nil { return .json }
            throw schemas.failure(
                .unmappable("no \"type\", \"$ref\", \"oneOf\", \"allOf\" or \"enum\" says what it holds"), at: located)
        }
    }

    /// The fields of one property (`path` within the component or item), appended to `fields`.
    mutating func map(
        _ name: String, _ path: [String], _ kind: PropertyKind, _ located: SchemaDocuments.Located, required: Bool,
        owner: String, into fields: inout [ImportedVocabulary.Field]
    ) throws(ImportFailure) {
        let dotted = path.joined(separator: ".")
        let attribute = Self.attribute(path)
        func field(_ role: String, _ type: String, attribute: String?) throws(ImportFailure) -> ImportedVocabulary.Field
        {
            let source = role.isEmpty ? dotted : dotted + "@" + role
            if let attribute {
                if let first = attributesSeen[attribute] {
                    throw schemas.failure(
                        .nameClash("attribute \(SnapshotString.quoted(attribute))", first: first), at: located)
                }
                attributesSeen[attribute] = dotted
            }
            return ImportedVocabulary.Field(
                name: memberName(source, among: fields), type: type, source: source, attribute: attribute)
        }
        switch kind {
        case .dynamic(let type):
            var value = try field("value", type, attribute: attribute)
            value.required = required
            value.omitWhenAbsent = !required && type != "stringList"
            fields.append(value)
            for (role, suffix) in [("path", "Path"), ("unresolved", "Unresolved"), ("call", "Call")] {
                var companion = try field(role, "string", attribute: attribute + suffix)
                companion.omitWhenAbsent = true
                fields.append(companion)
            }
        case .string, .text, .json:
            let role = if case .text = kind { "text" } else if case .json = kind { "json" } else { "" }
            var value = try field(role, "string", attribute: attribute)
            value.required = required
            value.omitWhenAbsent = !required
            fields.append(value)
        case .enumeration(let cases, let defaultValue):
            let enumName = (owner + "_" + path.joined(separator: "_")).filter {
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")
            }
            vocabulary.enums.append((enumName, cases))
            var value = try field("", "enum", attribute: attribute)
            value.enumName = enumName
            try scalar(&value, required: required, defaultJSON: defaultValue.map(A2UIText.quoted), located)
            fields.append(value)
        case .number(let defaultValue):
            var value = try field("", "number", attribute: attribute)
            try scalar(&value, required: required, defaultJSON: defaultValue.map(A2UIText.number), located)
            fields.append(value)
        case .integer(let defaultValue, let minimum, let maximum):
            var value = try field("", "integer", attribute: attribute)
            value.minimum = minimum
            value.maximum = maximum
            try scalar(&value, required: required, defaultJSON: defaultValue.map(String.init), located)
            fields.append(value)
        case .boolean(let defaultValue):
            var value = try field("", "boolean", attribute: attribute)
            try scalar(&value, required: required, defaultJSON: defaultValue.map { $0 ? "true" : "false" }, located)
            fields.append(value)
        case .stringList:
            fields.append(try field("", "stringList", attribute: attribute))
        case .checks:
            fields.append(try field("checks", "stringList", attribute: attribute))
        case .action:
            var value = try field("action", "string", attribute: attribute)
            value.required = required
            value.omitWhenAbsent = !required
            fields.append(value)
            fields.append(try field("context", "stringList", attribute: attribute + "Context"))
        case .child:
            var value = try field("child", "node", attribute: nil)
            value.required = required
            fields.append(value)
        case .children:
            var value = try field("children", "nodes", attribute: nil)
            value.count = try countLabel(name, located)
            fields.append(value)
            for (role, suffix) in [("path", "Path"), ("unresolved", "Unresolved")] {
                var companion = try field(role, "string", attribute: attribute + suffix)
                companion.omitWhenAbsent = true
                fields.append(companion)
            }
        case .object(let object):
            let requiredInside = Set(object.schema.object?["required"]?.array?.compactMap(\.string) ?? [])
            for (subName, schema) in object.schema.object?["properties"]?.object?.members ?? [] {
                let sub = SchemaDocuments.Located(
                    schema: schema, document: object.document,
                    path: object.path.appending(key: "properties").appending(key: subName))
                let subKind = try classify(sub)
                if subKind.isHeld {
                    throw schemas.failure(.unmappable("a component id inside an object property"), at: sub)
                }
                try map(
                    subName, path + [subName], subKind, sub, required: required && requiredInside.contains(subName),
                    owner: owner, into: &fields)
            }
        case .objects(let items):
            try mapObjects(name, path, items, owner: owner, located, into: &fields)
        }
    }

    /// An array of objects: items when they hold component ids (a synthetic node type each,
    /// `Tabs:tabs`, line `TabsTab`), else records (`ChoicePicker_options`, line `ChoicePickerOption`).
    mutating func mapObjects(
        _ name: String, _ path: [String], _ items: SchemaDocuments.Located, owner: String,
        _ located: SchemaDocuments.Located, into fields: inout [ImportedVocabulary.Field]
    ) throws(ImportFailure) {
        let outerAttributes = attributesSeen
        attributesSeen = [:]
        var itemFields: [ImportedVocabulary.Field] = []
        var holdsNodes = false
        for property in try properties(of: items) {
            let kind = try classify(property.schema)
            holdsNodes = holdsNodes || kind.isHeld
            try map(
                property.name, [property.name], kind, property.schema, required: property.required,
                owner: owner + "_" + name, into: &itemFields)
        }
        attributesSeen = outerAttributes
        let singular = name.hasSuffix("s") && name.count > 1 ? String(name.dropLast()) : name
        let line = try checkedLine(owner + Self.capitalized(singular), at: located)
        var field = ImportedVocabulary.Field(name: "", type: "", source: "", attribute: nil)
        field.count = try countLabel(name, located)
        if holdsNodes {
            let type = try checkedType(owner + ":" + name, at: located)
            pendingItemNodes.append(ImportedVocabulary.Node(type: type, line: line, fields: itemFields))
            field.type = "nodes"
            field.source = path.joined(separator: ".") + "@items"
        } else {
            let record = (owner + "_" + name).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            vocabulary.records.append(
                ImportedVocabulary.Record(
                    name: record, line: line, owner: ("aeiou".contains(singular.prefix(1)) ? "an " : "a ") + singular,
                    fields: itemFields))
            field.type = "records"
            field.record = record
            field.source = path.joined(separator: ".") + "@records"
        }
        field.name = memberName(field.source, among: fields)
        fields.append(field)
    }

    /// A scalar's required-ness, default, or left out when absent.
    func scalar(
        _ field: inout ImportedVocabulary.Field, required: Bool, defaultJSON: String?,
        _ located: SchemaDocuments.Located
    ) throws(ImportFailure) {
        if required {
            field.required = true
        } else if let defaultJSON {
            field.defaultJSON = defaultJSON
        } else {
            field.omitWhenAbsent = true
        }
    }

    func countLabel(_ name: String, _ located: SchemaDocuments.Located) throws(ImportFailure) -> String {
        let label = Self.attribute([name])
        guard !label.isEmpty, label.first?.isLetter == true else {
            throw schemas.failure(.unmappable("\(SnapshotString.quoted(name)) cannot be a count label"), at: located)
        }
        return label
    }

    /// The document member for `source`: the source itself when it fits the format's 24 bytes,
    /// else its first 20 bytes and a number that keeps it unique in the node.
    func memberName(_ source: String, among fields: [ImportedVocabulary.Field]) -> String {
        guard source.utf8.count > 24 else { return source }
        let stem = String(decoding: source.utf8.prefix(20), as: UTF8.self)
        var number = 1
        while fields.contains(where: { $0.name == "\(stem)~\(number)" }) { number += 1 }
        return "\(stem)~\(number)"
    }
}
