import RenderParity

/// What an A2UI stream generator needs to know of an imported catalog (spec/a2ui.md §2): each
/// component's properties, read back from the vocabulary's `source`s (`text@value`,
/// `children@children`), in catalog order. Companion fields (`@path`, `@unresolved`, `@call`,
/// `@context`) and the synthetic `a2ui:` types are not properties a stream writes.
struct A2UICatalogShape {
    /// How a property's value is generated.
    indirect enum Kind {
        case literal(FieldDefinition.FieldType, cases: [String])
        case dynamic(FieldDefinition.FieldType)
        case child, children, action, checks, json, text
        /// An array of objects, each with these properties (`Tabs.tabs`, `ChoicePicker.options`).
        case objects([Property])
    }

    struct Property {
        let name: String
        let kind: Kind
        let required: Bool
    }

    struct Component {
        let name: String
        let properties: [Property]
        /// Whether it holds other components (a child, children, items or slots).
        var isContainer: Bool { properties.contains { $0.kind.holds } }
        /// Whether it has a child list, which may be a template (Row, Column, List).
        var holdsChildren: Bool { properties.contains { if case .children = $0.kind { true } else { false } } }
    }

    let components: [Component]

    init(_ vocabulary: Vocabulary) {
        let definition = vocabulary.definition
        var components: [Component] = []
        for node in definition.nodes where !node.type.contains(":") {
            components.append(
                Component(name: node.type, properties: Self.properties(node.fields, owner: node.type, definition)))
        }
        self.components = components
    }

    /// The properties `fields` are made from, in order, each once (its first field decides).
    static func properties(_ fields: [FieldDefinition], owner: String, _ definition: VocabularyDefinition) -> [Property]
    {
        var properties: [Property] = []
        var seen: Set<String> = []
        for field in fields {
            let source = field.source ?? field.name
            let parts = source.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            let role = parts.count > 1 ? parts[1] : ""
            if role == "slots" {
                // Each slot type (`Modal:trigger`) is one child property of the owner itself.
                for slot in definition.nodes where slot.type.hasPrefix(owner + ":") {
                    properties += Self.properties(slot.fields, owner: slot.type, definition)
                }
                continue
            }
            guard !name.isEmpty, !seen.contains(name) else { continue }
            let kind: Kind
            switch role {
            case "value": kind = .dynamic(field.type)
            case "child": kind = .child
            case "children": kind = .children
            case "action": kind = .action
            case "checks": kind = .checks
            case "json": kind = .json
            case "text": kind = .text
            case "items":
                let type = owner + ":" + name
                kind = .objects(
                    Self.properties(definition.nodes.first { $0.type == type }?.fields ?? [], owner: type, definition))
            case "records":
                let fields = field.record.flatMap { definition.record(named: $0) }?.fields ?? []
                kind = .objects(Self.properties(fields, owner: owner, definition))
            case "":
                kind = .literal(
                    field.type, cases: field.enumName.flatMap { definition.enumeration(named: $0)?.cases } ?? [])
            default: continue
            }
            seen.insert(name)
            properties.append(Property(name: name, kind: kind, required: field.required))
        }
        return properties
    }
}

extension A2UICatalogShape.Kind {
    var holds: Bool {
        switch self {
        case .child, .children: true
        case .objects(let properties): properties.contains { $0.kind.holds }
        default: false
        }
    }
}
