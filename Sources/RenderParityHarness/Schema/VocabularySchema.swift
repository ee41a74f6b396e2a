import RenderParity

/// The JSON Schema (2020-12) of a vocabulary's documents: what `parity schema` prints and a team
/// feeds to an LLM's structured output. It is written from the vocabulary's definition
/// (spec/vocabulary.md) and agrees with the decoder (render-snapshot.md §2.4): a document
/// validates exactly when it decodes with no diagnostic and no `Error` (CI checks this with
/// scripts/check-schema-contract.py on every corpus). Documents the reader rejects as a whole
/// (invalid JSON, duplicate keys, nesting past the limit) are outside what a schema can say.
public enum VocabularySchema {
    /// The definition every node type is one of.
    public static let nodeDefinition = "UINode"
    public static let draft = "https://json-schema.org/draft/2020-12/schema"

    public static func schema(of vocabulary: Vocabulary) -> OrderedJSON {
        let definition = vocabulary.definition
        let shape = definition.document
        var definitions: [(String, OrderedJSON)] = []
        if let envelope = shape.envelope {
            var members = object(description: envelope.description, fields: envelope.fields, in: definition)
            // A document may name the schema it follows (spec §1.3); the decoder allows it at the root.
            members = adding(
                ("$schema", .object([("type", .string("string")), ("description", .string(schemaMember))])),
                toPropertiesOf: members)
            definitions.append((envelope.schemaName, .object(members)))
        }
        definitions.append(
            (
                nodeDefinition,
                .object([
                    (
                        "description",
                        .string(
                            "One of the \(definition.nodes.count) node types, chosen by `\(shape.typeKey)`.")
                    ),
                    ("oneOf", .array(definition.nodes.map { reference($0.line) })),
                ])
            ))
        for record in definition.records {
            definitions.append(
                (
                    record.schemaName,
                    .object(object(description: record.description, fields: record.fields, in: definition))
                )
            )
        }
        for node in definition.nodes { definitions.append((node.line, .object(self.node(node, in: definition)))) }
        let root = shape.envelope?.schemaName ?? nodeDefinition
        return .object([
            ("$schema", .string(draft)),
            ("title", .string(definition.name)),
            ("description", .string(description(of: vocabulary))),
            ("$ref", .string("#/$defs/" + root)),
            ("$defs", .object(definitions)),
        ])
    }

    static let schemaMember = "The schema this document follows; ignored."

    /// What the schema is and where it came from, after the vocabulary's own description.
    static func description(of vocabulary: Vocabulary) -> String {
        (vocabulary.definition.description.map { $0 + " " } ?? "")
            + "Written by `parity schema` from the vocabulary \(vocabulary.identity) (do not edit). "
            + "Decoding and snapshot rules: spec/render-snapshot.md and spec/vocabulary.md."
    }

    /// A node type: its `typeKey`, then its fields, inline or under the props object (§2).
    static func node(_ node: NodeDefinition, in definition: VocabularyDefinition) -> [(String, OrderedJSON)] {
        let shape = definition.document
        let fields = definition.fields(of: node)
        let type: (String, OrderedJSON) = (shape.typeKey, .object([("const", .string(node.type))]))
        guard let propsKey = shape.propsKey else {
            return adding(
                type, toPropertiesOf: object(description: node.description, fields: fields, in: definition),
                required: true)
        }
        let inline = fields.filter { !shape.isInProps($0.name) }
        let props = fields.filter { shape.isInProps($0.name) }
        var members = object(description: node.description, fields: inline, in: definition)
        members = adding(type, toPropertiesOf: members, required: true)
        // Absent or null props leave every props field absent (spec/vocabulary.md §2), which is
        // fine unless one of them is required: then props is required, and an object.
        let needed = props.contains { $0.required }
        var propsSchema = object(description: nil, fields: props, in: definition)
        if !needed { propsSchema[0] = ("type", .array([.string("object"), .string("null")])) }
        return adding((propsKey, .object(propsSchema)), toPropertiesOf: members, required: needed)
    }

    /// `{"type": "object", "description", "properties", "required", "additionalProperties": false}`.
    static func object(description: String?, fields: [FieldDefinition], in definition: VocabularyDefinition)
        -> [(String, OrderedJSON)]
    {
        var members: [(String, OrderedJSON)] = [("type", .string("object"))]
        if let description { members.append(("description", .string(description))) }
        members.append(("properties", .object(fields.map { ($0.name, field($0, in: definition)) })))
        members.append(
            ("required", .array(fields.filter { $0.required || $0.expected }.map { .string($0.name) })))
        members.append(("additionalProperties", .bool(false)))
        return members
    }

    /// `member` as the first property of `object` (the type key before the fields, `$schema` after them),
    /// and first among the required ones when `required`.
    static func adding(
        _ member: (String, OrderedJSON), toPropertiesOf object: [(String, OrderedJSON)], required: Bool = false
    )
        -> [(String, OrderedJSON)]
    {
        object.map { key, value in
            switch (key, value) {
            case ("properties", .object(let properties)):
                let first = member.0 != "$schema"
                return (key, .object(first ? [member] + properties : properties + [member]))
            case ("required", .array(let names)) where required:
                return (key, .array([.string(member.0)] + names))
            default:
                return (key, value)
            }
        }
    }

    /// One field's value (spec/vocabulary.md §3.3): its JSON type and, where the vocabulary says,
    /// its cases, range, default and description.
    static func field(_ field: FieldDefinition, in definition: VocabularyDefinition) -> OrderedJSON {
        var members: [(String, OrderedJSON)]
        switch field.type {
        case .string: members = [("type", .string("string"))]
        case .number: members = [("type", .string("number"))]
        case .boolean: members = [("type", .string("boolean"))]
        case .integer:
            members = [
                ("type", .string("integer")), ("minimum", .integer(field.bounds.minimum)),
                ("maximum", .integer(field.bounds.maximum)),
            ]
        case .enumeration:
            let cases = field.enumName.flatMap(definition.enumeration(named:))?.cases ?? []
            members = [("type", .string("string")), ("enum", .array(cases.map(OrderedJSON.string)))]
        case .node: members = [("$ref", .string("#/$defs/" + nodeDefinition))]
        case .nodes: members = [("type", .string("array")), ("items", reference(nodeDefinition))]
        case .records:
            let record = field.record.flatMap(definition.record(named:))?.schemaName ?? ""
            members = [("type", .string("array")), ("items", reference(record))]
        case .stringList:
            members = [("type", .string("array")), ("items", .object([("type", .string("string"))]))]
        case .stringRows:
            members = [
                ("type", .string("array")),
                ("items", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
            ]
        }
        if let value = defaultValue(field) { members.append(("default", value)) }
        if let description = field.description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// What an absent field decodes to, where JSON can say it.
    static func defaultValue(_ field: FieldDefinition) -> OrderedJSON? {
        switch field.defaultValue {
        case .number(let value): return .number(value)
        case .integer(let value): return .integer(value)
        case .boolean(let value): return .bool(value)
        case .enumCase(let value): return .string(value)
        case nil: return field.type == .stringList || field.type == .stringRows ? .array([]) : nil
        }
    }

    static func reference(_ name: String) -> OrderedJSON { .object([("$ref", .string("#/$defs/" + name))]) }
}
