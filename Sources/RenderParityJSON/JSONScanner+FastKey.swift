import RenderParityText

/// The fast path's member names (`readFast`): each name is read, recognised as one of the
/// vocabulary's fields or not, checked against the object's other names, and written to the tape
/// with its colon read, as `run`'s `readKey` does for a document it accepts.
extension JSONScanner {
    /// Reads the member name at or after `start` and its colon into `current`, an object; returns
    /// the position after them, or nil where `run` must read on. The position goes in and out by
    /// value: a local whose address is passed to a call the compiler does not inline lives in
    /// memory for the whole walk.
    ///
    /// Nearly every name is short and plain, one of the vocabulary's first 64 fields, new in its
    /// object and followed at once by its colon: that case is read here, and everything else by
    /// `readOtherKey`, out of line, so that this function keeps few values live (each one the
    /// compiler had to save and restore around every call).
    @inline(__always)
    mutating func readFastKey(
        _ current: inout OpenContainer, from start: Int, tape: UnsafeMutablePointer<JSONDocument.Entry>,
        count: inout Int, limit: Int
    ) -> Int? {
        var at = Self.afterWhitespace(in: buffer, from: start)
        guard at < buffer.count, buffer[at] == UInt8(ascii: "\""), count < limit else { return nil }
        if let short = Self.shortPlainString(at: at, in: buffer, below: shortStrings),
            let position = fields.index.position(
                of: NameSignature(count: short.count, head: short.head, middle: short.middle, tail: 0)),
            position < 64, current.fields & 1 &<< UInt64(truncatingIfNeeded: position) == 0,
            at &+ short.count &+ 2 < buffer.count, buffer[at &+ short.count &+ 2] == UInt8(ascii: ":")
        {
            current.fields |= 1 &<< UInt64(truncatingIfNeeded: position)
            tape[count] = JSONDocument.Entry(
                field: FieldID(position), key: JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1))
            count += 1
            at = at &+ short.count &+ 3
            // One space nearly always follows: stepped over here, the walk's skip before the
            // value reads one byte.
            if at < buffer.count, buffer[at] == UInt8(ascii: " ") { at += 1 }
            return at
        }
        return readOtherKey(&current, from: at, tape: tape, count: &count)
    }

    /// `readFastKey` for any name (its opening quote at `at`, the tape below its limit).
    @inline(never)
    private mutating func readOtherKey(
        _ current: inout OpenContainer, from quote: Int, tape: UnsafeMutablePointer<JSONDocument.Entry>,
        count: inout Int
    ) -> Int? {
        var at = quote
        let key: JSONDocument.Entry
        let field: FieldID?
        if let short = Self.shortPlainString(at: at, in: buffer, below: shortStrings) {
            key = JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1)
            field = fields.index.position(
                of: NameSignature(count: short.count, head: short.head, middle: short.middle, tail: 0)
            ).map(FieldID.init)
            at = at &+ short.count &+ 2
        } else if let (other, otherField) = otherKey(at: &at) {
            key = other
            field = otherField
        } else {
            return nil
        }
        if let field {
            tape[count] = JSONDocument.Entry(field: field, key: key)
            count += 1
            if field.index < 64 {
                let bit: UInt64 = 1 << UInt64(field.index)
                if current.fields & bit != 0 { return nil }
                current.fields |= bit
            } else if keys.insertIsDuplicate(key, field: field, into: &current.names, in: buffer) {
                return nil
            }
        } else {
            tape[count] = key
            count += 1
            if keys.insertIsDuplicate(key, field: nil, into: &current.names, in: buffer) { return nil }
        }
        at = Self.afterWhitespace(in: buffer, from: at)
        guard at < buffer.count, buffer[at] == UInt8(ascii: ":") else { return nil }
        return at + 1
    }

    /// A name `shortPlainString` does not read (long, escaped, non-ASCII, near the end of the
    /// input) and its field, or nil where `run` must read on. Out of line and without `throws`,
    /// so that the short case costs no more than it must.
    @inline(never)
    private mutating func otherKey(at: inout Int) -> (JSONDocument.Entry, FieldID?)? {
        do throws(JSONReadFailure) {
            let key = try fastString(at: &at)
            return (key, field(named: key))
        } catch {
            return nil
        }
    }

    /// The string whose opening quote is at `at`, and `at` moved past it: a plain one here,
    /// anything else by `scanString`. The callers try `shortPlainString` first.
    @inline(__always)
    mutating func fastString(at: inout Int) throws(JSONReadFailure) -> JSONDocument.Entry {
        let end = ByteScanning.endOfPlainString(buffer, from: at + 1)
        if let entry = Self.plainString(in: buffer, from: at + 1, to: end) {
            at = end + 1
            return entry
        }
        position = at
        let entry = try scanString()
        at = position
        return entry
    }
}
