/// Remembers the member names of one open object to find the first repeated one (spec §1.2).
///
/// Names compare after unescaping (`"a"` equals `"\u0061"`). Small objects —
/// nearly all of them — are checked by a linear scan over byte ranges with no
/// allocation; past `linearLimit` names a hash set takes over, so an object
/// with 100,000 members stays linear in time.
struct DuplicateKeyTracker {
    static let linearLimit = 16

    private var keys: [JSONDocument.Entry] = []
    private var hashed: Set<[UInt8]>?

    /// Adds `key`; returns whether the object already had a member of that name.
    mutating func insertIsDuplicate(_ key: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if hashed != nil {
            return hashed?.insert(Self.name(of: key, in: buffer)).inserted == false
        }
        for earlier in keys where Self.equal(earlier, key, in: buffer) { return true }
        keys.append(key)
        if keys.count > Self.linearLimit {
            hashed = Set(keys.map { Self.name(of: $0, in: buffer) })
            keys = []
        }
        return false
    }

    /// The name's UTF-8 bytes with escapes resolved.
    static func name(of key: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let raw = buffer[key.payload..<key.payload + key.count]
        return key.hasEscapes ? JSONStringUnescaper.unescape(ArraySlice(raw)) : Array(raw)
    }

    private static func equal(_ a: JSONDocument.Entry, _ b: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.hasEscapes || b.hasEscapes { return name(of: a, in: buffer) == name(of: b, in: buffer) }
        guard a.count == b.count else { return false }
        let aStart = a.payload, bStart = b.payload
        for offset in 0..<a.count where buffer[aStart + offset] != buffer[bStart + offset] { return false }
        return true
    }
}
