import RenderParityText

/// A member name of up to 24 UTF-8 bytes as its length and three little-endian words,
/// so a key is compared with a candidate name in four integer comparisons.
///
/// Why: the decoder matches every key of every node against the DSL's member names;
/// a byte loop per candidate was most of that cost. The vocabulary loader refuses a
/// name longer than `maximumCount`; any longer key has no signature, and so
/// matches none of them. Nothing here traps, whatever the input.
///
/// In the JSON stage: it is how a vocabulary's names are matched,
/// by the reader (`MemberNames`) and by the decoder (`EnumSpec`, node types, through `NameIndex`) alike.
@usableFromInline package struct NameSignature: Equatable, Sendable {
    @usableFromInline package static let maximumCount = 24

    @usableFromInline package let count: Int
    @usableFromInline package let head: UInt64
    @usableFromInline package let middle: UInt64
    @usableFromInline package let tail: UInt64

    /// The signature of a DSL name. A name longer than `maximumCount` (the generator
    /// refuses those) gets a count no key's signature has, so it matches nothing.
    @inlinable package init(_ name: StaticString) {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        guard bytes.count <= Self.maximumCount else {
            self.init(count: -1, head: 0, middle: 0, tail: 0)
            return
        }
        self.init(words: bytes)
    }

    /// The signature of a vocabulary's name. A name longer than `maximumCount` (the loader
    /// refuses those) gets a count no key's signature has, so it matches nothing.
    @inlinable package init(utf8 text: String) {
        let bytes = Array(text.utf8)
        self =
            bytes.withUnsafeBufferPointer { NameSignature($0) } ?? NameSignature(count: -1, head: 0, middle: 0, tail: 0)
    }

    /// nil when `bytes` is longer than `maximumCount`.
    @inlinable package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.maximumCount else { return nil }
        self.init(words: bytes)
    }

    @inlinable init(words bytes: UnsafeBufferPointer<UInt8>) {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for (offset, byte) in bytes.enumerated() {
            let bits = UInt64(byte) << (8 * (offset % 8))
            switch offset / 8 {
            case 0: words.0 |= bits
            case 1: words.1 |= bits
            default: words.2 |= bits
            }
        }
        self.init(count: bytes.count, head: words.0, middle: words.1, tail: words.2)
    }

    @inlinable init(count: Int, head: UInt64, middle: UInt64, tail: UInt64) {
        self.count = count
        self.head = head
        self.middle = middle
        self.tail = tail
    }

    /// The signature of `bytes[start..<start + count]`, reading whole words where the buffer allows.
    @inline(__always)
    @inlinable package static func of(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> NameSignature? {
        guard count <= maximumCount else { return nil }
        guard count <= 16, start + 16 <= bytes.count, let base = bytes.baseAddress else {
            return NameSignature(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
        }
        let raw = UnsafeRawPointer(base + start)
        // Both words are loaded and masked whatever the length: the branch on it was mispredicted
        // for one key in five (7% of the pipeline's mispredictions on the 10 MB dashboard).
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask(keeping: count)
        let middle =
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask(keeping: count - 8)
        return NameSignature(count: count, head: head, middle: middle, tail: 0)
    }

    /// The low `bytes` bytes of a word set (none up to 0, all of them from 8 up), without a branch:
    /// a shift by 64 or more gives 0.
    @inlinable static func mask(keeping bytes: Int) -> UInt64 {
        UInt64.max >> UInt64(truncatingIfNeeded: 64 - 8 * min(max(bytes, 0), 8))
    }
}
