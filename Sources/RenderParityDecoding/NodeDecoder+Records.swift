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
        members.gather(element, in: tape)
        for index in record.fields.indices where record.fields[index].required {
            let recordField = record.fields.spec(index)
            let member = members[recordField.pointee.field]
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
            members.gather(element.value, in: tape)
            let values = NodeValues(tape: tape, scratch: scratch)
            for index in record.fields.indices {
                let recordField = record.fields.spec(index)
                let member = members[recordField.pointee.field]
                values[index] =
                    member == nil ? recordField.pointee.absentValue : resolve(recordField, member, into: &consumer)
            }
            if Consumer.wantsDiagnostics, members.hasUnknownMembers(allows: record.allows) {
                reportUnknownMembers(of: element.value, allows: record.allows, owner: record.owner, to: &consumer)
            }
            consumer.record(record, values, depth: depth)
        }
    }
}
