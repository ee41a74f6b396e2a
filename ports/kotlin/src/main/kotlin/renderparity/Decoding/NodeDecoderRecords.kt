package renderparity

/*
 * A `records` field's records (a chart's data points, spec/vocabulary.md §3.3): checked with their
 * node, written below its line. Twin of `NodeDecoder+Records.swift`.
 */

/** One record of a `records` field: an object whose required fields decode (§2.2). */
internal fun NodeDecoder.checkRecord(element: Int, record: RecordSpec, members: ObjectMembers): DecodeFailure? {
    if (document.kind(element) != JSONDocument.Kind.OBJECT) return failure(DecodeFailure.Problem.NotAnObject(document.kind(element)))
    gatherRecord(element, record, members)
    val fields = record.fieldArray
    for (index in fields.indices) {
        val recordField = fields[index]
        if (!recordField.required) continue
        val member = recordMember(element, index, recordField, members)
        if (member >= 0 && recordField.passesOnType(document.kind(member))) continue
        val failure = checkRequired(recordField, member)
        if (failure != null) return failure
    }
    return null
}

/** A record field's records: all decoded (`check` or `resolve` saw to it); their optional fields resolve like a node's. */
internal fun NodeDecoder.writeRecords(array: Int, field: FieldSpec, depth: Int) {
    val record = vocabulary.records[field.record]
    val saved = path.size
    enter(field)
    val members = writtenRecord
    val fields = record.fieldArray
    var element = array + 1
    for (position in 0 until document.count(array)) {
        if (diagnosing) path.add(JSONPath.Component.Index(position))
        gatherRecord(element, record, members)
        for (index in fields.indices) resolve(fields[index], recordMember(element, index, fields[index], members), values, index)
        if (diagnosing && members.hasUnknownMembers { record.allows(it) }) {
            reportUnknownMembers(element, { record.allows(it) }, record.owner)
        }
        consumer.record(record, values, depth)
        leave()
        element = document.next(element)
    }
    leaveTo(saved)
}

/**
 * Finds a record's members. A consumer that wants diagnostics keeps `ObjectMembers`, which also
 * knows the unknown members; otherwise each member's value index goes to its field's position in
 * `values.members`, stamped with the record's own index in the upper half: an entry with another
 * stamp is left from another record, so nothing is cleared first. A record is never the root, so
 * the zeroes the buffer starts with never match. Why: a record (a chart's data point) has a few
 * fields, so finding a member's position among them costs less than filling and clearing
 * `ObjectMembers`' slots, twice per record. The reader rejected duplicate names, so each position
 * is written at most once per record.
 */
internal fun NodeDecoder.gatherRecord(obj: Int, record: RecordSpec, members: ObjectMembers) {
    if (diagnosing) return members.gather(obj, document)
    // `values` has room for the widest row, records' included (`Vocabulary.widestRow`).
    val found = values.members
    val fields = record.fieldArray
    val stamp = obj.toLong() shl 32
    var key = obj + 1
    for (member in 0 until document.count(obj)) {
        val value = key + 1
        val field = field(key)
        key = document.next(value)
        if (field < 0) continue
        var index = 0
        while (index < fields.size && fields[index].field != field) index += 1
        if (index < fields.size) found[index] = stamp or value.toLong()
    }
}

/** The member `gatherRecord` found in the record `obj` for its field at `index`; -1 when absent. */
internal fun NodeDecoder.recordMember(obj: Int, index: Int, field: FieldSpec, members: ObjectMembers): Int {
    if (diagnosing) return members.value(field.field)
    val entry = values.members[index]
    return if ((entry ushr 32).toInt() == obj) (entry and 0xFFFF_FFFFL).toInt() else -1
}
