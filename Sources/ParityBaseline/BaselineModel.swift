import Foundation

/// The usual approach the benchmark measures against: Foundation's
/// `JSONDecoder` into Codable types, written as people usually write them.
/// It is a yardstick for speed, not a conforming implementation.
public enum BaselineDocument: Decodable {
    case response(BaselineNode)
    case node(BaselineNode)

    private enum Keys: String, CodingKey { case type, layout }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if container.contains(.type) {
            self = .node(try BaselineNode(from: decoder))
        } else {
            self = .response(try container.decode(BaselineNode.self, forKey: .layout))
        }
    }

    public var root: BaselineNode {
        switch self {
        case .response(let node), .node(let node): node
        }
    }
}

public struct BaselinePoint: Decodable {
    let label: String
    let value: Double
    let color: String?
}

public indirect enum BaselineNode: Decodable {
    case vstack(spacing: Double?, alignment: String?, children: [BaselineNode])
    case hstack(spacing: Double?, alignment: String?, children: [BaselineNode])
    case zstack(alignment: String?, children: [BaselineNode])
    case text(content: String, style: String?, color: String?, weight: String?, maxLines: Int?)
    case stat(label: String, value: String, color: String?, size: String?, icon: String?)
    case image(name: String, color: String?, size: String?)
    case badge(text: String, color: String?)
    case card(child: BaselineNode, color: String?, padding: Double?, cornerRadius: Double?)
    case progress(value: Double, total: Double?, label: String?, color: String?)
    case chart(variant: String, title: String?, data: [BaselinePoint])
    case list(items: [BaselineNode])
    case table(title: String?, headers: [String]?, rows: [[String]]?)
    case divider, spacer
    case unknown(String)

    private enum Keys: String, CodingKey {
        case type, spacing, alignment, children, content, style, color, weight, maxLines, label, value, size, icon
        case systemName = "system_name"
        case text, child, padding, cornerRadius, total, variant, title, data, items, headers, rows
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "vstack":
            self = .vstack(
                spacing: try c.decodeIfPresent(Double.self, forKey: .spacing),
                alignment: try c.decodeIfPresent(String.self, forKey: .alignment),
                children: try c.decode([BaselineNode].self, forKey: .children))
        case "hstack":
            self = .hstack(
                spacing: try c.decodeIfPresent(Double.self, forKey: .spacing),
                alignment: try c.decodeIfPresent(String.self, forKey: .alignment),
                children: try c.decode([BaselineNode].self, forKey: .children))
        case "zstack":
            self = .zstack(
                alignment: try c.decodeIfPresent(String.self, forKey: .alignment),
                children: try c.decode([BaselineNode].self, forKey: .children))
        case "text":
            self = .text(
                content: try c.decode(String.self, forKey: .content),
                style: try c.decodeIfPresent(String.self, forKey: .style),
                color: try c.decodeIfPresent(String.self, forKey: .color),
                weight: try c.decodeIfPresent(String.self, forKey: .weight),
                maxLines: try c.decodeIfPresent(Int.self, forKey: .maxLines))
        case "stat":
            self = .stat(
                label: try c.decode(String.self, forKey: .label), value: try c.decode(String.self, forKey: .value),
                color: try c.decodeIfPresent(String.self, forKey: .color),
                size: try c.decodeIfPresent(String.self, forKey: .size),
                icon: try c.decodeIfPresent(String.self, forKey: .icon))
        case "image":
            self = .image(
                name: try c.decode(String.self, forKey: .systemName),
                color: try c.decodeIfPresent(String.self, forKey: .color),
                size: try c.decodeIfPresent(String.self, forKey: .size))
        case "badge":
            self = .badge(
                text: try c.decode(String.self, forKey: .text),
                color: try c.decodeIfPresent(String.self, forKey: .color))
        case "card":
            self = .card(
                child: try c.decode(BaselineNode.self, forKey: .child),
                color: try c.decodeIfPresent(String.self, forKey: .color),
                padding: try c.decodeIfPresent(Double.self, forKey: .padding),
                cornerRadius: try c.decodeIfPresent(Double.self, forKey: .cornerRadius))
        case "progress":
            self = .progress(
                value: try c.decode(Double.self, forKey: .value),
                total: try c.decodeIfPresent(Double.self, forKey: .total),
                label: try c.decodeIfPresent(String.self, forKey: .label),
                color: try c.decodeIfPresent(String.self, forKey: .color))
        case "chart":
            self = .chart(
                variant: try c.decode(String.self, forKey: .variant),
                title: try c.decodeIfPresent(String.self, forKey: .title),
                data: try c.decode([BaselinePoint].self, forKey: .data))
        case "list": self = .list(items: try c.decode([BaselineNode].self, forKey: .items))
        case "table":
            self = .table(
                title: try c.decodeIfPresent(String.self, forKey: .title),
                headers: try c.decodeIfPresent([String].self, forKey: .headers),
                rows: try c.decodeIfPresent([[String]].self, forKey: .rows))
        case "divider": self = .divider
        case "spacer": self = .spacer
        default: self = .unknown(type)
        }
    }
}
