/// An object inside a node that is not a node (a chart's data point): all its required fields must decode.
/// `@unchecked Sendable`: its buffer is immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct RecordSpec: @unchecked Sendable {
    @usableFromInline package let line: StaticString
    /// How diagnostics name it ("unknown member of a data point").
    @usableFromInline package let owner: StaticString
    @usableFromInline package let fields: UnsafeBufferPointer<FieldSpec>
    @usableFromInline package let allowed: FieldSet

    @inlinable package init(line: StaticString, owner: StaticString, fields: [FieldSpec]) {
        self.line = line
        self.owner = owner
        self.fields = ImmortalBuffer.make(fields)
        allowed = FieldSet(fields.map(\.field))
    }
}
