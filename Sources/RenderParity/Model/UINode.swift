/// One element of the generative UI DSL after decoding, defaults filled in (spec §2.1).
///
/// The cases mirror `$defs/UINode` in `spec/generative-ui-dsl.schema.json`,
/// plus `unknown` for a `type` the DSL doesn't define (§2.3).
///
/// Only `card` is `indirect` (its child is a node): the other cases live inline,
/// so decoding allocates no box per node.
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
    case divider
    case spacer
    case unknown(type: String)
}

/// The 14 values of a node's `type` member, and the members each type allows (spec §2.1).
public enum NodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, text, stat, image, badge, card, progress, chart, list, table, divider, spacer

    /// The raw values in case order, for matching JSON bytes directly.
    public static let names: [StaticString] = ["vstack", "hstack", "zstack", "text", "stat", "image", "badge", "card", "progress", "chart", "list", "table", "divider", "spacer"]

    /// Every member a node of this type may have besides `type`, required ones first in checking order.
    public var members: [StaticString] { fields.dropFirst().map(\.name) }

    /// `names` as `NameSignature`s, for matching a `type` member's bytes.
    static let signatures = names.map(NameSignature.init)

    /// The node type named `names[position]` and the members it allows, computed once.
    static let byPosition: [(type: NodeType, allowed: FieldSet)] = allCases.map { ($0, FieldSet($0.fields)) }

    /// `type`, then `members`: every member a node of this type may have, as the decoder looks them up.
    var fields: [Field] {
        switch self {
        case .vstack, .hstack: [.type, .children, .spacing, .alignment]
        case .zstack: [.type, .children, .alignment]
        case .text: [.type, .content, .style, .color, .weight, .maxLines]
        case .stat: [.type, .label, .value, .color, .size, .icon]
        case .image: [.type, .systemName, .color, .size]
        case .badge: [.type, .text, .color]
        case .card: [.type, .child, .color, .padding, .cornerRadius]
        case .progress: [.type, .value, .total, .label, .color]
        case .chart: [.type, .variant, .data, .title]
        case .list: [.type, .items]
        case .table: [.type, .title, .headers, .rows]
        case .divider, .spacer: [.type]
        }
    }
}
