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
    let children: ChildNodeCache

    /// The snapshot of `document`, or nil when its root (or a response's `layout`) does not decode.
    static func snapshot(of document: JSONDocument) -> [UInt8]? {
        // A node at depth d is the (d + 1)th object open, so `objectDepth` bounds the depth.
        ChildNodeCache.with(maximumDepth: document.objectDepth) { children in
            document.withTape { tape in
                let writer = TapeSnapshotWriter(tape: tape, children: children)
                let root = DocumentDecoder.rootIsResponse(tape) ? DocumentDecoder.responseLayout(tape) : tape.root
                guard let root, let node = writer.renderableNode(root) else { return nil }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(estimatedSize(document))
                HugePageAdvice.advise(&bytes)
                SnapshotSink.writing(into: &bytes) { writer.write(node, depth: 0, parent: .other, to: &$0) }
                return bytes
            }
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
    struct Node {
        /// nil for a `type` the DSL does not define: rendered as `Unknown` (§2.3).
        let type: NodeType?
        /// The `type` member's value.
        let typeName: Int
        let members: ObjectMembers
    }

    /// The node at `index` if it decodes (§2.2): an object with a string `type`, and usable
    /// required fields; `NodeDecoder` drops any other child (and fails on any other root).
    func renderableNode(_ index: Int) -> Node? { nodeAt(index, checked: false) }

    /// The node at `index`; `checked`: it is known to render, so its required fields need no
    /// second look. A card renders only if its child does, so checking a card follows a chain
    /// of cards to its end; writing each card's child as `checked` keeps the chain linear.
    private func nodeAt(_ index: Int, checked: Bool) -> Node? {
        guard tape.kind(index) == .object else { return nil }
        let members = ObjectMembers(of: index, in: tape)
        guard let type = members[.type], tape.kind(type) == .string else { return nil }
        guard let position = tape.match(type, among: NodeType.signatures) else { return Node(type: nil, typeName: type, members: members) }
        let nodeType = NodeType.byPosition[position].type
        return checked || hasRequiredFields(nodeType, members) ? Node(type: nodeType, typeName: type, members: members) : nil
    }

    private func hasRequiredFields(_ type: NodeType, _ members: ObjectMembers) -> Bool {
        switch type {
        case .vstack, .hstack, .zstack: isA(members[.children], .array)
        case .list: isA(members[.items], .array)
        case .text: isA(members[.content], .string)
        case .stat: isA(members[.label], .string) && isA(members[.value], .string)
        case .image: isA(members[.systemName], .string)
        case .badge: isA(members[.text], .string)
        case .card: members[.child].map { renderableNode($0) != nil } ?? false
        case .progress: isA(members[.value], .number)
        case .chart: variant(members) != nil && hasUsableDataPoints(members)
        case .table, .divider, .spacer: true
        }
    }

    private func isA(_ value: Int?, _ kind: JSONDocument.Kind) -> Bool {
        value.map { tape.kind($0) == kind } ?? false
    }

    private func variant(_ members: ObjectMembers) -> ChartVariant? {
        guard let value = members[.variant], tape.kind(value) == .string,
              let position = tape.match(value, among: ChartVariant.signatures) else { return nil }
        return ChartVariant.allCases[position]
    }

    /// Whether `data` is an array of points that all decode (one bad point fails the chart).
    private func hasUsableDataPoints(_ members: ObjectMembers) -> Bool {
        guard let array = members[.data], tape.kind(array) == .array else { return false }
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
            writeContainer(type, node.members, depth: depth, to: &sink)
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
            if let child = node.members[.child].flatMap({ nodeAt($0, checked: true) }) { write(child, depth: depth + 1, parent: .other, to: &sink) }
        case .progress:
            sink.progressLine(value: number(node.members, .value, 0), total: number(node.members, .total, NodeDefaults.progressTotal),
                              label: string(node.members, .label), color: string(node.members, .color), depth: depth)
        case .chart:
            writeChart(node.members, depth: depth, to: &sink)
        case .table:
            writeTable(node.members, depth: depth, to: &sink)
        case .divider:
            sink.dividerLine(depth: depth)
        case .spacer:
            sink.spacerLine(weighted: LayoutResolution.isWeighted(type: .spacer, in: parent), depth: depth)
        }
    }

    /// A stack's or list's line, then its children that render. The line states how many do
    /// (dropped ones are left out, §2.3), so each child is decoded before the line is written;
    /// `children` keeps what was found for the writing, or, when it has no room, each child
    /// is decoded again.
    private func writeContainer(_ type: NodeType, _ members: ObjectMembers, depth: Int, to sink: inout SnapshotSink) {
        let array = members[type == .list ? .items : .children]
        let kept = self.children.slots(depth: depth, count: array.map(tape.count) ?? 0)
        var children = 0
        if let kept {
            for element in elements(array) {
                guard let child = renderableNode(element.value) else { continue }
                (kept + children).initialize(to: child)
                children += 1
            }
        } else {
            for element in elements(array) where renderableNode(element.value) != nil { children += 1 }
        }
        switch type {
        case .vstack:
            sink.vstackLine(spacing: number(members, .spacing, NodeDefaults.stackSpacing),
                            alignment: option(members, .alignment, NodeDefaults.vstackAlignment), children: children, depth: depth)
        case .hstack:
            sink.hstackLine(spacing: number(members, .spacing, NodeDefaults.stackSpacing),
                            alignment: option(members, .alignment, NodeDefaults.hstackAlignment), children: children, depth: depth)
        case .zstack:
            sink.zstackLine(alignment: option(members, .alignment, NodeDefaults.zstackAlignment), children: children, depth: depth)
        default:
            sink.listLine(items: children, depth: depth)
        }
        let parent: LayoutResolution.Parent = type == .hstack ? .hstack : .other
        if let kept {
            for index in 0..<children { write(kept[index], depth: depth + 1, parent: parent, to: &sink) }
            return
        }
        for element in elements(array) {
            if let child = renderableNode(element.value) { write(child, depth: depth + 1, parent: parent, to: &sink) }
        }
    }

    private func writeChart(_ members: ObjectMembers, depth: Int, to sink: inout SnapshotSink) {
        // Already checked by `renderableNode`: a variant from the list, and points that all decode.
        guard let variant = variant(members), let array = members[.data] else { return }
        sink.chartLine(variant: variant, title: string(members, .title), dataPoints: tape.count(array), depth: depth)
        for element in tape.elements(array) {
            let point = ObjectMembers(of: element.value, in: tape)
            guard let label = point[.label] else { continue }
            sink.dataPointLine(label: text(label), value: number(point, .value, 0), color: string(point, .color), depth: depth + 1)
        }
    }

    /// `headers` and `rows` are each usable as a whole or replaced by `[]` (§2.3).
    private func writeTable(_ members: ObjectMembers, depth: Int, to sink: inout SnapshotSink) {
        let headers = members[.headers].flatMap { isStringList($0) ? $0 : nil }
        let rows = members[.rows].flatMap { rows in
            tape.kind(rows) == .array && tape.elements(rows).allSatisfy { isStringList($0.value) } ? rows : nil
        }
        sink.tableLine(title: string(members, .title), headers: texts(headers), rows: rows.map(tape.count) ?? 0, depth: depth)
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
    private func string(_ members: ObjectMembers, _ field: Field) -> TapeText? {
        guard let value = members[field], tape.kind(value) == .string else { return nil }
        return TapeText(tape: tape, index: value)
    }

    private func number(_ members: ObjectMembers, _ field: Field, _ fallback: Double) -> Double {
        guard let value = members[field], tape.kind(value) == .number else { return fallback }
        return tape.number(value)
    }

    private func option<Value: SignatureMatched>(_ members: ObjectMembers, _ field: Field, _ fallback: Value) -> Value {
        guard let value = members[field], tape.kind(value) == .string,
              let position = tape.match(value, among: Value.signatures) else { return fallback }
        return Value.allCases[position]
    }

    private func maxLines(_ members: ObjectMembers) -> Int? {
        guard let value = members[.maxLines], tape.kind(value) == .number else { return nil }
        return NodeDecoder.maxLines(tape.number(value))
    }
}

/// A string on the JSON tape, printed by a snapshot line without becoming a `String`.
struct TapeText: SnapshotText {
    let tape: JSONTape
    let index: Int

    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { tape.withText(index, body) }
}

/// The strings of an array on the tape, as `TapeText`s. A concrete sequence: a lazy `map`
/// captured the tape in a closure context, one heap allocation per table row.
struct TapeTexts: Sequence, IteratorProtocol {
    var elements: JSONTape.Children

    mutating func next() -> TapeText? { elements.next().map { TapeText(tape: elements.tape, index: $0.value) } }
}
