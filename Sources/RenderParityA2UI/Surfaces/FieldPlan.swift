import RenderParityVocabulary

/// What the adapter writes into one document member, read from a field's `source` (spec/a2ui.md
/// §2.3): `<property>` or `<property>@<role>`, the property a dotted path into the component
/// (`accessibility.label`). A field without a `source` is a literal property of its own name,
/// so a hand-written vocabulary works too.
package struct FieldPlan: Sendable {
    package enum Role: String, Sendable {
        /// The property's value, copied as it is.
        case literal = ""
        /// A dynamic value resolved (§5.1); its companions `path`, `unresolved` and `call`.
        case value, path, unresolved, call
        /// A `ComponentId`: one child node.
        case child
        /// A `ChildList`: child nodes, from ids or a template; companions `path` and `unresolved`.
        case children
        /// An array of objects that hold component ids: one synthetic node each.
        case items
        /// An array of objects that hold none: one record each.
        case records
        /// An `Action`: the event's name or the local call; companion `context`.
        case action, context
        /// `Checkable.checks`: each check's outcome and message.
        case checks
        /// Any other value, as JSON text.
        case json
        /// A string, or any other value as JSON text (a `oneOf` of a string and objects, §2.2).
        case text
        /// The item index of a template child (a common field, no property).
        case item
        /// The held field of a component with more than one structural property (no property).
        case slots
    }

    /// The document member the adapter writes.
    package let member: String
    package let property: [String]
    package let role: Role
    package let type: FieldDefinition.FieldType
    /// For `records`: the record's name.
    package let record: String?

    package init(_ field: FieldDefinition) {
        member = field.name
        type = field.type
        record = field.record
        guard let source = field.source else {
            property = [field.name]
            role = .literal
            return
        }
        let parts = source.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        property = parts[0].isEmpty ? [] : parts[0].split(separator: ".").map(String.init)
        role = parts.count > 1 ? Role(rawValue: String(parts[1])) ?? .literal : .literal
    }

    /// `property@role` as `source` writes it, to find a companion by.
    package var key: String { property.joined(separator: ".") + "@" + role.rawValue }

    /// The property's value in `object`, following the dotted path.
    package func value(in object: A2UIObject) -> A2UIValue? {
        var current: A2UIValue = .object(object)
        for key in property {
            guard let next = current.object?[key] else { return nil }
            current = next
        }
        return property.isEmpty ? nil : current
    }
}

/// A node type's plan: its fields' plans in order, and for a component with several
/// structural properties, the synthetic slot types (`Modal:trigger`) its `@slots` field holds.
package struct NodePlan: Sendable {
    package let type: String
    package let fields: [FieldPlan]
    package var slotTypes: [String] = []

    package init(type: String, fields: [FieldPlan]) {
        self.type = type
        self.fields = fields
    }

    /// The member of the companion `role` of `field`'s property, when the vocabulary has one.
    package func companion(_ role: FieldPlan.Role, of field: FieldPlan) -> String? {
        fields.first { $0.property == field.property && $0.role == role }?.member
    }

    /// The plans of every node type and record of `vocabulary`, by type (records by name).
    package static func plans(for vocabulary: Vocabulary) -> (nodes: [String: NodePlan], records: [String: NodePlan]) {
        let definition = vocabulary.definition
        var nodes: [String: NodePlan] = [:]
        for node in definition.nodes {
            nodes[node.type] = NodePlan(type: node.type, fields: definition.fields(of: node).map(FieldPlan.init))
        }
        for node in definition.nodes {
            guard let colon = node.type.firstIndex(of: ":") else { continue }
            let owner = String(node.type[..<colon])
            guard nodes[owner]?.fields.contains(where: { $0.role == .slots }) == true else { continue }
            nodes[owner]?.slotTypes.append(node.type)
        }
        var records: [String: NodePlan] = [:]
        for record in definition.records {
            records[record.name] = NodePlan(type: record.name, fields: record.fields.map(FieldPlan.init))
        }
        return (nodes, records)
    }
}
