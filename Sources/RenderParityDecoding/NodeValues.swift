import RenderParityJSON

/// The resolved values of one node's fields, in table order, stored inline: filled in place
/// for every node, so decoding allocates nothing per node (`NodeTable` has at most 8 fields a row,
/// which `scripts/generate.py` enforces).
@usableFromInline package struct NodeValues {
    @usableFromInline package static let capacity = 8

    @usableFromInline package let tape: JSONTape
    @usableFromInline var storage:
        (
            ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue,
            ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue
        ) =
            (.absent, .absent, .absent, .absent, .absent, .absent, .absent, .absent)

    @inlinable package init(tape: JSONTape) { self.tape = tape }

    /// By a switch, not through `withUnsafeBytes(of:)`: taking the tuple's address made a copy of
    /// all of it (a `memcpy` of 128 bytes) for every read.
    @inlinable package subscript(position: Int) -> ResolvedValue {
        get {
            switch position {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            case 3: storage.3
            case 4: storage.4
            case 5: storage.5
            case 6: storage.6
            case 7: storage.7
            default: .absent
            }
        }
        set {
            switch position {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            case 3: storage.3 = newValue
            case 4: storage.4 = newValue
            case 5: storage.5 = newValue
            case 6: storage.6 = newValue
            case 7: storage.7 = newValue
            default: break
            }
        }
    }

    @inlinable package func text(_ index: Int) -> TapeText { TapeText(tape: tape, index: index) }

    /// The strings of a `texts` value; none when absent.
    @inlinable package func texts(_ array: Int?) -> TapeTexts {
        TapeTexts(
            elements: array.map(tape.elements)
                ?? JSONTape.Children(tape: tape, cursor: 0, remaining: 0, isObject: false))
    }
}
