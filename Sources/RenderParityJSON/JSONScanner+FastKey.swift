import RenderParityText

/// The fast path's member names (`readFast`): each name is read, recognised as one of the
/// vocabulary's fields or not, checked against the object's other names, and written to the tape
/// with its colon read, as `run`'s `readKey` does for a document it accepts.
///
/// Nearly every name is short and plain, one of the vocabulary's first 64 fields, new in its
/// object and followed at once by its colon: the walk reads that case inline, and every other
/// name here, out of line (`readOtherKey`).
extension JSONScanner {
    /// Reads the member name whose opening quote is at `quote` and its colon into `object`, the
    /// innermost open container, with its entry at `entry` (the tape below its limit); returns
    /// the position after the colon, or nil where `run` must read on.
    @inline(never)
    mutating func readOtherKey(
        at quote: Int, in object: UnsafeMutablePointer<OpenContainer>,
        tape entry: UnsafeMutablePointer<JSONDocument.Entry>
    ) -> Int? {
        var at = quote
        let key: JSONDocument.Entry
        let field: FieldID?
        if let base = buffer.baseAddress, let short = Self.shortPlainString(at: at, base: base, below: shortStrings) {
            key = JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1)
            field = fields.index.position(
                of: NameSignature(count: short.count, head: short.head, middle: short.middle, tail: 0)
            ).map(FieldID.init)
            at = at &+ short.count &+ 2
        } else {
            do throws(JSONReadFailure) {
                key = try fastString(at: &at)
            } catch {
                return nil
            }
            field = self.field(named: key)
        }
        if let field {
            entry.pointee = JSONDocument.Entry(field: field, key: key)
            if field.index < 64 {
                let bit: UInt64 = 1 << UInt64(field.index)
                if object.pointee.fields & bit != 0 { return nil }
                object.pointee.fields |= bit
            } else if keys.insertIsDuplicate(key, field: field, into: &object.pointee.names, in: buffer) {
                return nil
            }
        } else {
            entry.pointee = key
            if keys.insertIsDuplicate(key, field: nil, into: &object.pointee.names, in: buffer) { return nil }
        }
        at = Self.afterWhitespace(in: buffer, from: at)
        guard at < buffer.count, buffer[at] == UInt8(ascii: ":") else { return nil }
        return at + 1
    }

    /// The string whose opening quote is at `at`, and `at` moved past it: one without escapes
    /// here (`endOfString`), anything else by `scanString`, which says what is wrong with it.
    /// The callers try `shortPlainString` first.
    @inline(__always)
    mutating func fastString(at: inout Int) throws(JSONReadFailure) -> JSONDocument.Entry {
        let start = at &+ 1
        if let base = buffer.baseAddress, let close = Self.endOfString(base, from: start, end: buffer.count),
            close &- start < JSONDocument.Entry.countLimit
        {
            at = close &+ 1
            return JSONDocument.Entry(kind: .string, count: close &- start, payload: start)
        }
        position = at
        let entry = try scanString()
        at = position
        return entry
    }
}
