import RenderParityJSON
import RenderParityVocabulary

/// A `records` field's records (a chart's data points, spec/vocabulary.md §3.3): checked with
/// their node, written below its line.
extension NodeDecoder {
    /// One record of a `records` field: an object whose required fields decode (§2.2).
    @inlinable mutating func checkRecord(
        _ element: Int, _ record: borrowing RecordSpec, _ members: inout ObjectMembers
    ) -> DecodeFailure? {
        guard tape.kind(element) == .object else { return failure(.notAnObject(found: tape.kind(element))) }
        gatherRecord(element, record, &members)
        for index in record.fields.indices where record.fields[index].required {
            let recordField = record.fields.spec(index)
            let member = recordMember(element, index, recordField, members)
            if let member, recordField.pointee.passesOnType(tape.kind(member)) { continue }
            if let failure = checkRequired(recordField, member) { return failure }
        }
        return nil
    }

    /// A record field's records: all decoded (`check` or `resolve` saw to it); their optional
    /// fields resolve like a node's.
    @inlinable mutating func writeRecords(
        _ array: Int, of field: UnsafePointer<FieldSpec>, depth: Int, into consumer: inout Consumer
    ) {
        let record = vocabulary.records[field.pointee.record]
        let saved = path.count
        enter(field)
        defer { leave(to: saved) }
        var members = ObjectMembers()
        for (position, element) in tape.inlinedElements(of: array).enumerated() {
            enter(.index(position))
            defer { leave() }
            gatherRecord(element.value, record, &members)
            let values = NodeValues(tape: tape, scratch: scratch)
            for index in record.fields.indices {
                let recordField = record.fields.spec(index)
                let member = recordMember(element.value, index, recordField, members)
                values[index] =
                    member == nil ? recordField.pointee.absentValue : resolve(recordField, member, into: &consumer)
            }
            if Consumer.wantsDiagnostics, members.hasUnknownMembers(allows: record.allows) {
                reportUnknownMembers(of: element.value, allows: record.allows, owner: record.owner, to: &consumer)
            }
            consumer.record(record, values, depth: depth)
        }
    }

    /// Finds a record's members. A consumer that wants diagnostics keeps `ObjectMembers`, which
    /// also knows the unknown members; otherwise each member's value index goes to its field's
    /// position in `scratch.members`, stamped with the record's own index in the upper half (tape
    /// indices stay below 2^32): an entry with another stamp is left from another record, so
    /// nothing is cleared first (that was a `memset` call per record). A record is never the
    /// root, so the zeroes `scratch` starts with never match. Why: a record (a chart's data
    /// point) has a few fields, so finding a member's position among them cost less than filling
    /// and searching `ObjectMembers`' vectors, twice per record. The reader rejected duplicate
    /// names, so each position is written at most once per record.
    @inline(__always)
    @inlinable func gatherRecord(_ object: Int, _ record: borrowing RecordSpec, _ members: inout ObjectMembers) {
        if Consumer.wantsDiagnostics { return members.gather(object, in: tape) }
        // `scratch` has room for the widest row, records' included (`Vocabulary.widestRow`).
        let found = scratch.members
        let fields = record.fields
        let stamp = object &<< 32
        for member in tape.inlinedMembers(of: object) {
            guard let field = tape.field(member.key) else { continue }
            var index = 0
            while index < fields.count, fields.spec(index).pointee.field != field { index &+= 1 }
            if index < fields.count { found[index] = stamp | member.value }
        }
    }

    /// The member `gatherRecord` found in the record `object` for its field at `index`.
    @inline(__always)
    @inlinable func recordMember(
        _ object: Int, _ index: Int, _ field: UnsafePointer<FieldSpec>, _ members: borrowing ObjectMembers
    ) -> Int? {
        if Consumer.wantsDiagnostics { return members[field.pointee.field] }
        let entry = scratch.members[index]
        return entry &>> 32 == object ? entry & 0xFFFF_FFFF : nil
    }
}
