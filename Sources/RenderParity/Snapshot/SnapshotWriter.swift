/// Walks a decoded node tree and writes its RenderSnapshot (spec §3): one line
/// per element, two spaces per level, LF after every line. For example, this
/// document
///
///     {"type": "hstack", "children": [
///       {"type": "stat", "label": "Spent", "value": "$1,240", "icon": "creditcard"},
///       {"type": "spacer"},
///       {"type": "card", "child": {"type": "text", "content": "none", "maxLines": 2}}]}
///
/// is written exactly as
///
///     HStack(spacing=8.0, align=center, fillsWidth=true) [children=3]
///       Stat(label="Spent", value="$1,240", color=default, size=default, icon=creditcard, fillsWidth=true, weighted=true)
///       Spacer(weighted=true)
///       Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
///         Text(content="none", style=body, color=default, weight=regular, maxLines=2)
///
/// The writer appends bytes to one buffer; it never builds a `String` per line.
public struct SnapshotWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    // MARK: - Documents

    /// Writes the snapshot of a decoded document: its tree, or its one `Error` line (§3.4).
    public mutating func write(_ document: DecodedDocument) {
        switch document.content {
        case let .success(node): write(node, depth: 0, parent: .other)
        case let .failure(failure): write(failure)
        }
    }

    public mutating func write(_ failure: DecodeFailure) {
        emit("Error(reason=")
        bytes.append(contentsOf: failure.reason.rawValue.utf8)
        if failure.reason != .invalidJSON, failure.reason != .depthLimit, let path = failure.path {
            emit(", path=")
            SnapshotString.appendQuoted(path.description, to: &bytes)
        }
        emit(")\n")
    }

    // MARK: - Nodes

    public mutating func write(_ node: UINode, depth: Int, parent: LayoutResolution.Parent) {
        indent(depth)
        switch node {
        case let .vstack(stack):
            emit("VStack(spacing="); number(stack.spacing)
            emit(", align="); emit(stack.alignment.rawValue)
            emit(") [children="); count(stack.children.count); emit("]\n")
            children(stack.children, depth: depth, parent: .other)
        case let .hstack(stack):
            emit("HStack(spacing="); number(stack.spacing)
            emit(", align="); emit(stack.alignment.rawValue)
            emit(", fillsWidth=true) [children="); count(stack.children.count); emit("]\n")
            children(stack.children, depth: depth, parent: .hstack)
        case let .zstack(stack):
            emit("ZStack(align="); emit(stack.alignment.rawValue)
            emit(") [children="); count(stack.children.count); emit("]\n")
            children(stack.children, depth: depth, parent: .other)
        case let .text(text):
            emit("Text(content="); quoted(text.content)
            emit(", style="); emit(text.style.rawValue)
            emit(", color="); color(text.color)
            emit(", weight="); emit(text.weight.rawValue)
            if let maxLines = text.maxLines { emit(", maxLines="); count(maxLines) }
            emit(")\n")
        case let .stat(stat):
            emit("Stat(label="); quoted(stat.label)
            emit(", value="); quoted(stat.value)
            emit(", color="); color(stat.color)
            emit(", size="); emit(stat.size.rawValue)
            emit(", icon="); optional(stat.icon)
            emit(", fillsWidth=true")
            if LayoutResolution.isWeighted(node, in: parent) { emit(", weighted=true") }
            emit(")\n")
        case let .image(image):
            emit("Image(name="); quoted(image.systemName)
            emit(", color="); color(image.color)
            emit(", size="); emit(image.size.rawValue); emit(")\n")
        case let .badge(badge):
            emit("Badge(text="); quoted(badge.text)
            emit(", color="); color(badge.color); emit(")\n")
        case let .card(card):
            emit("Card(color="); color(card.color)
            emit(", padding="); number(card.padding)
            emit(", cornerRadius="); number(card.cornerRadius)
            emit(", fillsWidth=true)\n")
            write(card.child, depth: depth + 1, parent: .other)
        case let .progress(progress):
            emit("Progress(value="); number(progress.value)
            emit(", total="); number(progress.total)
            emit(", label="); optional(progress.label)
            emit(", color="); color(progress.color); emit(")\n")
        case let .chart(chart):
            emit("Chart(variant="); emit(chart.variant.rawValue)
            emit(", title="); optional(chart.title)
            emit(") [dataPoints="); count(chart.data.count); emit("]\n")
            for point in chart.data {
                indent(depth + 1)
                emit("DataPoint(label="); quoted(point.label)
                emit(", value="); number(point.value)
                emit(", color="); color(point.color); emit(")\n")
            }
        case let .list(list):
            emit("List [items="); count(list.items.count); emit("]\n")
            children(list.items, depth: depth, parent: .other)
        case let .table(table):
            emit("Table(title="); optional(table.title)
            emit(", headers="); stringList(table.headers)
            emit(") [rows="); count(table.rows.count); emit("]\n")
            for row in table.rows {
                indent(depth + 1)
                emit("Row("); stringList(row); emit(")\n")
            }
        case .divider:
            emit("Divider\n")
        case .spacer:
            emit(LayoutResolution.isWeighted(node, in: parent) ? "Spacer(weighted=true)\n" : "Spacer\n")
        case let .unknown(type):
            emit("Unknown(type="); quoted(type); emit(")\n")
        }
    }

    private mutating func children(_ nodes: [UINode], depth: Int, parent: LayoutResolution.Parent) {
        for child in nodes { write(child, depth: depth + 1, parent: parent) }
    }

    // MARK: - Values

    private mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }

    private mutating func emit(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func emit(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func number(_ value: Double) { SnapshotNumber.append(value, to: &bytes) }

    private mutating func count(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    private mutating func quoted(_ text: String) { SnapshotString.appendQuoted(text, to: &bytes) }

    /// An absent color prints `default` (§3.1).
    private mutating func color(_ text: String?) {
        if let text { SnapshotString.appendBareOrQuoted(text, to: &bytes) } else { emit("default") }
    }

    /// An absent icon, title or label prints `none` (§3.1).
    private mutating func optional(_ text: String?) {
        if let text { SnapshotString.appendBareOrQuoted(text, to: &bytes) } else { emit("none") }
    }

    private mutating func stringList(_ strings: [String]) {
        emit("[")
        for (position, text) in strings.enumerated() {
            if position > 0 { emit(", ") }
            quoted(text)
        }
        emit("]")
    }
}
