/// A member name of up to 16 UTF-8 bytes as its length and two little-endian words,
/// so a key is compared with a candidate name in three integer comparisons.
///
/// Why: the decoder matches every key of every node against the DSL's member names;
/// a byte loop per candidate was most of that cost. Every name the DSL defines is at
/// most 16 bytes; a longer key has no signature, and so matches none of them.
struct NameSignature: Equatable {
    static let maximumCount = 16

    let count: Int
    let head: UInt64
    let tail: UInt64

    /// The signature of a DSL name (all of them fit).
    init(_ name: StaticString) {
        precondition(name.utf8CodeUnitCount <= Self.maximumCount, "a DSL name longer than a NameSignature holds")
        self.init(words: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// nil when `bytes` is longer than `maximumCount`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.maximumCount else { return nil }
        self.init(words: bytes)
    }

    private init(words bytes: UnsafeBufferPointer<UInt8>) {
        var head: UInt64 = 0, tail: UInt64 = 0
        for (offset, byte) in bytes.enumerated() {
            if offset < 8 { head |= UInt64(byte) << (8 * offset) } else { tail |= UInt64(byte) << (8 * (offset - 8)) }
        }
        self.init(count: bytes.count, head: head, tail: tail)
    }

    private init(count: Int, head: UInt64, tail: UInt64) {
        self.count = count
        self.head = head
        self.tail = tail
    }

    /// The signature of `bytes[start..<start + count]`, reading whole words where the buffer allows.
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> NameSignature? {
        guard count <= maximumCount else { return nil }
        guard start + 16 <= bytes.count, let base = bytes.baseAddress else {
            return NameSignature(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
        }
        let raw = UnsafeRawPointer(base + start)
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask(keeping: count)
        let tail = count > 8 ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask(keeping: count - 8) : 0
        return NameSignature(count: count, head: head, tail: tail)
    }

    /// The low `bytes` bytes of a word set (all of them from 8 up).
    private static func mask(keeping bytes: Int) -> UInt64 {
        bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
    }
}
