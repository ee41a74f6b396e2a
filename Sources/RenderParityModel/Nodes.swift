// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

import RenderParityVocabulary

/// One element of the generative UI DSL after decoding, defaults filled in (spec §2.1).
/// The cases mirror `$defs/UINode` in the schema, plus `unknown` for a `type` the DSL
/// doesn't define (§2.3). Only nodes holding one node are `indirect`, so decoding
/// allocates no box for the others.
public enum UINode: Equatable, Sendable {
    case vstack(VStackNode)
    case hstack(HStackNode)
    case zstack(ZStackNode)
    case text(TextNode)
    case stat(StatNode)
    case image(ImageNode)
    case badge(BadgeNode)
    indirect case card(CardNode)
    case progress(ProgressNode)
    case chart(ChartNode)
    case list(ListNode)
    case table(TableNode)
    case divider(DividerNode)
    case spacer(SpacerNode)
    case unknown(type: String)
}

/// Vertical stack.
public struct VStackNode: Equatable, Sendable {
    public let children: [UINode]
    public let spacing: Double
    public let alignment: HorizontalAlignment
    public let accessibilityLabel: String?

    public init(
        children: [UINode], spacing: Double = 8.0, alignment: HorizontalAlignment = .center,
        accessibilityLabel: String? = nil
    ) {
        self.children = children
        self.spacing = spacing
        self.alignment = alignment
        self.accessibilityLabel = accessibilityLabel
    }
}

/// Horizontal stack; fills the width; Stat and Spacer children share it equally.
public struct HStackNode: Equatable, Sendable {
    public let children: [UINode]
    public let spacing: Double
    public let alignment: VerticalAlignment
    public let accessibilityLabel: String?

    public init(
        children: [UINode], spacing: Double = 8.0, alignment: VerticalAlignment = .center,
        accessibilityLabel: String? = nil
    ) {
        self.children = children
        self.spacing = spacing
        self.alignment = alignment
        self.accessibilityLabel = accessibilityLabel
    }
}

/// Overlay stack.
public struct ZStackNode: Equatable, Sendable {
    public let children: [UINode]
    public let alignment: StackAlignment
    public let accessibilityLabel: String?

    public init(children: [UINode], alignment: StackAlignment = .center, accessibilityLabel: String? = nil) {
        self.children = children
        self.alignment = alignment
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A run of text.
public struct TextNode: Equatable, Sendable {
    public let content: String
    public let style: TextStyle
    public let color: String?
    public let weight: FontWeight
    public let maxLines: Int?
    public let accessibilityLabel: String?

    public init(
        content: String, style: TextStyle = .body, color: String? = nil, weight: FontWeight = .regular,
        maxLines: Int? = nil, accessibilityLabel: String? = nil
    ) {
        self.content = content
        self.style = style
        self.color = color
        self.weight = weight
        self.maxLines = maxLines
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A labelled value; fills the width.
public struct StatNode: Equatable, Sendable {
    public let label: String
    public let value: String
    public let color: String?
    public let size: StatSize
    public let icon: String?
    public let accessibilityLabel: String?

    public init(
        label: String, value: String, color: String? = nil, size: StatSize = .`default`, icon: String? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.label = label
        self.value = value
        self.color = color
        self.size = size
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A system symbol.
public struct ImageNode: Equatable, Sendable {
    public let systemName: String
    public let color: String?
    public let size: ImageSize
    public let accessibilityLabel: String?

    public init(
        systemName: String, color: String? = nil, size: ImageSize = .`default`, accessibilityLabel: String? = nil
    ) {
        self.systemName = systemName
        self.color = color
        self.size = size
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A small pill of text.
public struct BadgeNode: Equatable, Sendable {
    public let text: String
    public let color: String?
    public let accessibilityLabel: String?

    public init(text: String, color: String? = nil, accessibilityLabel: String? = nil) {
        self.text = text
        self.color = color
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A padded, rounded container for one child; fills the width.
public struct CardNode: Equatable, Sendable {
    public let child: UINode
    public let color: String?
    public let padding: Double
    public let cornerRadius: Double
    public let accessibilityLabel: String?

    public init(
        child: UINode, color: String? = nil, padding: Double = 16.0, cornerRadius: Double = 12.0,
        accessibilityLabel: String? = nil
    ) {
        self.child = child
        self.color = color
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A progress bar.
public struct ProgressNode: Equatable, Sendable {
    public let value: Double
    public let total: Double
    public let label: String?
    public let color: String?
    public let accessibilityLabel: String?

    public init(
        value: Double, total: Double = 1.0, label: String? = nil, color: String? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.value = value
        self.total = total
        self.label = label
        self.color = color
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A bar, pie or line chart.
public struct ChartNode: Equatable, Sendable {
    public let variant: ChartVariant
    public let data: [ChartDataPoint]
    public let title: String?
    public let accessibilityLabel: String?

    public init(variant: ChartVariant, data: [ChartDataPoint], title: String? = nil, accessibilityLabel: String? = nil)
    {
        self.variant = variant
        self.data = data
        self.title = title
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A vertical list of items.
public struct ListNode: Equatable, Sendable {
    public let items: [UINode]
    public let accessibilityLabel: String?

    public init(items: [UINode], accessibilityLabel: String? = nil) {
        self.items = items
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A table of strings.
public struct TableNode: Equatable, Sendable {
    public let title: String?
    public let headers: [String]
    public let rows: [[String]]
    public let accessibilityLabel: String?

    public init(title: String? = nil, headers: [String] = [], rows: [[String]] = [], accessibilityLabel: String? = nil)
    {
        self.title = title
        self.headers = headers
        self.rows = rows
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A thin separator line.
public struct DividerNode: Equatable, Sendable {
    public let accessibilityLabel: String?

    public init(accessibilityLabel: String? = nil) {
        self.accessibilityLabel = accessibilityLabel
    }
}

/// Flexible empty space.
public struct SpacerNode: Equatable, Sendable {
    public let accessibilityLabel: String?

    public init(accessibilityLabel: String? = nil) {
        self.accessibilityLabel = accessibilityLabel
    }
}

/// One value of a chart.
public struct ChartDataPoint: Equatable, Sendable {
    public let label: String
    public let value: Double
    public let color: String?

    public init(label: String, value: Double, color: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
    }
}

extension UINode {
    /// Builds a node from what `TreeBuilder` gathered: each field's value in table order,
    /// the nodes it holds, its records and its rows.
    static func make(
        _ type: NodeType, _ v: [ModelValue], children: [UINode], records: [ChartDataPoint], rows: [[String]]
    ) -> UINode {
        switch type {
        case .vstack:
            .vstack(
                VStackNode(
                    children: children, spacing: v[1].number, alignment: HorizontalAlignment.case(at: v[2].option),
                    accessibilityLabel: v[3].optionalText))
        case .hstack:
            .hstack(
                HStackNode(
                    children: children, spacing: v[1].number, alignment: VerticalAlignment.case(at: v[2].option),
                    accessibilityLabel: v[3].optionalText))
        case .zstack:
            .zstack(
                ZStackNode(
                    children: children, alignment: StackAlignment.case(at: v[1].option),
                    accessibilityLabel: v[2].optionalText))
        case .text:
            .text(
                TextNode(
                    content: v[0].text, style: TextStyle.case(at: v[1].option), color: v[2].optionalText,
                    weight: FontWeight.case(at: v[3].option), maxLines: v[4].integer,
                    accessibilityLabel: v[5].optionalText))
        case .stat:
            .stat(
                StatNode(
                    label: v[0].text, value: v[1].text, color: v[2].optionalText, size: StatSize.case(at: v[3].option),
                    icon: v[4].optionalText, accessibilityLabel: v[5].optionalText))
        case .image:
            .image(
                ImageNode(
                    systemName: v[0].text, color: v[1].optionalText, size: ImageSize.case(at: v[2].option),
                    accessibilityLabel: v[3].optionalText))
        case .badge: .badge(BadgeNode(text: v[0].text, color: v[1].optionalText, accessibilityLabel: v[2].optionalText))
        case .card:
            .card(
                CardNode(
                    child: children.first ?? .unknown(type: ""), color: v[1].optionalText, padding: v[2].number,
                    cornerRadius: v[3].number, accessibilityLabel: v[4].optionalText))
        case .progress:
            .progress(
                ProgressNode(
                    value: v[0].number, total: v[1].number, label: v[2].optionalText, color: v[3].optionalText,
                    accessibilityLabel: v[4].optionalText))
        case .chart:
            .chart(
                ChartNode(
                    variant: ChartVariant.case(at: v[0].option), data: records, title: v[2].optionalText,
                    accessibilityLabel: v[3].optionalText))
        case .list: .list(ListNode(items: children, accessibilityLabel: v[1].optionalText))
        case .table:
            .table(
                TableNode(
                    title: v[0].optionalText, headers: v[1].texts, rows: rows, accessibilityLabel: v[3].optionalText))
        case .divider: .divider(DividerNode(accessibilityLabel: v[0].optionalText))
        case .spacer: .spacer(SpacerNode(accessibilityLabel: v[0].optionalText))
        }
    }

    /// The node's type, its field values in table order, and what it holds, for `SnapshotWriter`;
    /// nil for `unknown`.
    package var parts: ModelParts? {
        switch self {
        case .vstack(let n):
            ModelParts(
                type: .vstack,
                values: [.absent, .number(n.spacing), .option(n.alignment.position), ModelValue(n.accessibilityLabel)],
                children: n.children)
        case .hstack(let n):
            ModelParts(
                type: .hstack,
                values: [.absent, .number(n.spacing), .option(n.alignment.position), ModelValue(n.accessibilityLabel)],
                children: n.children)
        case .zstack(let n):
            ModelParts(
                type: .zstack, values: [.absent, .option(n.alignment.position), ModelValue(n.accessibilityLabel)],
                children: n.children)
        case .text(let n):
            ModelParts(
                type: .text,
                values: [
                    ModelValue(n.content), .option(n.style.position), ModelValue(n.color), .option(n.weight.position),
                    n.maxLines.map(ModelValue.integer) ?? .absent, ModelValue(n.accessibilityLabel),
                ])
        case .stat(let n):
            ModelParts(
                type: .stat,
                values: [
                    ModelValue(n.label), ModelValue(n.value), ModelValue(n.color), .option(n.size.position),
                    ModelValue(n.icon), ModelValue(n.accessibilityLabel),
                ])
        case .image(let n):
            ModelParts(
                type: .image,
                values: [
                    ModelValue(n.systemName), ModelValue(n.color), .option(n.size.position),
                    ModelValue(n.accessibilityLabel),
                ])
        case .badge(let n):
            ModelParts(
                type: .badge, values: [ModelValue(n.text), ModelValue(n.color), ModelValue(n.accessibilityLabel)])
        case .card(let n):
            ModelParts(
                type: .card,
                values: [
                    .absent, ModelValue(n.color), .number(n.padding), .number(n.cornerRadius),
                    ModelValue(n.accessibilityLabel),
                ], children: [n.child])
        case .progress(let n):
            ModelParts(
                type: .progress,
                values: [
                    .number(n.value), .number(n.total), ModelValue(n.label), ModelValue(n.color),
                    ModelValue(n.accessibilityLabel),
                ])
        case .chart(let n):
            ModelParts(
                type: .chart,
                values: [.option(n.variant.position), .absent, ModelValue(n.title), ModelValue(n.accessibilityLabel)],
                records: n.data)
        case .list(let n):
            ModelParts(type: .list, values: [.absent, ModelValue(n.accessibilityLabel)], children: n.items)
        case .table(let n):
            ModelParts(
                type: .table,
                values: [ModelValue(n.title), .texts(n.headers), .absent, ModelValue(n.accessibilityLabel)],
                rows: n.rows)
        case .divider(let n): ModelParts(type: .divider, values: [ModelValue(n.accessibilityLabel)])
        case .spacer(let n): ModelParts(type: .spacer, values: [ModelValue(n.accessibilityLabel)])
        case .unknown: nil
        }
    }
}

extension ChartDataPoint {
    init(_ v: [ModelValue]) {
        self.init(label: v[0].text, value: v[1].number, color: v[2].optionalText)
    }

    package var values: [ModelValue] { [ModelValue(self.label), .number(self.value), ModelValue(self.color)] }
}
