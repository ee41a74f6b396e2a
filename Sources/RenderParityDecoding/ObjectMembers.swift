extension Field {
    /// Each field's `NameSignature`, by raw value.
    static let signatures: [NameSignature] = allCases.map { NameSignature($0.name) }

    var signature: NameSignature { Self.signatures[Int(rawValue)] }

    /// The name's UTF-8 bytes (a static string's, valid for the life of the process).
    var nameBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount) }
}

/// Finds the `Field` a key names with one probe: a multiply-and-shift of the key's first
/// word picks the only name it can be, and one signature comparison confirms it.
///
/// Why: comparing a key with each name its node allows in turn cost more than the rest of
/// decoding the member. The multiplier is the first of a fixed sequence that sends every
/// DSL name to its own bucket, searched once per process, so adding a field needs no
/// hand-tuned constant (28 names in 64 buckets: one in a few hundred candidates works);
/// `ReaderFastPathTests` checks every name is found and other keys are not.
struct FieldLookup {
    static let shared = FieldLookup()
    private static let bucketBits: UInt64 = 6

    let multiplier: UInt64
    /// The field of each bucket, and its signature (kept here so a lookup touches nothing else).
    private let buckets: [(field: Field, signature: NameSignature)?]

    private init() {
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

    private static func bucket(of signature: NameSignature, multiplier: UInt64) -> Int {
        // All three words count: names that share their first 8 bytes (`accessibilityLabel`,
        // `accessibilityHint`) still land in buckets of their own.
        let word = signature.head ^ (signature.middle &* 0xFF51_AFD7_ED55_8CCD) ^ (signature.tail &* 0xC4CE_B9FE_1A85_EC53)
        return Int(truncatingIfNeeded: (word &* multiplier) >> (64 - bucketBits))
    }

    /// The field named by a key with this signature; nil for a key that names none.
    @inline(__always)
    func field(_ signature: NameSignature?) -> Field? {
        guard let signature, let entry = buckets[Self.bucket(of: signature, multiplier: multiplier)],
              entry.signature == signature else { return nil }
        return entry.field
    }
}

/// A set of `Field`s as a bit mask: what one kind of object allows, or has.
struct FieldSet: Sendable {
    private(set) var bits: UInt32 = 0

    init() {}

    init(_ fields: [Field]) {
        for field in fields { insert(field) }
    }

    mutating func insert(_ field: Field) { bits |= 1 << field.rawValue }

    func contains(_ field: Field) -> Bool { bits & 1 << field.rawValue != 0 }

    func isSubset(of other: FieldSet) -> Bool { bits & ~other.bits == 0 }

}

/// The members of one JSON object, found in a single pass over its tape entries.
///
/// Why: `JSONDocument.member` scans the object for one name, so a node used to pay
/// one scan per field plus one more to find unknown members (seven for a text node).
/// Here each key's `Field` is read off its tape entry (the reader recognised it)
/// and its value's index goes into the slot of that `Field`: no allocation, no second pass, and a plain value the tape
/// writer can keep. Names are compared as `JSONDocument.member` compares them (by
/// `NameSignature`, escapes resolved), and the reader has already rejected duplicate
/// names, so a lookup here finds what `member` would find.
struct ObjectMembers {
    /// The DSL fields the object has.
    private(set) var present = FieldSet()
    /// Whether some member's name is no DSL field at all.
    private var hasOtherMembers = false
    /// The value index of each present field, by raw value (32 slots; `Field` has fewer cases).
    private var slots = SIMD32<UInt32>()

    /// An object with no members.
    init() {}

    init(of object: Int, in document: JSONTape) { gather(object, in: document) }

    /// Replaces what is held with the members of `object`, in place: the tape writer
    /// refills one node per container rather than copying new ones (`NodeDecoder.Shape`).
    mutating func gather(_ object: Int, in document: JSONTape) {
        present = FieldSet()
        hasOtherMembers = false
        for member in document.members(object) {
            guard let field = document.field(member.key) else {
                hasOtherMembers = true
                continue
            }
            present.insert(field)
            // Tape indices stay below 2^32 (`JSONReader`'s limit). Slots are reached as bytes,
            // so the vector stays in memory instead of being shuffled through registers.
            withUnsafeMutableBytes(of: &slots) {
                $0.storeBytes(of: UInt32(truncatingIfNeeded: member.value), toByteOffset: 4 * Int(field.rawValue), as: UInt32.self)
            }
        }
    }

    /// The value of the member named `field`, if the object has one.
    @inline(__always)
    subscript(field: Field) -> Int? {
        guard present.contains(field) else { return nil }
        return Int(slots[Int(field.rawValue)])
    }

    /// Whether the object has a member that `allowed` does not name (reported as unknown, §2.3).
    func hasUnknownMembers(allowed: FieldSet) -> Bool {
        hasOtherMembers || !present.isSubset(of: allowed)
    }
}
