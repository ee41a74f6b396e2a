/// A set of `Field`s as a bit mask: what one kind of object allows, or has.
/// In the vocabulary: the table's rows say what they allow with it, and the reader what an object has.
@usableFromInline package struct FieldSet: Sendable {
    @usableFromInline package var bits: UInt32 = 0

    @inlinable package init() {}

    @inlinable package init(_ fields: [Field]) {
        for field in fields { insert(field) }
    }

    @inlinable package mutating func insert(_ field: Field) { bits |= 1 << field.rawValue }

    @inlinable package func contains(_ field: Field) -> Bool { bits & 1 << field.rawValue != 0 }

    @inlinable package func isSubset(of other: FieldSet) -> Bool { bits & ~other.bits == 0 }

}
