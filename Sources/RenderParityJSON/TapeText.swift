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
