import RenderParityJSON
import RenderParityText

/// One node type's row, compiled from its definition (spec/vocabulary.md §3.1): its line
/// name, layout flags (render-snapshot.md §3.2) and fields in checking and printing order.
/// The decoder reads its rules from here (§2.1–§2.3) and the snapshot writer its line (§3.1),
/// so neither restates the vocabulary.
/// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct NodeSpec: @unchecked Sendable {
    /// The `typeKey` value that selects it, as diagnostics name it.
    @usableFromInline package let type: String
    @usableFromInline package let line: VocabularyText
    /// `fillsWidth=true` on every line (§3.2).
    @usableFromInline package let fillsWidth: Bool
    /// `weighted=true` as a direct child of a node that `weightsChildren` (§3.2).
    @usableFromInline package let weightedInHStack: Bool
    @usableFromInline package let weightsChildren: Bool
    /// Its own fields, then the common ones.
    @usableFromInline package let fields: UnsafeBufferPointer<FieldSpec>
    /// The positions of its required fields, in table order: what `check` looks at (§2.2).
    /// Why: walking every field for the few required ones cost a load and a branch per field.
    @usableFromInline package let required: UnsafeBufferPointer<Int>
    /// The field whose elements are written below the line with a count, if any.
    @usableFromInline package let counted: Int?
    /// The field whose node, nodes, records or rows are written below the line, if any (at most one).
    @usableFromInline package let held: Int?
    /// Its line's attributes and flags, compiled for the streaming writer. Behind a pointer:
    /// the writer takes it for every line, and a program passed by value was copied by `memcpy`.
    @usableFromInline package let program: UnsafePointer<LineProgram>

    package init(
        type: String, line: String, fillsWidth: Bool = false, weightedInHStack: Bool = false,
        weightsChildren: Bool = false, fields: [FieldSpec]
    ) {
        self.type = type
        self.line = VocabularyText(line)
        self.fillsWidth = fillsWidth
        self.weightedInHStack = weightedInHStack
        self.weightsChildren = weightsChildren
        self.fields = ImmortalBuffer.make(fields)
        required = ImmortalBuffer.make(fields.indices.filter { fields[$0].required })
        counted = fields.firstIndex { $0.count != nil }
        held = fields.firstIndex { [.node, .nodes, .records, .stringRows].contains($0.kind) }
        program = LineProgram.make(name: self.line, fields: self.fields, fillsWidth: fillsWidth)
    }

    /// Whether `field` is one of its members (what an unknown member is not, §2.3).
    @inlinable package func allows(_ field: FieldID) -> Bool { fields.contains { $0.field == field } }
}
