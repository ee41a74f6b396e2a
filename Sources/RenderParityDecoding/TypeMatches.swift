import RenderParityJSON

/// The rows that recent `type` strings matched, by their bytes, so a node whose `type` was
/// seen before is not looked up in the vocabulary's node types again.
///
/// Why: checking every node matches its `type` against the node types (`JSONTape.match`), about
/// 85 instructions each; a document repeats a few types thousands of times. A key is a type's
/// bytes themselves (up to 16, as two words and the length; see `key`), so an entry holds the
/// answer for exactly those bytes, and a hit returns what `match` returned for them. Entries
/// are direct-mapped by a hash of the key: a miss, or a type longer than 16 bytes, asks
/// `match`. Held through a pointer (`Storage` owns it) so a lookup pays no exclusivity check.
@usableFromInline package struct TypeMatches {
    @usableFromInline struct Entry {
        /// The type's length in bytes; 0: empty.
        @usableFromInline var count: Int
        @usableFromInline var head: UInt64
        @usableFromInline var tail: UInt64
        /// What `match` returned: a position among the node types, or -1 for none.
        @usableFromInline var position: Int

        @inlinable init(count: Int, head: UInt64, tail: UInt64, position: Int) {
            self.count = count
            self.head = head
            self.tail = tail
            self.position = position
        }
    }

    @usableFromInline static var slots: Int { 64 }

    @usableFromInline final class Storage {
        @usableFromInline let entries: UnsafeMutablePointer<Entry>

        @inlinable init() {
            entries = .allocate(capacity: TypeMatches.slots)
            entries.initialize(repeating: Entry(count: 0, head: 0, tail: 0, position: -1), count: TypeMatches.slots)
        }

        deinit { entries.deallocate() }
    }

    @usableFromInline let storage = Storage()
    @usableFromInline let entries: UnsafeMutablePointer<Entry>

    @inlinable package init() { entries = storage.entries }

    /// `tape.match(index, among: types)`, remembered for types of at most 16 bytes.
    @inline(__always)
    @inlinable package func match(_ index: Int, in tape: JSONTape, among types: NameIndex) -> Int? {
        let key = TapeText(tape: tape, index: index).withUTF8Bytes { Self.key($0) }
        guard let key else { return tape.match(index, among: types) }
        let slot = Int(
            truncatingIfNeeded: ((key.head ^ key.tail &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD) >> 58)
        let entry = entries + slot
        if entry.pointee.count == key.count && entry.pointee.head == key.head && entry.pointee.tail == key.tail {
            return entry.pointee.position < 0 ? nil : entry.pointee.position
        }
        let position = tape.match(index, among: types)
        entry.pointee = Entry(count: key.count, head: key.head, tail: key.tail, position: position ?? -1)
        return position
    }

    /// The bytes of a text of 1 to 16 bytes as two words that, with its length, tell it from any
    /// other: the first and last 8 bytes (overlapping below 16), the first and last 4 below 8,
    /// and below 4 the first, middle and last byte. Nil for any other length.
    @inline(__always)
    @inlinable static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, head: UInt64, tail: UInt64)? {
        let count = bytes.count
        guard count > 0, count <= 16, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            return (
                count, raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            )
        }
        if count >= 4 {
            return (
                count, UInt64(raw.loadUnaligned(as: UInt32.self)),
                UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            )
        }
        let bytes = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
        return (count, bytes, 0)
    }
}
