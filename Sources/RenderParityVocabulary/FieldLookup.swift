/// Finds the `Field` a key names with one probe: a multiply-and-shift of the key's first
/// word picks the only name it can be, and one signature comparison confirms it.
///
/// Why: comparing a key with each name its node allows in turn cost more than the rest of
/// decoding the member. The multiplier is the first of a fixed sequence that sends every
/// DSL name to its own bucket, searched once per process, so adding a field needs no
/// hand-tuned constant (28 names in 64 buckets: one in a few hundred candidates works);
/// `ReaderFastPathTests` checks every name is found and other keys are not.
@usableFromInline package struct FieldLookup: Sendable {
    @usableFromInline package static let shared = FieldLookup()
    @usableFromInline static let bucketBits: UInt64 = 6

    @usableFromInline let multiplier: UInt64
    /// The field of each bucket, and its signature (kept here so a lookup touches nothing else).
    @usableFromInline let buckets: [(field: Field, signature: NameSignature)?]

    @inlinable init() {
        var candidate: UInt64 = 0
        while true {
            candidate &+= 0x9E37_79B9_7F4A_7C15  // odd: the multiples walk through all odd numbers
            var buckets = [(field: Field, signature: NameSignature)?](repeating: nil, count: 1 << Self.bucketBits)
            var collision = false
            for field in Field.allCases {
                let bucket = Self.bucket(of: field.signature, multiplier: candidate)
                if buckets[bucket] != nil { collision = true; break }
                buckets[bucket] = (field, field.signature)
            }
            if !collision {
                multiplier = candidate
                self.buckets = buckets
                return
            }
        }
    }

    @inlinable static func bucket(of signature: NameSignature, multiplier: UInt64) -> Int {
        // All three words count: names that share their first 8 bytes (`accessibilityLabel`,
        // `accessibilityHint`) still land in buckets of their own.
        let word = signature.head ^ (signature.middle &* 0xFF51_AFD7_ED55_8CCD) ^ (signature.tail &* 0xC4CE_B9FE_1A85_EC53)
        return Int(truncatingIfNeeded: (word &* multiplier) >> (64 - bucketBits))
    }

    /// The field named by a key with this signature; nil for a key that names none.
    @inline(__always)
    @inlinable package func field(_ signature: NameSignature?) -> Field? {
        guard let signature, let entry = buckets[Self.bucket(of: signature, multiplier: multiplier)],
              entry.signature == signature else { return nil }
        return entry.field
    }
}
