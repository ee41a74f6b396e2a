/// Finds which of a fixed list of DSL names a key is with one probe: a multiply-and-shift of
/// the key's signature picks the only name it can be, and one signature comparison confirms it.
///
/// Why: comparing a key with each candidate in turn cost more than the rest of decoding the
/// member, for member names (`FieldLookup`), node types and enum cases alike (a `type` was
/// compared with up to 14 names, twice per node). The multiplier is the first of a fixed
/// sequence that sends every name of the list to its own bucket, searched once per process,
/// so adding a name needs no hand-tuned constant (28 names in 64 buckets: one in a few hundred
/// candidates works); `ReaderFastPathTests` checks every name is found and other keys are not.
/// `@unchecked Sendable`: its buffer is immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct NameIndex: @unchecked Sendable {
    @usableFromInline static let bucketBits: UInt64 = 6

    @usableFromInline let multiplier: UInt64
    /// The position in the list of each bucket's name (-1: none), and its signature, side by
    /// side, so a lookup touches nothing else.
    @usableFromInline let buckets: UnsafeBufferPointer<(position: Int, signature: NameSignature)>

    /// `names` must be distinct and at most 32 (the generator keeps the table so).
    @inlinable package init(_ names: [NameSignature]) {
        var candidate: UInt64 = 0
        while true {
            candidate &+= 0x9E37_79B9_7F4A_7C15  // odd: the multiples walk through all odd numbers
            let empty = (position: -1, signature: NameSignature(""))
            var buckets = [(position: Int, signature: NameSignature)](repeating: empty, count: 1 << Self.bucketBits)
            var collision = false
            for (position, name) in names.enumerated() {
                let bucket = Self.bucket(of: name, multiplier: candidate)
                if buckets[bucket].position >= 0 {
                    collision = true
                    break
                }
                buckets[bucket] = (position, name)
            }
            if !collision {
                multiplier = candidate
                self.buckets = ImmortalBuffer.make(buckets)
                return
            }
        }
    }

    @inlinable static func bucket(of signature: NameSignature, multiplier: UInt64) -> Int {
        // All three words count: names that share their first 8 bytes (`accessibilityLabel`,
        // `accessibilityHint`) still land in buckets of their own.
        let word =
            signature.head ^ (signature.middle &* 0xFF51_AFD7_ED55_8CCD) ^ (signature.tail &* 0xC4CE_B9FE_1A85_EC53)
        return Int(truncatingIfNeeded: (word &* multiplier) >> (64 - bucketBits))
    }

    /// The position in the list of the name with this signature; nil for a key that is none of them.
    @inline(__always)
    @inlinable package func position(of signature: NameSignature?) -> Int? {
        guard let signature else { return nil }
        let entry = buckets[Self.bucket(of: signature, multiplier: multiplier)]
        return entry.position >= 0 && entry.signature == signature ? entry.position : nil
    }
}

/// The DSL field a member name is, for the reader (`Field`'s raw values are its positions).
@usableFromInline package struct FieldLookup: Sendable {
    @usableFromInline package static let shared = FieldLookup()

    @usableFromInline let index = NameIndex(Field.allCases.map(\.signature))

    @inlinable init() {}

    /// The field named by a key with this signature; nil for a key that names none.
    @inline(__always)
    @inlinable package func field(_ signature: NameSignature?) -> Field? {
        index.position(of: signature).flatMap { Field(rawValue: UInt8(truncatingIfNeeded: $0)) }
    }
}
