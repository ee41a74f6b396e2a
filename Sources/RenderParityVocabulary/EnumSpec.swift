/// An enumeration's cases as the decoder matches them: bytes, not `String`s.
/// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct EnumSpec: @unchecked Sendable {
    /// The names as the snapshot writes them, without building a `String`.
    @usableFromInline package let staticNames: UnsafeBufferPointer<StaticString>
    /// The cases by name, for matching a value's bytes.
    @usableFromInline package let index: NameIndex

    @inlinable package init<Value: DSLEnumeration>(_: Value.Type) {
        staticNames = ImmortalBuffer.make(Value.names)
        index = NameIndex(Value.names.map(NameSignature.init))
    }

    /// The names as diagnostics list them.
    @inlinable package var names: [String] { staticNames.map(\.description) }

    /// "leading, center, trailing": what diagnostics list.
    @inlinable package var list: String { names.joined(separator: ", ") }
}
