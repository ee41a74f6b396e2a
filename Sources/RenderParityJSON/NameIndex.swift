import RenderParityText

/// Finds which of a fixed list of names a key is: a multiply-and-shift of the key's signature
/// picks a bucket, and a signature comparison confirms it.
///
/// Why: comparing a key with each candidate in turn cost more than the rest of decoding the
/// member, for member names (`MemberNames`), node types and enum cases alike. The table has at
/// least four buckets a name. The multiplier is the first of a fixed sequence that sends every
/// name to a bucket of its own, when one of the first few hundred does (a list of a few dozen
/// names, such as the built-in vocabulary's): then one probe answers. A longer list (a team's
/// vocabulary may have thousands of names) keeps the first multiplier and probes on from its
/// bucket to the next empty one, which at this load is one or two probes. The search is a pure
/// function of the names, so every process builds the same table.
/// `@unchecked Sendable`: its buffer is immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct NameIndex: @unchecked Sendable {
    /// How many multipliers are tried for a collision-free placement before probing is used.
    @usableFromInline static let perfectAttempts = 512
    /// Above this many names no attempt is made: with four buckets a name, an attempt succeeds with
    /// a chance of about e^(-n/8), one in 3,000 at 64 names and one in 270,000 at 100, so the
    /// attempts only cost time (a few hundred microseconds for each list of a large vocabulary).
    @usableFromInline static let perfectLimit = 64

    @usableFromInline let multiplier: UInt64
    @usableFromInline let shift: UInt64
    @usableFromInline let mask: Int
    /// Every name has a bucket of its own: a key is in its bucket or nowhere.
    @usableFromInline let isPerfect: Bool
    /// The position in the list of each bucket's name (-1: none), and its signature, side by
    /// side, so a lookup touches nothing else.
    @usableFromInline let buckets: UnsafeBufferPointer<(position: Int, signature: NameSignature)>

    /// `names` must be distinct (the vocabulary loader sees to it).
    @inlinable package init(_ names: [NameSignature]) {
        var bits: UInt64 = 6
        while (1 << bits) < 4 * names.count { bits += 1 }
        let size = 1 << Int(bits)
        shift = 64 - bits
        mask = size - 1
        // Count -2: no signature has it, not even a name too long for one (count -1), so a
        // lookup may compare signatures before it asks whether the bucket is empty.
        let empty = (position: -1, signature: NameSignature(count: -2, head: 0, middle: 0, tail: 0))
        var candidate: UInt64 = 0
        // One table for every attempt, emptied of what the failed attempt filled: a fresh table
        // per attempt cost its whole size each time, and a list of hundreds of names (a team's
        // vocabulary) fails every attempt, which made loading 100 node types take milliseconds.
        var buckets = [(position: Int, signature: NameSignature)](repeating: empty, count: size)
        var filled: [Int] = []
        filled.reserveCapacity(names.count)
        for _ in 0..<(names.count <= Self.perfectLimit ? Self.perfectAttempts : 0) {
            candidate &+= 0x9E37_79B9_7F4A_7C15  // odd: the multiples walk through all odd numbers
            for bucket in filled { buckets[bucket] = empty }
            filled.removeAll(keepingCapacity: true)
            var collision = false
            for (position, name) in names.enumerated() {
                let bucket = Self.bucket(of: name, multiplier: candidate, shift: shift)
                if buckets[bucket].position >= 0 {
                    collision = true
                    break
                }
                buckets[bucket] = (position, name)
                filled.append(bucket)
            }
            if !collision {
                multiplier = candidate
                isPerfect = true
                self.buckets = ImmortalBuffer.make(buckets)
                return
            }
        }
        multiplier = 0x9E37_79B9_7F4A_7C15
        isPerfect = false
        for bucket in filled { buckets[bucket] = empty }
        for (position, name) in names.enumerated() {
            var bucket = Self.bucket(of: name, multiplier: multiplier, shift: shift)
            while buckets[bucket].position >= 0 { bucket = (bucket + 1) & (size - 1) }
            buckets[bucket] = (position, name)
        }
        self.buckets = ImmortalBuffer.make(buckets)
    }

    @inline(__always)
    @inlinable static func bucket(of signature: NameSignature, multiplier: UInt64, shift: UInt64) -> Int {
        // All three words count: names that share their first 8 bytes (`accessibilityLabel`,
        // `accessibilityHint`) still land in buckets of their own.
        let word =
            signature.head ^ (signature.middle &* 0xFF51_AFD7_ED55_8CCD) ^ (signature.tail &* 0xC4CE_B9FE_1A85_EC53)
            ^ UInt64(truncatingIfNeeded: signature.count)
        return Int(truncatingIfNeeded: (word &* multiplier) &>> shift)
    }

    /// The position in the list of the name with this signature; nil for a key that is none of them.
    /// The first bucket is read before the loop: the loop's invariants (`isPerfect`, `mask`)
    /// were read, and kept in registers or memory, for every key, though nearly every key is
    /// answered by its first bucket.
    @inline(__always)
    @inlinable package func position(of signature: NameSignature?) -> Int? {
        guard let signature else { return nil }
        var bucket = Self.bucket(of: signature, multiplier: multiplier, shift: shift)
        let first = buckets[bucket]
        // An empty bucket's signature is no key's (see `init`), so the hit is tested first.
        if first.signature == signature { return first.position }
        if first.position < 0 || isPerfect { return nil }
        while true {
            bucket = (bucket + 1) & mask
            let entry = buckets[bucket]
            if entry.position < 0 { return nil }
            if entry.signature == signature { return entry.position }
        }
    }
}
