import RenderParityJSON

/// What recent strings matched among a list of names (a node's `type` among the node types, an
/// enumeration's value among its cases), by their bytes, so a string seen before is not looked
/// up again.
///
/// Why: checking every node matches its `type` (`JSONTape.match`), about 85 instructions each,
/// and resolving matches every enumeration's value; a document repeats a few of them thousands
/// of times. A key is the string's bytes themselves (up to 16, as two words and the length;
/// see `key`) and the list it was matched among (`owner`), so an entry holds the answer for
/// exactly those bytes in that list, and a hit returns what `match` returned for them. A hash
/// of the key picks one of 256 buckets of two entries, the newer first: a miss, a string
/// longer than 16 bytes or one with escapes (whose bytes are not its text) asks `match`. Why
/// two: with one entry per bucket, two frequent keys that hash alike evicted each other at
/// every turn, and which keys do depends on the enumeration fields' addresses, so from one
/// build or run to the next the 10 MB dashboard missed 1,500 times or 25,000 times (64
/// entries of one missed a fifth of its `type` strings). Held through a pointer (`Storage` owns it) so a lookup pays no exclusivity check.
@usableFromInline package struct RecentMatches {
    @usableFromInline struct Entry {
        /// The string's length in bytes; 0: empty.
        @usableFromInline var count: Int
        /// The list it was matched among (`match`'s `owner`).
        @usableFromInline var owner: Int
        @usableFromInline var head: UInt64
        @usableFromInline var tail: UInt64
        /// What `match` returned: a position among the node types, or -1 for none.
        @usableFromInline var position: Int

        @inlinable init(count: Int, owner: Int, head: UInt64, tail: UInt64, position: Int) {
            self.count = count
            self.owner = owner
            self.head = head
            self.tail = tail
            self.position = position
        }
    }

    /// 256 buckets of two entries.
    @usableFromInline static var slots: Int { 512 }

    @usableFromInline final class Storage {
        @usableFromInline let entries: UnsafeMutablePointer<Entry>

        @inlinable init() {
            entries = .allocate(capacity: RecentMatches.slots)
            entries.initialize(
                repeating: Entry(count: 0, owner: 0, head: 0, tail: 0, position: -1), count: RecentMatches.slots)
        }

        deinit { entries.deallocate() }
    }

    @usableFromInline let storage = Storage()
    @usableFromInline let entries: UnsafeMutablePointer<Entry>

    @inlinable package init() { entries = storage.entries }

    /// `tape.match(index, among: names)`, remembered for strings of at most 16 bytes. `owner`
    /// names the list `names` is, the same number for the same list every time: 0 for the node
    /// types, an enumeration field's address for its cases.
    @inline(__always)
    @inlinable package func match(_ index: Int, in tape: JSONTape, among names: NameIndex, owner: Int) -> Int? {
        // A string with escapes is matched every time: rare, and its text is not its bytes.
        guard let plain = tape.plainText(index), let key = Self.key(plain) else {
            return tape.match(index, among: names)
        }
        let mixed = (key.head ^ key.tail &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: owner))
        let bucket = entries + 2 &* Int(truncatingIfNeeded: (mixed &* 0xFF51_AFD7_ED55_8CCD) >> 56)
        for way in 0..<2 {
            let entry = bucket + way
            if entry.pointee.count == key.count && entry.pointee.owner == owner && entry.pointee.head == key.head
                && entry.pointee.tail == key.tail
            {
                return entry.pointee.position < 0 ? nil : entry.pointee.position
            }
        }
        // The newest first: the older of the two makes room.
        let position = tape.match(index, among: names)
        bucket[1] = bucket[0]
        bucket[0] = Entry(count: key.count, owner: owner, head: key.head, tail: key.tail, position: position ?? -1)
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
