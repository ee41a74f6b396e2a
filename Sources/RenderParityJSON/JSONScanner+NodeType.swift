import RenderParityText

/// A node's `type` recognised while its bytes are in cache: the string value of a member whose
/// key is the vocabulary's type key, when it is one of the node types in `MemberNames.types`
/// (plain, at most 16 bytes), is written to the tape as that type's position
/// (`JSONDocument.Entry.nodeType`).
///
/// Why: `NodeDecoder.check` matched each node's `type` by its bytes, read again long after the
/// reader had them, and that read missed the cache (42–44% of its time on the 10 MB dashboard).
/// Any other value stays a plain string entry, and the decoder matches it as before. Both of
/// the reader's paths stamp through `nodeType(of:in:among:)`, the fast path's common short
/// value through `nodeType(of:at:base:among:)`; both look the words up in the same table
/// (`nodeType(of:head:middle:among:)`), so the two paths write the same tape (`ReaderPathsTests`).
extension JSONScanner {
    /// Whether `key` (a key's entry on the tape) is named the type key of `names`, whatever its
    /// length or escapes.
    @inline(__always)
    static func isTypeKey(_ key: JSONDocument.Entry, among names: MemberNames) -> Bool {
        key.bits & JSONDocument.Entry.keyMask == names.typeKey
    }

    /// `value`, a string whose bytes are `head` and `middle` as `shortPlainString` reads them
    /// (zero past its end), stamped with its node type when it is one of `types`; as it is
    /// otherwise. Words equal a type's only when the bytes are that type: neither holds a 0
    /// byte (the reader rejects one unescaped), so the zeros past the end say the length too.
    @inline(__always)
    static func nodeType(of value: JSONDocument.Entry, head: UInt64, middle: UInt64, among types: ShortNameTable)
        -> JSONDocument.Entry
    {
        let slot = types.slot(head: head, middle: middle)
        guard slot.pointee.head == head, slot.pointee.middle == middle else { return value }
        return JSONDocument.Entry(bits: slot.pointee.entry | value.bits & 0xFFFF_FFFF_0000_0000)
    }

    /// `value`, a plain string of at most 16 bytes that starts at `start`, with 16 bytes
    /// readable there (`shortPlainString`'s bound), stamped as `nodeType(of:head:middle:among:)`
    /// does. Out of line, its words read again here: inline, or taken from `shortPlainString`,
    /// the walk kept more of its state in memory for every string (+1.4M instructions on the
    /// 10 MB dashboard).
    @inline(never)
    static func nodeType(
        of value: JSONDocument.Entry, at start: Int, base: UnsafePointer<UInt8>, among types: ShortNameTable
    ) -> JSONDocument.Entry {
        let raw = UnsafeRawPointer(base + start)
        let count = value.count
        // The bytes past the string's end shifted out: none from 8 (head) or 16 (middle) bytes up.
        // An empty string keeps its head whole, which starts with its closing quote: no type's.
        let headShift = UInt64(truncatingIfNeeded: 64 &- 8 &* Swift.min(count, 8))
        let middleShift = UInt64(truncatingIfNeeded: 128 &- 8 &* count)
        let head = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) &<< headShift) &>> headShift
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let middle = count > 8 ? (second &<< middleShift) &>> middleShift : 0
        return nodeType(of: value, head: head, middle: middle, among: types)
    }

    /// `value`, a string read from `buffer`, stamped with its node type when it has no escapes,
    /// is at most 16 bytes and is one of `types`; as it is otherwise. The caller has checked
    /// that it is the value of a key named the type key (`isTypeKey`). Out of line: the exact
    /// path's, and the fast path's for a value that is not a short plain string.
    @inline(never)
    static func nodeType(
        of value: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>, among types: ShortNameTable
    )
        -> JSONDocument.Entry
    {
        guard value.kind == .string, !value.hasEscapes, value.count <= 16,
            let words = NameSignature.of(buffer, start: value.payload, count: value.count)
        else { return value }
        return nodeType(of: value, head: words.head, middle: words.middle, among: types)
    }
}
