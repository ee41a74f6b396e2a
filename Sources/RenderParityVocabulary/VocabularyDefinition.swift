import RenderParityJSON
import RenderParityText

/// A vocabulary as its file says it (spec/vocabulary.md), after `extends` is resolved and
/// every rule is checked: plain values, for what reads the vocabulary rather than decodes
/// with it (`parity schema`, `lint`'s suggestions, `generate`). `Vocabulary` compiles it
/// into the rows the decoder reads.
public struct VocabularyDefinition: Equatable, Sendable {
    public var name: String
    public var version: String
    public var description: String?
    public var document: DocumentShape
    /// Enums in file order, each with its cases in order.
    public var enums: [EnumDefinition]
    /// The fields every node type has, after its own.
    public var commonFields: [FieldDefinition]
    public var nodes: [NodeDefinition]
    public var records: [RecordDefinition]

    /// A node type's fields as the decoder checks and prints them: its own, then the common ones.
    /// Without common fields, the node's own array, not a copy of each of its fields.
    public func fields(of node: NodeDefinition) -> [FieldDefinition] {
        commonFields.isEmpty ? node.fields : node.fields + commonFields
    }

    public func enumeration(named name: String) -> EnumDefinition? { enums.first { $0.name == name } }

    public func record(named name: String) -> RecordDefinition? { records.first { $0.name == name } }
}

/// Where a document keeps what (spec/vocabulary.md §2).
public struct DocumentShape: Equatable, Sendable {
    /// The member that names a node's type.
    public var typeKey: String
    /// The member holding a node's fields, or nil when they are the node's own members.
    public var propsKey: String?
    /// With `propsKey`: the fields read from the node object itself.
    public var nodeKeys: [String]
    /// The response a document may be wrapped in; nil when documents are always bare nodes.
    public var envelope: EnvelopeDefinition?

    /// Whether a node's field `name` is read from its props object rather than the node itself (§2).
    public func isInProps(_ name: String) -> Bool { propsKey != nil && !nodeKeys.contains(name) }
}

/// A response around the root node (render-snapshot.md §1.3): one required `node` field, and
/// strings that are only checked.
public struct EnvelopeDefinition: Equatable, Sendable {
    public var schemaName: String
    public var description: String?
    public var fields: [FieldDefinition]
}

public struct EnumDefinition: Equatable, Sendable {
    public var name: String
    public var cases: [String]
}

/// One node type (spec/vocabulary.md §3.1).
public struct NodeDefinition: Equatable, Sendable {
    public var type: String
    public var line: String
    public var description: String?
    public var fillsWidth = false
    public var weightsChildren = false
    public var weightedInHStack = false
    /// Its own fields, in checking and printing order.
    public var fields: [FieldDefinition]
}

/// An object held by a node that is not a node itself (spec/vocabulary.md §3.4).
public struct RecordDefinition: Equatable, Sendable {
    /// Its key in the file's `records`, which fields name.
    public var name: String
    public var line: String
    public var schemaName: String
    /// How diagnostics name one: "a data point".
    public var owner: String
    public var description: String?
    public var fields: [FieldDefinition]
}

/// One field of a node, record or envelope (spec/vocabulary.md §3.2).
public struct FieldDefinition: Equatable, Sendable {
    public enum FieldType: String, CaseIterable, Sendable {
        case string, number, integer, boolean
        case enumeration = "enum"
        case node, nodes, records, stringList, stringRows

        /// Fields of these types may be `omitWhenAbsent` when optional and without a default.
        public static let omittable = Set(allCases.filter(\.isOmittable))

        /// Whether `omittable` holds it, without hashing: asked for every field read.
        public var isOmittable: Bool {
            switch self {
            case .string, .number, .integer, .boolean, .enumeration: true
            case .node, .nodes, .records, .stringList, .stringRows: false
            }
        }

        /// Fields of these types print below the line, not as attributes.
        public var isHeld: Bool { self == .node || self == .nodes || self == .records || self == .stringRows }
    }

    /// An optional field's value when absent or unusable.
    public enum DefaultValue: Equatable, Sendable {
        case number(Double)
        case integer(Int)
        case boolean(Bool)
        case enumCase(String)
    }

    public var name: String
    public var type: FieldType
    public var required = false
    /// An envelope's string that is checked (a warning when missing) but never printed.
    public var expected = false
    public var defaultValue: DefaultValue?
    /// An optional string's word when absent: `default` or `none`.
    public var absent: String?
    public var omitWhenAbsent = false
    /// The attribute it prints as; nil for held fields and envelope fields.
    public var attribute: String?
    /// The count's label, `[label=K]`, for a counted `nodes`, `records` or `stringRows` field.
    public var count: String?
    public var enumName: String?
    public var record: String?
    public var minimum: Int?
    public var maximum: Int?
    /// An `integer`'s allowed range, `minimum` and `maximum` or their defaults (§3.2).
    public var bounds: (minimum: Int, maximum: Int) {
        (minimum ?? Self.defaultMinimum, maximum ?? Self.defaultMaximum)
    }
    public static let defaultMinimum = 0
    public static let defaultMaximum = Int(Int32.max)
    public var isIcon = false
    public var description: String?
    /// What an importer made the field from, for the adapter that fills it (an A2UI catalog's
    /// property and role, spec/a2ui.md §2); decoding ignores it.
    public var source: String?

    public init(name: String, type: FieldType) {
        self.name = name
        self.type = type
    }
}
