import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// The one walk over a read document that applies a vocabulary's rules (spec §2) and reports
/// what it decided to a `NodeConsumer`. The rules come from the vocabulary's rows (`Vocabulary`:
/// the built-in DSL's from `spec/dsl-nodes.json`, or a team's file), not from code per node type.
///
/// Each node is first *checked* (§2.2: an object, a string `type`, its required fields in
/// table order, the first failure winning; a required child node must itself pass), then
/// *written*: its optional fields are resolved (§2.3), the consumer is told, and what it holds
/// follows one level deeper. Checking never descends into `children`/`items`, whose failing
/// elements are only dropped, so it is cheap; a card's child, already checked with the card,
/// is written without checking it again, so a chain of cards costs linear time.
///
/// Recursion is bounded: the reader has refused anything nested deeper than 256.
@usableFromInline package struct NodeDecoder<Consumer: NodeConsumer> {
    /// One step of the path being decoded; it becomes a `JSONPath` only when something is reported.
    @usableFromInline package enum PathStep {
        case field(FieldID)
        case index(Int)
    }

    @usableFromInline package let tape: JSONTape
    @usableFromInline package var path: [PathStep] = []
    /// The nodes `check` passed, by tape index, and their rows, so writing them neither
    /// checks them nor matches their `type` again.
    @usableFromInline var checked: CheckedNodes
    @usableFromInline package let vocabulary: Vocabulary
    /// The vocabulary's node types and rows, held here, so a node reaches them without going
    /// through the vocabulary object.
    @usableFromInline let types: NameIndex
    @usableFromInline let rows: UnsafeBufferPointer<NodeSpec>
    @usableFromInline let typeKey: FieldID
    @usableFromInline let propsKey: FieldID?
    /// Whose node types a tape's `type` values carry when the reader stamped them (`MemberNames`).
    @usableFromInline let typeStamps: Int
    /// Where a node's values are resolved, one row at a time (`NodeValues`).
    @usableFromInline let scratch: ValueScratch
    /// The shapes checking found, kept for writing (`CheckedChildren`).
    @usableFromInline var kept = CheckedChildren()
    /// What recent `type` strings and enumeration values matched (`RecentMatches`).
    @usableFromInline let recentMatches = RecentMatches()

    @inlinable package init(tape: JSONTape, vocabulary: Vocabulary) {
        self.tape = tape
        self.vocabulary = vocabulary
        types = vocabulary.types
        rows = vocabulary.rows
        typeKey = vocabulary.typeKey
        propsKey = vocabulary.propsKey
        typeStamps = vocabulary.names.typeStamps
        scratch = ValueScratch(capacity: vocabulary.widestRow)
        checked = CheckedNodes(capacity: tape.entries.count)
        path.reserveCapacity(16)
    }

    /// A node as checking found it: its members, its props' members (spec/vocabulary.md §2), and
    /// its row (nil: an unknown `type`).
    @usableFromInline package struct Shape {
        @usableFromInline package var spec: UnsafePointer<NodeSpec>?
        @usableFromInline package var typeName = 0
        @usableFromInline package var members = ObjectMembers()
        @usableFromInline package var props = ObjectMembers()
        /// The props object's tape index, when the vocabulary has props and the node has them.
        @usableFromInline package var propsObject: Int?

        @inlinable init() {}

        /// The value of `field`, from the node or its props, as the field says.
        @inline(__always)
        @inlinable package func value(_ field: UnsafePointer<FieldSpec>) -> Int? {
            field.pointee.inProps ? props[field.pointee.field] : members[field.pointee.field]
        }
    }

    // MARK: - Decoding

    /// Decodes the node at `index` as a root (§1.3): its failure is returned, and nothing was
    /// told to the consumer; otherwise the whole tree was.
    @inlinable package mutating func decodeRoot(_ index: Int, into consumer: inout Consumer) -> DecodeFailure? {
        let shape = kept.block(0).shapes + CheckedChildren.spare
        if let failure = check(index, into: &shape.pointee) { return failure }
        write(shape, at: index, depth: 0, weighted: false, into: &consumer)
        return nil
    }

    // MARK: - Writing

    /// Tells the consumer about a node that `check` passed, then about everything it holds.
    @inlinable package mutating func write(
        _ shape: UnsafeMutablePointer<Shape>, at index: Int, depth: Int, weighted: Bool, into consumer: inout Consumer
    ) {
        guard let row = shape.pointee.spec else {
            if Consumer.wantsDiagnostics {
                report(.unknownType(tape.string(shape.pointee.typeName)), at: typeKey, to: &consumer)
            }
            consumer.unknown(TapeText(tape: tape, index: shape.pointee.typeName), depth: depth)
            return
        }
        let fields = row.pointee.fields
        let counted = row.pointee.counted
        let values = NodeValues(tape: tape, scratch: scratch)
        var elements = 0
        // The node's members no field has found yet, the type aside: once none is left, each later
        // field at the node is absent without a lookup (a row's names are distinct, the loader checks).
        var unfound = shape.pointee.members.held - 1
        for position in fields.indices {
            let field = fields.spec(position)
            var member: Int?
            if field.pointee.inProps {
                member = shape.pointee.props[field.pointee.field]
            } else if unfound > 0 {
                member = shape.pointee.members[field.pointee.field]
                if member != nil { unfound -= 1 }
            }
            // An absent field's value without a call: most optional fields are absent.
            let value = member == nil ? field.pointee.absentValue : resolve(field, member, into: &consumer)
            values[position] = value
            if position == counted {
                elements = count(field, value, member, depth: depth + 1)
            } else if field.pointee.kind == .nodes, let member, tape.kind(member) == .array {
                // An uncounted `nodes` field (spec/vocabulary.md §3.2: `count` is optional): its
                // elements are checked here, as counting checks them, or none would be written.
                _ = renderable(member, depth: depth + 1)
            }
        }
        if Consumer.wantsDiagnostics { reportUnknownMembers(of: shape.pointee, at: index, row: row, to: &consumer) }
        consumer.open(row, values, weighted: weighted, elements: elements, depth: depth)
        if let position = row.pointee.held {
            let field = fields.spec(position)
            switch field.pointee.kind {
            case .nodes:
                // An optional one of another JSON type holds nothing (its members are no elements).
                if let array = shape.pointee.value(field), tape.kind(array) == .array {
                    writeChildren(
                        array, of: field, weighting: row.pointee.weightsChildren, depth: depth + 1, into: &consumer)
                }
            case .node:
                if let child = shape.pointee.value(field) {
                    writeChild(child, of: field, depth: depth + 1, into: &consumer)
                }
            case .records:
                if case .texts(let array?) = values[position] {
                    writeRecords(array, of: field, depth: depth + 1, into: &consumer)
                }
            case .stringRows:
                if case .texts(let rows?) = values[position] {
                    for row in tape.inlinedElements(of: rows) { consumer.row(row.value, of: values, depth: depth + 1) }
                }
            default:
                break
            }
        }
        consumer.close(row)
    }

    /// The node a `node` field holds. A required one passed `check` with its parent. An optional
    /// one is checked here: it is written when it decodes, and dropped and reported when it fails,
    /// as a failing element of `children` is (§2.3).
    @inlinable mutating func writeChild(
        _ child: Int, of field: UnsafePointer<FieldSpec>, depth: Int, into consumer: inout Consumer
    ) {
        let childShape = kept.block(depth).shapes + CheckedChildren.spare
        let saved = path.count
        // The path is needed to check an optional child, whatever the consumer wants.
        append(field)
        defer { path.removeLast(path.count - saved) }
        if !reshape(child, into: &childShape.pointee) {
            guard !field.pointee.required, tape.kind(child) == .object else { return }
            if let failure = check(child, into: &childShape.pointee) {
                if Consumer.wantsDiagnostics {
                    report(.dropped(nodeType: nodeTypeName(child), failure: failure), to: &consumer)
                }
                return
            }
        }
        write(childShape, at: child, depth: depth, weighted: false, into: &consumer)
    }

    /// The row of the node type at `position` in the vocabulary's node types.
    @inlinable func row(_ position: Int) -> UnsafePointer<NodeSpec>? {
        guard let base = rows.baseAddress, rows.indices.contains(position) else { return nil }
        return base + position
    }

    /// The shape of a node `check` passed: its members and the row it found, without checking
    /// or matching again. False for a node it did not pass.
    @inline(__always)
    @inlinable mutating func reshape(_ index: Int, into shape: inout Shape) -> Bool {
        let found = checked.found(index)
        if case .notPassed = found { return false }
        shape.typeName = shape.members.gather(index, in: tape, noting: typeKey) ?? 0
        switch found {
        case .row(let position): shape.spec = row(position)
        case .laterRow: shape.spec = tape.match(shape.typeName, among: types).flatMap(row)
        case .notPassed, .unknownType: shape.spec = nil
        }
        // Passed: a props member that is there is an object.
        if shape.spec != nil, let propsKey { _ = gatherProps(of: &shape, key: propsKey) }
        return true
    }

    /// The path while writing is only for diagnostics (a child's failure there is dropped, never
    /// the document's), so a consumer that wants none skips keeping it.
    @inline(__always)
    @inlinable mutating func enter(_ step: PathStep) { if Consumer.wantsDiagnostics { path.append(step) } }

    /// Enters `field`, through the props object when the field lives there.
    @inline(__always)
    @inlinable mutating func enter(_ field: UnsafePointer<FieldSpec>) { if Consumer.wantsDiagnostics { append(field) } }

    @inline(__always)
    @inlinable mutating func leave() { if Consumer.wantsDiagnostics { path.removeLast() } }

    /// Leaves every step entered since the path had `count` steps.
    @inline(__always)
    @inlinable mutating func leave(to count: Int) {
        if Consumer.wantsDiagnostics { path.removeLast(path.count - count) }
    }

    /// How many elements of the counted field render (§3.1 counts).
    /// `depth` is the elements'.
    @inlinable mutating func count(
        _ field: UnsafePointer<FieldSpec>, _ value: ResolvedValue, _ member: Int?, depth: Int
    ) -> Int {
        switch field.pointee.kind {
        case .nodes: if let member, tape.kind(member) == .array { renderable(member, depth: depth) } else { 0 }
        case .records: if case .texts(let records?) = value { tape.count(records) } else { 0 }
        case .stringRows: if case .texts(let rows?) = value { tape.count(rows) } else { 0 }
        default: 0
        }
    }
}
