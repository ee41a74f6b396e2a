import Foundation

/// The usual serializer: recursive string interpolation, `description` for numbers
/// and naive quoting. A speed yardstick only (see `BaselineDocument`).
public enum BaselineSerializer {
    public static func render(_ node: BaselineNode, depth: Int = 0, inHStack: Bool = false) -> String {
        let pad = String(repeating: "  ", count: depth)
        switch node {
        case .vstack(let spacing, let alignment, let children):
            return
                "\(pad)VStack(spacing=\(spacing ?? 8), align=\(alignment ?? "center")) [children=\(children.count)]\n"
                + children.map { render($0, depth: depth + 1) }.joined()
        case .hstack(let spacing, let alignment, let children):
            return
                "\(pad)HStack(spacing=\(spacing ?? 8), align=\(alignment ?? "center"), fillsWidth=true) [children=\(children.count)]\n"
                + children.map { render($0, depth: depth + 1, inHStack: true) }.joined()
        case .zstack(let alignment, let children):
            return "\(pad)ZStack(align=\(alignment ?? "center")) [children=\(children.count)]\n"
                + children.map { render($0, depth: depth + 1) }.joined()
        case .text(let content, let style, let color, let weight, let maxLines):
            return
                "\(pad)Text(content=\(quote(content)), style=\(style ?? "body"), color=\(color ?? "default"), weight=\(weight ?? "regular")\(maxLines.map { ", maxLines=\($0)" } ?? ""))\n"
        case .stat(let label, let value, let color, let size, let icon):
            return
                "\(pad)Stat(label=\(quote(label)), value=\(quote(value)), color=\(color ?? "default"), size=\(size ?? "default"), icon=\(icon ?? "none"), fillsWidth=true\(inHStack ? ", weighted=true" : ""))\n"
        case .image(let name, let color, let size):
            return "\(pad)Image(name=\(quote(name)), color=\(color ?? "default"), size=\(size ?? "default"))\n"
        case .badge(let text, let color):
            return "\(pad)Badge(text=\(quote(text)), color=\(color ?? "default"))\n"
        case .card(let child, let color, let padding, let cornerRadius):
            return
                "\(pad)Card(color=\(color ?? "default"), padding=\(padding ?? 16), cornerRadius=\(cornerRadius ?? 12), fillsWidth=true)\n"
                + render(child, depth: depth + 1)
        case .progress(let value, let total, let label, let color):
            return
                "\(pad)Progress(value=\(value), total=\(total ?? 1), label=\(label ?? "none"), color=\(color ?? "default"))\n"
        case .chart(let variant, let title, let data):
            return "\(pad)Chart(variant=\(variant), title=\(title ?? "none")) [dataPoints=\(data.count)]\n"
                + data.map {
                    "\(pad)  DataPoint(label=\(quote($0.label)), value=\($0.value), color=\($0.color ?? "default"))\n"
                }.joined()
        case .list(let items):
            return "\(pad)List [items=\(items.count)]\n" + items.map { render($0, depth: depth + 1) }.joined()
        case .table(let title, let headers, let rows):
            return
                "\(pad)Table(title=\(title ?? "none"), headers=[\((headers ?? []).map(quote).joined(separator: ", "))]) [rows=\((rows ?? []).count)]\n"
                + (rows ?? []).map { "\(pad)  Row([\($0.map(quote).joined(separator: ", "))])\n" }.joined()
        case .divider: return "\(pad)Divider\n"
        case .spacer: return inHStack ? "\(pad)Spacer(weighted=true)\n" : "\(pad)Spacer\n"
        case .unknown(let type): return "\(pad)Unknown(type=\(quote(type)))\n"
        }
    }

    public static func quote(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
