import RenderParityJSON
import RenderParityVocabulary

/// The members of one JSON object, found in a single pass over its tape entries.
///
/// Why: `JSONDocument.member` scans the object for one name, so a node used to pay
/// one scan per field plus one more to find unknown members (seven for a text node).
/// Here each key's `Field` is read off its tape entry (the reader recognised it)
/// and its value's index goes into the slot of that `Field`: no allocation, no second pass, and a plain value the tape
/// writer can keep. Names are compared as `JSONDocument.member` compares them (by
/// `NameSignature`, escapes resolved), and the reader has already rejected duplicate
/// names, so a lookup here finds what `member` would find.
@usableFromInline package struct ObjectMembers {
    /// The DSL fields the object has.
    @usableFromInline package var present = FieldSet()
    /// Whether some member's name is no DSL field at all.
    @usableFromInline var hasOtherMembers = false
    /// The value index of each present field, by raw value (32 slots; `Field` has fewer cases).
    @usableFromInline var slots = SIMD32<UInt32>()

    /// An object with no members.
    @inlinable package init() {}

    @inlinable package init(of object: Int, in document: JSONTape) { gather(object, in: document) }

    /// Replaces what is held with the members of `object`, in place: the tape writer
    /// refills one node per container rather than copying new ones (`NodeDecoder.Shape`).
    @inlinable mutating func gather(_ object: Int, in document: JSONTape) {
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
                $0.storeBytes(
                    of: UInt32(truncatingIfNeeded: member.value), toByteOffset: 4 * Int(field.rawValue), as: UInt32.self
                )
            }
        }
    }

    /// The value of the member named `field`, if the object has one.
    @inline(__always)
    @inlinable package subscript(field: Field) -> Int? {
        guard present.contains(field) else { return nil }
        return Int(slots[Int(field.rawValue)])
    }

    /// Whether the object has a member that `allowed` does not name (reported as unknown, §2.3).
    @inlinable package func hasUnknownMembers(allowed: FieldSet) -> Bool {
        hasOtherMembers || !present.isSubset(of: allowed)
    }
}
