import RenderParityJSON
import RenderParityVocabulary

/// The members of one JSON object that are the vocabulary's fields, found in a single pass over
/// its tape entries.
///
/// Why: `JSONTape.member` scans the object for one name, so a node used to pay one scan per
/// field plus one more to find unknown members. Here each key's `FieldID` is read off its tape
/// entry (the reader recognised it) and kept with its value's index: no allocation for up to 16
/// fields, no second pass, and a lookup is one vector comparison. The reader has already
/// rejected duplicate names, so each `FieldID` is held at most once and a lookup finds what
/// `member` would find. A vocabulary may have thousands of names, so they are not slots in a
/// table indexed by name; objects with more than 16 recognised members (none in practice) keep
/// the rest in `overflow`.
@usableFromInline package struct ObjectMembers {
    @usableFromInline static let inline = 16
    /// No field: a lane holding it never matches. Computed, not stored: a stored static is
    /// checked for initialisation at every use, and `clear` runs for every node.
    @inlinable static var empty: SIMD16<UInt32> { SIMD16(repeating: .max) }

    /// The fields held, lane by lane (`empty` past `count`).
    @usableFromInline var fields = ObjectMembers.empty
    /// Each held field's value index on the tape, in the same lane.
    @usableFromInline var values = SIMD16<UInt32>()
    @usableFromInline var count = 0
    @usableFromInline var overflow: [(field: FieldID, value: Int)] = []
    /// Whether some member's name is not one of the vocabulary's at all.
    @usableFromInline package var hasOtherMembers = false

    /// An object with no members.
    @inlinable package init() {}

    @inlinable package init(of object: Int, in document: JSONTape) { gather(object, in: document) }

    /// Holds nothing: an absent props object.
    @inline(__always)
    @inlinable package mutating func clear() {
        fields = Self.empty
        count = 0
        if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
        hasOtherMembers = false
    }

    /// Replaces what is held with the members of `object`, in place: the decoder refills one
    /// value per container rather than making new ones (`NodeDecoder.Shape`).
    @inline(__always)
    @inlinable package mutating func gather(_ object: Int, in document: JSONTape) {
        _ = gather(object, in: document, noting: nil)
    }

    /// `gather`, returning the value of the member named `key`, if the object has one: noted as
    /// the members go by, so the caller does not look it up in the vectors just written (see
    /// `laneByLane`). The node's `type`.
    @inline(__always)
    @inlinable package mutating func gather(_ object: Int, in document: JSONTape, noting key: FieldID?) -> Int? {
        clear()
        var noted: Int?
        // Counted here and stored once: `count` kept in `self` was stored for every member.
        var held = 0
        for member in document.inlinedMembers(of: object) {
            guard let field = document.field(member.key) else {
                hasOtherMembers = true
                continue
            }
            if let key, field == key { noted = member.value }
            // Tape indices stay below 2^32 (`JSONReader`'s limit). Lanes are written as bytes, so
            // the vectors stay in memory: a lane assignment (`fields[count] = …`) moved the whole
            // vector through the stack for every member, and reading it back stalled the pipeline
            // (the store could not be forwarded): 60% of the decoder's time on the 10 MB dashboard.
            if held < Self.inline {
                // `held` is below 16: the offset needs no overflow check.
                let offset = 4 &* held
                withUnsafeMutableBytes(of: &fields) {
                    $0.storeBytes(of: field.raw, toByteOffset: offset, as: UInt32.self)
                }
                withUnsafeMutableBytes(of: &values) {
                    $0.storeBytes(of: UInt32(truncatingIfNeeded: member.value), toByteOffset: offset, as: UInt32.self)
                }
                held &+= 1
            } else {
                overflow.append((field, member.value))
            }
        }
        count = held
        return noted
    }

    /// The value of the member named `field`, as the subscript finds it, read lane by lane: for
    /// a lookup just after `gather`, whose lanes are still on their way to the cache. A vector
    /// load of lanes written one by one waits for every one of those stores (it cannot be
    /// forwarded from them): a tenth of `NodeDecoder.check`'s time, which looks up a node's
    /// required fields right after gathering it. Each lane's load here is its store's size.
    @inline(__always)
    @inlinable package func laneByLane(_ field: FieldID) -> Int? {
        let lanes = Swift.min(count, Self.inline)
        let found: Int? = withUnsafeBytes(of: fields) { fields in
            withUnsafeBytes(of: values) { values in
                var lane = 0
                while lane < lanes {
                    if fields.load(fromByteOffset: 4 &* lane, as: UInt32.self) == field.raw {
                        return Int(values.load(fromByteOffset: 4 &* lane, as: UInt32.self))
                    }
                    lane &+= 1
                }
                return nil
            }
        }
        if let found { return found }
        if overflow.isEmpty { return nil }
        return overflow.first { $0.field == field }?.value
    }

    /// The value of the member named `field`, if the object has one.
    @inline(__always)
    @inlinable package subscript(field: FieldID) -> Int? {
        // Lane arithmetic only: the standard library's `.==`, `any` and `replacing(with:where:)`
        // on SIMD16 compile to a loop over the lanes, each step storing and reloading the vector.
        // `difference` is zero in the lane holding `field`; `x | -x` has its top bit set for any
        // other x, so `hit` is all ones in that lane and zero elsewhere.
        // Most objects hold at most 8 fields (every node and record of the built-in DSL): then only
        // the lower half's lanes are compared, half the work.
        let value: UInt32
        if count <= 8 {
            let difference = fields.lowHalf ^ SIMD8(repeating: field.raw)
            let hit = ((difference | (0 &- difference)) &>> 31) &- 1
            value = (values.lowHalf & hit).wrappedSum()
        } else {
            let difference = fields ^ SIMD16(repeating: field.raw)
            let hit = ((difference | (0 &- difference)) &>> 31) &- 1
            value = (values & hit).wrappedSum()
        }
        // At most one lane holds `field`, so the sum is its value's index, and a value's index is
        // never 0 (that is the document's root, no member's value): 0 means the object has no such member.
        if value != 0 { return Int(value) }
        if overflow.isEmpty { return nil }
        return overflow.first { $0.field == field }?.value
    }

    /// How many of the vocabulary's fields the object has.
    @inlinable package var held: Int { count + overflow.count }

    /// Every field held, for finding unknown members (diagnostics only).
    @inlinable package var heldFields: [FieldID] {
        (0..<count).map { FieldID(Int(fields[$0])) } + overflow.map(\.field)
    }

    /// Whether the object has a member that `allows` rejects (reported as unknown, §2.3).
    @inlinable package func hasUnknownMembers(allows: (FieldID) -> Bool) -> Bool {
        hasOtherMembers || !heldFields.allSatisfy(allows)
    }
}
