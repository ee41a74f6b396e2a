import RenderParityText

/// Remembers the member names of every open object to find the first repeated one (spec §1.2).
///
/// Names compare after unescaping (`"a"` equals `"\u0061"`). A name that is one of the
/// vocabulary's fields — nearly every name in a document — is checked by its `FieldID`
/// (the reader has recognised it, escapes resolved), against a bit per field for the first
/// 64; no other name can equal it.
/// The other names are compared by bytes. One tracker serves the whole document: the
/// names of all open objects sit in one flat buffer, innermost object last, so opening
/// an object allocates nothing (one array per object used to be most of the reader's
/// allocations). Small objects — nearly all of them — are checked by a linear scan over
/// byte ranges; past `linearLimit` names an object's names move to a hash set, so an
/// object with 100,000 members stays linear in time.
struct DuplicateKeyTracker {
    static let linearLimit = 16

    /// Where one open object's names are kept; the reader stores it with the object's frame.
    struct Object {
        /// Index in `names` of the object's first name.
        fileprivate var start: Int
        /// Whether its names have moved to the innermost entry of `sets`.
        fileprivate var isHashed = false
        /// The fields it has among the vocabulary's first 64, a bit each.
        fileprivate var fields: UInt64 = 0

        /// For what is not an object: it has no names.
        static let none = Object(start: 0)
    }

    /// `names[..<count]` are the open objects' names; the array only grows, so reuse allocates nothing.
    private var names: [JSONDocument.Entry] = []
    private var count = 0
    /// The hash sets of open objects past `linearLimit` names, innermost last.
    private var sets: [Set<[UInt8]>] = []

    init() { names.reserveCapacity(64) }

    /// Starts tracking a newly opened object, nested in every object opened before it and still open.
    mutating func open() -> Object { Object(start: count) }

    /// Forgets the innermost open object's names.
    mutating func close(_ object: Object) {
        if object.isHashed { sets.removeLast() }
        count = object.start
    }

    /// Adds `key` to the innermost open object, `object`; returns whether it already had a member of that name.
    /// `field`: the DSL field the name is, escapes resolved, if any.
    mutating func insertIsDuplicate(
        _ key: JSONDocument.Entry, field: FieldID?, into object: inout Object, in buffer: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if let field, field.index < 64 {
            let bit: UInt64 = 1 << UInt64(field.index)
            if object.fields & bit != 0 { return true }
            object.fields |= bit
            return false
        }
        if object.isHashed {
            return sets[sets.count - 1].insert(Self.name(of: key, in: buffer)).inserted == false
        }
        for index in object.start..<count where Self.equal(names[index], key, in: buffer) { return true }
        if count < names.count { names[count] = key } else { names.append(key) }
        count += 1
        if count - object.start > Self.linearLimit {
            sets.append(Set(names[object.start..<count].map { Self.name(of: $0, in: buffer) }))
            count = object.start
            object.isHashed = true
        }
        return false
    }

    /// The name's UTF-8 bytes with escapes resolved.
    static func name(of key: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let raw = buffer[key.payload..<key.payload + key.stringCount]
        return key.hasEscapes ? JSONStringUnescaper.unescape(ArraySlice(raw)) : Array(raw)
    }

    /// Compares two names that are not DSL fields (so neither is a field-name tape entry).
    private static func equal(_ a: JSONDocument.Entry, _ b: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        if a.hasEscapes || b.hasEscapes { return name(of: a, in: buffer) == name(of: b, in: buffer) }
        guard a.count == b.count else { return false }
        let aStart = a.payload
        let bStart = b.payload
        for offset in 0..<a.count where buffer[aStart + offset] != buffer[bStart + offset] { return false }
        return true
    }
}
