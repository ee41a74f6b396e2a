import RenderParityText

/// The fast path's member names (`readFast`): each name is read, recognised as one of the
/// vocabulary's fields or not, checked against the object's other names, and written to the tape
/// with its colon read, as `run`'s `readKey` does for a document it accepts.
extension JSONScanner {
    /// Reads a member name and its colon into `current`, an object; false where `run` must read on.
    @inline(__always)
    mutating func readFastKey(
        _ current: inout OpenContainer, at: inout Int, tape: UnsafeMutablePointer<JSONDocument.Entry>,
        count: inout Int, limit: Int
    ) -> Bool {
        at = Self.afterWhitespace(in: buffer, from: at)
        guard at < buffer.count, buffer[at] == UInt8(ascii: "\""), count < limit else { return false }
        let key: JSONDocument.Entry
        let field: FieldID?
        // A short plain name (nearly all of them) has its signature words read with the string.
        if let short = Self.shortPlainString(at: at, in: buffer) {
            key = JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1)
            field = fields.index.position(
                of: NameSignature(count: short.count, head: short.head, middle: short.middle, tail: 0)
            ).map(FieldID.init)
            at = at &+ short.count &+ 2
        } else if let (other, otherField) = otherKey(at: &at) {
            key = other
            field = otherField
        } else {
            return false
        }
        if let field {
            tape[count] = JSONDocument.Entry(field: field, key: key)
            count += 1
            if field.index < 64 {
                let bit: UInt64 = 1 << UInt64(field.index)
                if current.fields & bit != 0 { return false }
                current.fields |= bit
            } else if keys.insertIsDuplicate(key, field: field, into: &current.names, in: buffer) {
                return false
            }
        } else {
            tape[count] = key
            count += 1
            if keys.insertIsDuplicate(key, field: nil, into: &current.names, in: buffer) { return false }
        }
        // Nearly always the colon follows the closing quote at once, and one space follows it
        // (`"type": `): stepped over here, the walk's skip before the value reads one byte.
        if at < buffer.count, buffer[at] == UInt8(ascii: ":") {
            at += 1
            if at < buffer.count, buffer[at] == UInt8(ascii: " ") { at += 1 }
            return true
        }
        at = Self.afterWhitespace(in: buffer, from: at)
        guard at < buffer.count, buffer[at] == UInt8(ascii: ":") else { return false }
        at += 1
        return true
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
