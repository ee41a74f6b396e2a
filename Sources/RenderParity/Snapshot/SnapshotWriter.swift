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
/// The lines themselves are `SnapshotSink`'s (`SnapshotLines.swift`), shared with
/// `TapeSnapshotWriter`; this writer only walks the tree.
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
        SnapshotSink.writing(into: &bytes) { sink in
            sink.emit("Error(reason=")
            var reason = failure.reason.rawValue
            reason.withUTF8 { sink.append($0) }
            // Only failures at a place have a path; invalid JSON and the depth limit have none.
            if let path = failure.path {
                sink.emit(", path=")
                sink.quoted(path.description)
            }
            sink.emit(")\n")
        }
    }

    // MARK: - Nodes

    public mutating func write(_ node: UINode, depth: Int, parent: LayoutResolution.Parent) {
        SnapshotSink.writing(into: &bytes) { Self.write(node, depth: depth, parent: parent, to: &$0) }
    }

    private static func write(_ node: UINode, depth: Int, parent: LayoutResolution.Parent, to sink: inout SnapshotSink) {
        switch node {
        case let .vstack(stack):
            sink.vstackLine(spacing: stack.spacing, alignment: stack.alignment, children: stack.children.count, depth: depth)
            for child in stack.children { write(child, depth: depth + 1, parent: .other, to: &sink) }
        case let .hstack(stack):
            sink.hstackLine(spacing: stack.spacing, alignment: stack.alignment, children: stack.children.count, depth: depth)
            for child in stack.children { write(child, depth: depth + 1, parent: .hstack, to: &sink) }
        case let .zstack(stack):
            sink.zstackLine(alignment: stack.alignment, children: stack.children.count, depth: depth)
            for child in stack.children { write(child, depth: depth + 1, parent: .other, to: &sink) }
        case let .text(text):
            sink.textLine(content: text.content, style: text.style, color: text.color, weight: text.weight, maxLines: text.maxLines, depth: depth)
        case let .stat(stat):
            sink.statLine(label: stat.label, value: stat.value, color: stat.color, size: stat.size, icon: stat.icon,
                          weighted: LayoutResolution.isWeighted(node, in: parent), depth: depth)
        case let .image(image):
            sink.imageLine(name: image.systemName, color: image.color, size: image.size, depth: depth)
        case let .badge(badge):
            sink.badgeLine(text: badge.text, color: badge.color, depth: depth)
        case let .card(card):
            sink.cardLine(color: card.color, padding: card.padding, cornerRadius: card.cornerRadius, depth: depth)
            write(card.child, depth: depth + 1, parent: .other, to: &sink)
        case let .progress(progress):
            sink.progressLine(value: progress.value, total: progress.total, label: progress.label, color: progress.color, depth: depth)
        case let .chart(chart):
            sink.chartLine(variant: chart.variant, title: chart.title, dataPoints: chart.data.count, depth: depth)
            for point in chart.data { sink.dataPointLine(label: point.label, value: point.value, color: point.color, depth: depth + 1) }
        case let .list(list):
            sink.listLine(items: list.items.count, depth: depth)
            for item in list.items { write(item, depth: depth + 1, parent: .other, to: &sink) }
        case let .table(table):
            sink.tableLine(title: table.title, headers: table.headers, rows: table.rows.count, depth: depth)
            for row in table.rows { sink.rowLine(cells: row, depth: depth + 1) }
        case .divider:
            sink.dividerLine(depth: depth)
        case .spacer:
            sink.spacerLine(weighted: LayoutResolution.isWeighted(node, in: parent), depth: depth)
        case let .unknown(type):
            sink.unknownLine(type: type, depth: depth)
        }
    }
}
