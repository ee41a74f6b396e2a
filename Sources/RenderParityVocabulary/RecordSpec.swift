import RenderParityJSON
import RenderParityText

/// An object inside a node that is not a node (a chart's data point): all its required fields
/// must decode (render-snapshot.md §2.2). Also the shape of an envelope (§1.3).
/// `@unchecked Sendable`: its buffer is immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct RecordSpec: @unchecked Sendable {
    @usableFromInline package let line: VocabularyText
    /// How diagnostics name it ("unknown member of a data point").
    @usableFromInline package let owner: String
    @usableFromInline package let fields: UnsafeBufferPointer<FieldSpec>
    /// Its line's attributes, compiled for the streaming writer (behind a pointer, as `NodeSpec.program`).
    @usableFromInline package let program: UnsafePointer<LineProgram>

    package init(line: String, owner: String, fields: [FieldSpec]) {
        self.line = VocabularyText(line)
        self.owner = owner
        self.fields = ImmortalBuffer.make(fields)
        program = LineProgram.make(name: self.line, fields: self.fields, fillsWidth: false)
    }

    /// Whether `field` is one of its fields (what an unknown member is not, §2.3).
    @inlinable package func allows(_ field: FieldID) -> Bool { fields.contains { $0.field == field } }
}
