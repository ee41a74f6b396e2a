/// A set of tape indices as one bit per tape entry: which children `NodeDecoder` found to
/// decode while counting them, so writing them does not check them a second time.
///
/// Why bits: a container's children are checked before its line is written (the line states
/// how many render, and a streamed line is final) and written after; a set costs one bit per
/// entry of the tape (an eighth of a byte per 8-byte entry), allocated once per document.
@usableFromInline struct TapeIndexSet {
    @usableFromInline var words: [UInt64]

    @inlinable package init(capacity: Int) { words = [UInt64](repeating: 0, count: max(0, capacity) / 64 + 1) }

    /// Indices outside the capacity are ignored (and so never contained).
    @inlinable package mutating func insert(_ index: Int) {
        let word = index >> 6
        guard index >= 0, word < words.count else { return }
        words[word] |= 1 << UInt64(index & 63)
    }

    @inlinable package func contains(_ index: Int) -> Bool {
        let word = index >> 6
        guard index >= 0, word < words.count else { return false }
        return words[word] & 1 << UInt64(index & 63) != 0
    }
}
