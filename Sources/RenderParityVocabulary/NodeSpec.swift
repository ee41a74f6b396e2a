/// The shapes of the node table's rows (`spec/dsl-nodes.json`); the rows themselves are
/// generated into `NodeTable.swift`. The decoder reads its rules from here (§2.1–§2.3) and the
/// snapshot writer its line formats (§3.1), so neither restates the table.

/// One node type's row: its line name, layout flags (§3.2) and fields in checking order.
@usableFromInline package struct NodeSpec: @unchecked Sendable {  // its buffer is immutable and never freed
    @usableFromInline package let type: NodeType
    @usableFromInline package let line: StaticString
    /// `fillsWidth=true` on every line (§3.2).
    @usableFromInline package let fillsWidth: Bool
    /// `weighted=true` as a direct child of a node that `weightsChildren` (§3.2).
    @usableFromInline package let weightedInHStack: Bool
    @usableFromInline package let weightsChildren: Bool
    @usableFromInline package let fields: UnsafeBufferPointer<FieldSpec>
    /// Every member a node of this type may have, `type` included (§2.3: others are unknown).
    @usableFromInline package let allowed: FieldSet
    /// The field whose elements are written below the line with a count, if any.
    @usableFromInline package let counted: Int?
    /// The field whose node, nodes, records or rows are written below the line, if any (at most one).
    @usableFromInline package let held: Int?

    @inlinable package init(
        type: NodeType, line: StaticString, fillsWidth: Bool = false, weightedInHStack: Bool = false,
        weightsChildren: Bool = false, fields: [FieldSpec]
    ) {
        self.type = type
        self.line = line
        self.fillsWidth = fillsWidth
        self.weightedInHStack = weightedInHStack
        self.weightsChildren = weightsChildren
        self.fields = ImmortalBuffer.make(fields)
        allowed = FieldSet([.type] + fields.map(\.field))
        counted = fields.firstIndex { $0.count != nil }
        held = fields.firstIndex { [.node, .nodes, .records, .stringRows].contains($0.kind) }
    }
}
