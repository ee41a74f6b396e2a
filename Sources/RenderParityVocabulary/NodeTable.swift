// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

/// A member name of the DSL's objects (spec §2.1, §1.3), so the decoder asks for
/// `.color` rather than comparing the text "color" against the document again.
@usableFromInline package enum Field: UInt8, CaseIterable, Sendable {
    case `type`, children, spacing, alignment, accessibilityLabel, content, style, color, weight, maxLines, label,
        value, size, icon, systemName, text, child, padding, cornerRadius, total, variant, data, title, items, headers,
        rows, layout, spokenSummary

    /// The name as it appears in JSON (and in diagnostics' paths).
    @inlinable package var name: StaticString {
        switch self {
        case .`type`: "type"
        case .children: "children"
        case .spacing: "spacing"
        case .alignment: "alignment"
        case .accessibilityLabel: "accessibilityLabel"
        case .content: "content"
        case .style: "style"
        case .color: "color"
        case .weight: "weight"
        case .maxLines: "maxLines"
        case .label: "label"
        case .value: "value"
        case .size: "size"
        case .icon: "icon"
        case .systemName: "system_name"
        case .text: "text"
        case .child: "child"
        case .padding: "padding"
        case .cornerRadius: "cornerRadius"
        case .total: "total"
        case .variant: "variant"
        case .data: "data"
        case .title: "title"
        case .items: "items"
        case .headers: "headers"
        case .rows: "rows"
        case .layout: "layout"
        case .spokenSummary: "spoken_summary"
        }
    }

    /// The members of a `UIResponse` (§1.3).
    @usableFromInline package static let response: [Field] = [.title, .layout, .spokenSummary]
}

/// The 14 values of a node's `type` member (spec §2.1), in table order.
public enum NodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, text, stat, image, badge, card, progress, chart, list, table, divider, spacer

    /// The raw values in case order, for matching JSON bytes directly.
    public static let names: [StaticString] = [
        "vstack", "hstack", "zstack", "text", "stat", "image", "badge", "card", "progress", "chart", "list", "table",
        "divider", "spacer",
    ]
}

public enum HorizontalAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case leading, center, trailing
    public static let names: [StaticString] = ["leading", "center", "trailing"]
}

public enum VerticalAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case top, center, bottom
    public static let names: [StaticString] = ["top", "center", "bottom"]
}

public enum StackAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case center, topLeading, top, topTrailing, leading, trailing, bottomLeading, bottom, bottomTrailing
    public static let names: [StaticString] = [
        "center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom",
        "bottomTrailing",
    ]
}

public enum TextStyle: String, CaseIterable, Sendable, DSLEnumeration {
    case largeTitle, title, title2, title3, headline, subheadline, body, caption, caption2, footnote
    public static let names: [StaticString] = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "caption", "caption2", "footnote",
    ]
}

public enum FontWeight: String, CaseIterable, Sendable, DSLEnumeration {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    public static let names: [StaticString] = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
}

public enum StatSize: String, CaseIterable, Sendable, DSLEnumeration {
    case `default`, large
    public static let names: [StaticString] = ["default", "large"]
}

public enum ImageSize: String, CaseIterable, Sendable, DSLEnumeration {
    case small, `default`, large, xlarge
    public static let names: [StaticString] = ["small", "default", "large", "xlarge"]
}

public enum ChartVariant: String, CaseIterable, Sendable, DSLEnumeration {
    case bar, pie, line
    public static let names: [StaticString] = ["bar", "pie", "line"]
}

/// The `reason` of an `Error(...)` snapshot line (spec §3.4).
///
/// In the vocabulary, not beside `DecodeFailure`: the reader's failures name these too
/// (`JSONReadFailure.reason`), and the reader is a stage before the decoder.
public enum FailureReason: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case depthLimit = "depth_limit"
    case duplicateKey = "duplicate_key"
    case notAnObject = "not_an_object"
    case missingField = "missing_field"
    case wrongType = "wrong_type"
    case invalidValue = "invalid_value"
}

/// What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure
/// reason, then what only diagnostics say.
///
/// Why: an app that sends a model's output through `parity lint` branches on these
/// names; messages are for people and may be reworded, codes may not.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case depthLimit = "depth_limit"
    case duplicateKey = "duplicate_key"
    case notAnObject = "not_an_object"
    case missingField = "missing_field"
    case wrongType = "wrong_type"
    case invalidValue = "invalid_value"
    case dropped = "dropped"
    case unknownType = "unknown_type"
    case unknownMember = "unknown_member"
    case notInEnum = "not_in_enum"
    case maxLinesOutOfRange = "max_lines_out_of_range"

    /// The code of a failure: the same name.
    public init(_ reason: FailureReason) {
        switch reason {
        case .invalidJSON: self = .invalidJSON
        case .depthLimit: self = .depthLimit
        case .duplicateKey: self = .duplicateKey
        case .notAnObject: self = .notAnObject
        case .missingField: self = .missingField
        case .wrongType: self = .wrongType
        case .invalidValue: self = .invalidValue
        }
    }
}

extension EnumSpec {
    @usableFromInline package static let horizontalAlignment = EnumSpec(HorizontalAlignment.self)
    @usableFromInline package static let verticalAlignment = EnumSpec(VerticalAlignment.self)
    @usableFromInline package static let stackAlignment = EnumSpec(StackAlignment.self)
    @usableFromInline package static let textStyle = EnumSpec(TextStyle.self)
    @usableFromInline package static let fontWeight = EnumSpec(FontWeight.self)
    @usableFromInline package static let statSize = EnumSpec(StatSize.self)
    @usableFromInline package static let imageSize = EnumSpec(ImageSize.self)
    @usableFromInline package static let chartVariant = EnumSpec(ChartVariant.self)
}

/// Every node's rules, in `NodeType` order: fields in checking order (required first),
/// then the fields every node has; attributes print in this order (§3.1).
@usableFromInline package enum NodeTable {
    @usableFromInline package static let nodes: [NodeSpec] = [
        NodeSpec(
            type: .vstack, line: "VStack",
            fields: [
                FieldSpec(Field.children, .nodes, required: true, count: " [children="),
                FieldSpec(Field.spacing, .number, lead: ", spacing=", defaultNumber: 8.0),
                FieldSpec(
                    Field.alignment, .enumeration, lead: ", align=", enumeration: .horizontalAlignment, defaultCase: 1),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .hstack, line: "HStack", fillsWidth: true, weightsChildren: true,
            fields: [
                FieldSpec(Field.children, .nodes, required: true, count: " [children="),
                FieldSpec(Field.spacing, .number, lead: ", spacing=", defaultNumber: 8.0),
                FieldSpec(
                    Field.alignment, .enumeration, lead: ", align=", enumeration: .verticalAlignment, defaultCase: 1),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .zstack, line: "ZStack",
            fields: [
                FieldSpec(Field.children, .nodes, required: true, count: " [children="),
                FieldSpec(
                    Field.alignment, .enumeration, lead: ", align=", enumeration: .stackAlignment, defaultCase: 0),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .text, line: "Text",
            fields: [
                FieldSpec(Field.content, .string, required: true, lead: ", content="),
                FieldSpec(Field.style, .enumeration, lead: ", style=", enumeration: .textStyle, defaultCase: 6),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.weight, .enumeration, lead: ", weight=", enumeration: .fontWeight, defaultCase: 3),
                FieldSpec(Field.maxLines, .integer, lead: ", maxLines=", range: 1.0...2147483647.0),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .stat, line: "Stat", fillsWidth: true, weightedInHStack: true,
            fields: [
                FieldSpec(Field.label, .string, required: true, lead: ", label="),
                FieldSpec(Field.value, .string, required: true, lead: ", value="),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.size, .enumeration, lead: ", size=", enumeration: .statSize, defaultCase: 0),
                FieldSpec(Field.icon, .string, lead: ", icon=", absentWord: "none", isIcon: true),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .image, line: "Image",
            fields: [
                FieldSpec(Field.systemName, .string, required: true, lead: ", name=", isIcon: true),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.size, .enumeration, lead: ", size=", enumeration: .imageSize, defaultCase: 1),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .badge, line: "Badge",
            fields: [
                FieldSpec(Field.text, .string, required: true, lead: ", text="),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .card, line: "Card", fillsWidth: true,
            fields: [
                FieldSpec(Field.child, .node, required: true),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.padding, .number, lead: ", padding=", defaultNumber: 16.0),
                FieldSpec(Field.cornerRadius, .number, lead: ", cornerRadius=", defaultNumber: 12.0),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .progress, line: "Progress",
            fields: [
                FieldSpec(Field.value, .number, required: true, lead: ", value="),
                FieldSpec(Field.total, .number, lead: ", total=", defaultNumber: 1.0),
                FieldSpec(Field.label, .string, lead: ", label=", absentWord: "none"),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .chart, line: "Chart",
            fields: [
                FieldSpec(Field.variant, .enumeration, required: true, lead: ", variant=", enumeration: .chartVariant),
                FieldSpec(Field.data, .records, required: true, count: " [dataPoints=", record: 0),
                FieldSpec(Field.title, .string, lead: ", title=", absentWord: "none"),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .list, line: "List",
            fields: [
                FieldSpec(Field.items, .nodes, required: true, count: " [items="),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .table, line: "Table",
            fields: [
                FieldSpec(Field.title, .string, lead: ", title=", absentWord: "none"),
                FieldSpec(Field.headers, .stringList, lead: ", headers="),
                FieldSpec(Field.rows, .stringRows, count: " [rows="),
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel="),
            ]),
        NodeSpec(
            type: .divider, line: "Divider",
            fields: [
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel=")
            ]),
        NodeSpec(
            type: .spacer, line: "Spacer", weightedInHStack: true,
            fields: [
                FieldSpec(Field.accessibilityLabel, .string, lead: ", accessibilityLabel=")
            ]),
    ]

    /// The objects inside a node that are not nodes: a chart's data points (§2.1).
    @usableFromInline package static let records: [RecordSpec] = [
        RecordSpec(
            line: "DataPoint", owner: "a data point",
            fields: [
                FieldSpec(Field.label, .string, required: true, lead: ", label="),
                FieldSpec(Field.value, .number, required: true, lead: ", value="),
                FieldSpec(Field.color, .string, lead: ", color=", absentWord: "default"),
            ])
    ]

    /// The line of a `type` the DSL does not define (§2.3).
    @usableFromInline package static let unknownLine: StaticString = "Unknown(type="
}
