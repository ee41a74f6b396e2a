import RenderParityText

/// A string on the JSON tape, printed by a snapshot line without becoming a `String`.
/// In the JSON stage, as the tape is; `SnapshotText` (the first stage) is all a line needs of it.
@usableFromInline package struct TapeText: SnapshotText {
    @usableFromInline package let tape: JSONTape
    @usableFromInline package let index: Int

    // Explicit: a memberwise initializer is internal, and `@inlinable` code in other stages makes these.
    @inlinable package init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        tape.withText(index, body)
    }
}

/// The strings of an array on the tape, as `TapeText`s. A concrete sequence: a lazy `map`
/// captured the tape in a closure context, one heap allocation per table row.
@usableFromInline package struct TapeTexts: Sequence, IteratorProtocol {
    @usableFromInline package var elements: JSONTape.Children

    @inlinable package init(elements: JSONTape.Children) { self.elements = elements }

    @inlinable package mutating func next() -> TapeText? {
        elements.next().map { TapeText(tape: elements.tape, index: $0.value) }
    }
}
