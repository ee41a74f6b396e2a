import RenderParityJSON

/// The resolved values of one node's fields, in row order: a view of the decoder's scratch
/// space (`ValueScratch`), filled in place for every node, so decoding allocates nothing per
/// node whatever the vocabulary's widest row. A node's values are read only while its line is
/// told to the consumer (`NodeConsumer.open`), before anything it holds is decoded into the
/// same space.
@usableFromInline package struct NodeValues {
    @usableFromInline package let tape: JSONTape
    @usableFromInline let storage: UnsafeMutablePointer<ResolvedValue>
    @usableFromInline package let count: Int

    @inlinable init(tape: JSONTape, scratch: ValueScratch) {
        self.tape = tape
        storage = scratch.storage
        count = scratch.capacity
    }

    @inlinable package subscript(position: Int) -> ResolvedValue {
        // One unsigned comparison for both bounds: a negative position wraps past any count.
        get { UInt(bitPattern: position) < UInt(bitPattern: count) ? storage[position] : .absent }
        nonmutating set { if UInt(bitPattern: position) < UInt(bitPattern: count) { storage[position] = newValue } }
    }

    @inlinable package func text(_ index: Int) -> TapeText { TapeText(tape: tape, index: index) }

    /// The strings of a `texts` value; none when absent.
    @inlinable package func texts(_ array: Int?) -> TapeTexts {
        TapeTexts(
            elements: array.map(tape.elements)
                ?? JSONTape.Children(tape: tape, cursor: 0, remaining: 0, isObject: false))
    }
}

/// Room for one row's values, made once per decoder with the vocabulary's widest row.
/// A class so the storage is freed with the decoder, and written through its pointer without
/// the exclusivity checks a stored array would pay per value.
@usableFromInline final class ValueScratch {
    @usableFromInline let storage: UnsafeMutablePointer<ResolvedValue>
    /// A record's members' value indices by its fields' positions, stamped with the record (`NodeDecoder.gatherRecord`).
    @usableFromInline let members: UnsafeMutablePointer<Int>
    @usableFromInline let capacity: Int

    @inlinable init(capacity: Int) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
        storage.initialize(repeating: .absent, count: self.capacity)
        members = .allocate(capacity: self.capacity)
        members.initialize(repeating: 0, count: self.capacity)
    }

    deinit {
        storage.deallocate()
        members.deallocate()
    }
}
