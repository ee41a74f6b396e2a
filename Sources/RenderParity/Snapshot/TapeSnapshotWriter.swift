/// Writes a document's snapshot straight from its JSON tape, without the decoded tree.
///
/// Why: in `RenderSnapshot.make(from:)` — `parity snapshot` and every renderer's
/// tests — the tree is only a way station. Building it made a `String` per JSON
/// string and an array per container, releasing it cost about as much again, and
/// holding it kept peak memory at input + tape + tree + snapshot. This writer reads
/// the tape with the decoder's rules (§2.2, §2.3) and writes each line at once.
///
/// It applies only what shapes the snapshot; diagnostics stay the decoder's job.
/// If the root itself cannot be rendered it returns nil, and `RenderSnapshot`
/// lets `DocumentDecoder` word the `Error` line. `TapeSnapshotWriterTests` check
/// it against the decoder + `SnapshotWriter` path on the corpus and on variations.
struct TapeSnapshotWriter {
    let tape: JSONTape

    /// The snapshot of `document`, or nil when its root (or a response's `layout`) does not decode.
    static func snapshot(of document: JSONDocument) -> [UInt8]? {
        document.withTape { tape in
            let writer = TapeSnapshotWriter(tape: tape)
            let root = DocumentDecoder.rootIsResponse(tape) ? DocumentDecoder.responseLayout(tape) : tape.root
            var node = TapeSnapshotWriter.Node()
            guard let root, writer.renderableNode(root, into: &node) else { return nil }
            var bytes: [UInt8] = []
            HugePageAdvice.reserve(estimatedSize(document), in: &bytes)
            SnapshotSink.writing(into: &bytes) { writer.write(node, depth: 0, parent: .other, to: &$0) }
            return bytes
        }
    }

    /// A little over the snapshot's size, to size its buffer once: the JSON's size and a
    /// quarter (a line can say more than compact JSON does), plus two spaces per level for
    /// each object (a node's line is indented by its depth).
    ///
    /// Why: a snapshot is usually as long as its JSON, but a deeply nested one is mostly
    /// indentation (a 256-deep document's is four times its JSON). Growing the buffer
    /// copied it at each doubling and touched twice the memory. Pages reserved but never
    /// written cost no memory.
    static func estimatedSize(_ document: JSONDocument) -> Int {
        document.bytes.count + document.bytes.count / 4 + 2 * document.objectNesting
    }

    // MARK: - Which nodes render

    /// A node as `NodeDecoder.decodeNode` first sees it: its type and members.
    ///
    /// Nodes are filled in place (`renderableNode(_:into:)`) and passed `borrowing`: a node
    /// is 160 bytes, and copying each one, and its members for every helper call, took about
    /// a tenth of the end-to-end time (perf: `memmove`).
    struct Node {
        /// nil for a `type` the DSL does not define: rendered as `Unknown` (§2.3).
        var type: NodeType?
        /// The `type` member's value.
        var typeName = 0
        var members = ObjectMembers()
    }

    /// Whether the object at `index` is a node that decodes (§2.2): an object with a string
    /// `type`, and usable required fields; `NodeDecoder` drops any other child (and fails on
    /// any other root). Fills `node` with what it found; when it does not decode, `node` holds nothing of use.
    func renderableNode(_ index: Int, into node: inout Node) -> Bool { nodeAt(index, checked: false, into: &node) }

    /// `renderableNode`; `checked`: it is known to render, so its required fields need no
    /// second look. A card renders only if its child does, so checking a card follows a chain
    /// of cards to its end; writing each card's child as `checked` keeps the chain linear.
    private func nodeAt(_ index: Int, checked: Bool, into node: inout Node) -> Bool {
        guard tape.kind(index) == .object else { return false }
        node.members.gather(index, in: tape)
        guard let type = node.members[.type], tape.kind(type) == .string else { return false }
        node.typeName = type
        guard let position = tape.match(type, among: NodeType.signatures) else {
            node.type = nil
            return true
        }
        let nodeType = NodeType.byPosition[position].type
        node.type = nodeType
        return checked || hasRequiredFields(nodeType, node)
    }

    private func hasRequiredFields(_ type: NodeType, _ node: Node) -> Bool {
        switch type {
        case .vstack, .hstack, .zstack: isA(node.members[.children], .array)
        case .list: isA(node.members[.items], .array)
        case .text: isA(node.members[.content], .string)
        case .stat: isA(node.members[.label], .string) && isA(node.members[.value], .string)
        case .image: isA(node.members[.systemName], .string)
        case .badge: isA(node.members[.text], .string)
        case .card: node.members[.child].map(isRenderable) ?? false
        case .progress: isA(node.members[.value], .number)
        case .chart: variant(node.members) != nil && hasUsableDataPoints(node.members[.data])
        case .table, .divider, .spacer: true
        }
    }

    private func isRenderable(_ index: Int) -> Bool {
        var node = Node()
        return renderableNode(index, into: &node)
    }

    private func isA(_ value: Int?, _ kind: JSONDocument.Kind) -> Bool {
        value.map { tape.kind($0) == kind } ?? false
    }

    @inline(__always)
    private func variant(_ members: ObjectMembers) -> ChartVariant? {
        guard let value = members[.variant], tape.kind(value) == .string,
              let position = tape.match(value, among: ChartVariant.signatures) else { return nil }
        return ChartVariant.allCases[position]
    }

    /// Whether `data` is an array of points that all decode (one bad point fails the chart).
    private func hasUsableDataPoints(_ data: Int?) -> Bool {
        guard let array = data, tape.kind(array) == .array else { return false }
        return tape.elements(array).allSatisfy { DataPointCheck.isUsable($0.value, in: tape) }
    }

    // MARK: - Writing

    /// Writes `node` and everything under it that renders. Required members are present: `renderableNode` checked them.
    func write(_ node: borrowing Node, depth: Int, parent: LayoutResolution.Parent, to sink: inout SnapshotSink) {
        guard let type = node.type else {
            sink.unknownLine(type: text(node.typeName), depth: depth)
            return
        }
        switch type {
        case .vstack, .hstack, .zstack, .list:
            writeContainer(type, node, depth: depth, to: &sink)
        case .text:
            guard let content = node.members[.content] else { return }
            sink.textLine(content: text(content), style: option(node.members, .style, NodeDefaults.textStyle),
                          color: string(node.members, .color), weight: option(node.members, .weight, NodeDefaults.textWeight),
                          maxLines: maxLines(node.members), depth: depth)
        case .stat:
            guard let label = node.members[.label], let value = node.members[.value] else { return }
            sink.statLine(label: text(label), value: text(value), color: string(node.members, .color),
                          size: option(node.members, .size, NodeDefaults.statSize), icon: string(node.members, .icon),
                          weighted: LayoutResolution.isWeighted(type: .stat, in: parent), depth: depth)
        case .image:
            guard let name = node.members[.systemName] else { return }
            sink.imageLine(name: text(name), color: string(node.members, .color), size: option(node.members, .size, NodeDefaults.imageSize), depth: depth)
        case .badge:
            guard let badge = node.members[.text] else { return }
            sink.badgeLine(text: text(badge), color: string(node.members, .color), depth: depth)
        case .card:
            sink.cardLine(color: string(node.members, .color), padding: number(node.members, .padding, NodeDefaults.cardPadding),
                          cornerRadius: number(node.members, .cornerRadius, NodeDefaults.cardCornerRadius), depth: depth)
            var child = Node()
            if let index = node.members[.child], nodeAt(index, checked: true, into: &child) { write(child, depth: depth + 1, parent: .other, to: &sink) }
        case .progress:
            sink.progressLine(value: number(node.members, .value, 0), total: number(node.members, .total, NodeDefaults.progressTotal),
                              label: string(node.members, .label), color: string(node.members, .color), depth: depth)
        case .chart:
            writeChart(node, depth: depth, to: &sink)
        case .table:
            writeTable(node, depth: depth, to: &sink)
        case .divider:
            sink.dividerLine(depth: depth)
        case .spacer:
            sink.spacerLine(weighted: LayoutResolution.isWeighted(type: .spacer, in: parent), depth: depth)
        }
    }

    /// A stack's or list's line, then its children that render. The line states how many do
    /// (dropped ones are left out, §2.3), which is known only once each child is decoded:
    /// it states every element, and the sink corrects the count when some were dropped
    /// (`CountCorrections`), so each child is decoded once, just before it is written.
    private func writeContainer(_ type: NodeType, _ node: borrowing Node, depth: Int, to sink: inout SnapshotSink) {
        let array = node.members[type == .list ? .items : .children]
        let elements = array.map(tape.count) ?? 0
        switch type {
        case .vstack:
            sink.vstackLine(spacing: number(node.members, .spacing, NodeDefaults.stackSpacing),
                            alignment: option(node.members, .alignment, NodeDefaults.vstackAlignment), children: elements, depth: depth)
        case .hstack:
            sink.hstackLine(spacing: number(node.members, .spacing, NodeDefaults.stackSpacing),
                            alignment: option(node.members, .alignment, NodeDefaults.hstackAlignment), children: elements, depth: depth)
        case .zstack:
            sink.zstackLine(alignment: option(node.members, .alignment, NodeDefaults.zstackAlignment), children: elements, depth: depth)
        default:
            sink.listLine(items: elements, depth: depth)
        }
        let statedCount = sink.endOfLastCount
        let parent: LayoutResolution.Parent = type == .hstack ? .hstack : .other
        var children = 0
        var child = Node()
        for element in self.elements(array) where renderableNode(element.value, into: &child) {
            write(child, depth: depth + 1, parent: parent, to: &sink)
            children += 1
        }
        if children < elements { sink.correctCount(endingAt: statedCount, stated: elements, actual: children) }
    }

    private func writeChart(_ node: borrowing Node, depth: Int, to sink: inout SnapshotSink) {
        // Already checked by `renderableNode`: a variant from the list, and points that all decode.
        guard let variant = variant(node.members), let array = node.members[.data] else { return }
        sink.chartLine(variant: variant, title: string(node.members, .title), dataPoints: tape.count(array), depth: depth)
        var point = ObjectMembers()
        for element in tape.elements(array) {
            point.gather(element.value, in: tape)
            guard let label = point[.label] else { continue }
            sink.dataPointLine(label: text(label), value: number(point, .value, 0), color: string(point, .color), depth: depth + 1)
        }
    }

    /// `headers` and `rows` are each usable as a whole or replaced by `[]` (§2.3).
    private func writeTable(_ node: borrowing Node, depth: Int, to sink: inout SnapshotSink) {
        let headers = node.members[.headers].flatMap { isStringList($0) ? $0 : nil }
        let rows = node.members[.rows].flatMap { rows in
            tape.kind(rows) == .array && tape.elements(rows).allSatisfy { isStringList($0.value) } ? rows : nil
        }
        sink.tableLine(title: string(node.members, .title), headers: texts(headers), rows: rows.map(tape.count) ?? 0, depth: depth)
        for row in elements(rows) {
            sink.rowLine(cells: texts(row.value), depth: depth + 1)
        }
    }

    private func isStringList(_ array: Int) -> Bool {
        tape.kind(array) == .array && tape.elements(array).allSatisfy { tape.kind($0.value) == .string }
    }

    // MARK: - Values

    private func text(_ index: Int) -> TapeText { TapeText(tape: tape, index: index) }

    /// The strings of an array already checked by `isStringList`; none for nil.
    private func texts(_ array: Int?) -> TapeTexts { TapeTexts(elements: elements(array)) }

    private func elements(_ array: Int?) -> JSONTape.Children {
        array.map(tape.elements) ?? JSONTape.Children(tape: tape, cursor: 0, remaining: 0, isObject: false)
    }

    /// An optional string: nil when absent or not a string (the line prints `default` or `none`).
    @inline(__always)
    private func string(_ members: ObjectMembers, _ field: Field) -> TapeText? {
        guard let value = members[field], tape.kind(value) == .string else { return nil }
        return TapeText(tape: tape, index: value)
    }

    @inline(__always)
    private func number(_ members: ObjectMembers, _ field: Field, _ fallback: Double) -> Double {
        guard let value = members[field], tape.kind(value) == .number else { return fallback }
        return tape.number(value)
    }

    @inline(__always)
    private func option<Value: SignatureMatched>(_ members: ObjectMembers, _ field: Field, _ fallback: Value) -> Value {
        guard let value = members[field], tape.kind(value) == .string,
              let position = tape.match(value, among: Value.signatures) else { return fallback }
        return Value.allCases[position]
    }

    @inline(__always)
    private func maxLines(_ members: ObjectMembers) -> Int? {
        guard let value = members[.maxLines], tape.kind(value) == .number else { return nil }
        return NodeDecoder.maxLines(tape.number(value))
    }
}
