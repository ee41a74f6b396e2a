/// A document's tape entries (`JSONDocument.tape`): the first `count` entries of a
/// `TapeStorage`, whose memory goes back to the reader's kept buffer when the last copy goes.
///
/// Why not an array: an array's storage cannot be handed from one read to the next, and a fresh
/// one for each read had its pages faulted in and zeroed again (see `TapeStorage`).
@usableFromInline package struct TapeEntries: RandomAccessCollection, Sendable {
    @usableFromInline let storage: TapeStorage
    @usableFromInline package let count: Int

    /// The first `count` entries of `storage`, all written.
    init(_ storage: TapeStorage, count: Int) {
        self.storage = storage
        self.count = count
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    /// Checked as an array's subscript is: the tape's indices come from the tape itself.
    @inlinable package subscript(index: Int) -> JSONDocument.Entry {
        precondition(index >= 0 && index < count, "tape index out of range")
        return storage.entries[index]
    }

    /// Calls `body` with the entries, valid only during the call.
    @inlinable package func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<JSONDocument.Entry>) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.entries, count: count)) }
    }
}
