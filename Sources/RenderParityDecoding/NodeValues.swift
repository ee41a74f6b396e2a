import RenderParityJSON

/// The resolved values of one node's fields, in table order, stored inline: filled in place
/// for every node, so decoding allocates nothing per node (`NodeTable` has at most 8 fields a row,
/// which `scripts/generate.py` enforces).
@usableFromInline package struct NodeValues {
    @usableFromInline package static let capacity = 8

    @usableFromInline package let tape: JSONTape
    @usableFromInline var storage: (ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue,
                          ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue) =
        (.absent, .absent, .absent, .absent, .absent, .absent, .absent, .absent)

    @inlinable package init(tape: JSONTape) { self.tape = tape }

    @inlinable package subscript(position: Int) -> ResolvedValue {
        get {
            guard position >= 0, position < Self.capacity else { return .absent }
            return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: position * MemoryLayout<ResolvedValue>.stride, as: ResolvedValue.self) }
        }
        set {
            guard position >= 0, position < Self.capacity else { return }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: position * MemoryLayout<ResolvedValue>.stride, as: ResolvedValue.self) }
        }
    }

    @inlinable package func text(_ index: Int) -> TapeText { TapeText(tape: tape, index: index) }

    /// The strings of a `texts` value; none when absent.
    @inlinable package func texts(_ array: Int?) -> TapeTexts {
        TapeTexts(elements: array.map(tape.elements) ?? JSONTape.Children(tape: tape, cursor: 0, remaining: 0, isObject: false))
    }
}
