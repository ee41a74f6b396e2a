/// A `JSONDocument` read through pointers, valid only inside `JSONDocument.withTape`.
///
/// Why: the decoder and the snapshot writer read the tape once per member of every
/// node. Through `[Entry]` and `[UInt8]` each read paid a bounds check and each
/// string comparison a `withUnsafeBufferPointer`; a view taken once per document
/// pays neither. `JSONDocument`'s own accessors are this view's, so there is one
/// implementation of each.
struct JSONTape {
    typealias Kind = JSONDocument.Kind

    /// The input, exactly as given (string entries point into it).
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<JSONDocument.Entry>
    let numbers: UnsafeBufferPointer<Double>

    /// The root value's index.
    var root: Int { 0 }

    // MARK: - Values

    @inline(__always)
    func kind(_ index: Int) -> Kind { entries[index].kind }

    func number(_ index: Int) -> Double { numbers[entries[index].payload] }

    /// The raw bytes between the quotes of the string at `index` (escapes still escaped).
    func rawString(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        if let field = entry.field { return field.nameBytes }
        return UnsafeBufferPointer(rebasing: bytes[entry.payload..<entry.payload + entry.count])
    }

    /// Whether the string at `index` contains escapes (so its raw bytes are not its text).
    func hasEscapes(_ index: Int) -> Bool { entries[index].hasEscapes }

    /// Calls `body` with the UTF-8 text of the string at `index`, escapes resolved.
    func withText<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let raw = rawString(index)
        guard hasEscapes(index) else { return body(raw) }
        return JSONStringUnescaper.unescape(ArraySlice(raw)).withUnsafeBufferPointer(body)
    }

    func string(_ index: Int) -> String { withText(index) { String(decoding: $0, as: UTF8.self) } }

    /// Whether the string at `index` equals `name` (an ASCII field name), without building a `String`.
    /// Compared as UTF-8 bytes, escapes resolved, never as `String`s (which would equate
    /// canonically equivalent text, such as U+212A KELVIN SIGN and `K`; spec §1.1 compares scalars).
    func stringEquals(_ index: Int, _ name: StaticString) -> Bool {
        withText(index) { $0.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) }
    }

    /// The string at `index` as a `NameSignature` (escapes resolved); nil when longer than any DSL name.
    @inline(__always)
    func signature(_ index: Int) -> NameSignature? {
        let entry = entries[index]
        if let field = entry.field { return field.signature }
        if entry.hasEscapes { return withText(index) { NameSignature($0) } }
        return NameSignature.of(bytes, start: entry.payload, count: entry.count)
    }

    /// The DSL field the member name at `index` names, escapes resolved (the reader
    /// recognised it); nil for any other name.
    func field(_ index: Int) -> Field? { entries[index].field }

    /// The position in `signatures` of the string at `index`.
    func match(_ index: Int, among signatures: UnsafeBufferPointer<NameSignature>) -> Int? {
        guard let signature = signature(index) else { return nil }
        return signatures.firstIndex(of: signature)
    }

    // MARK: - Containers

    /// Number of members (object) or elements (array); 0 for any other value.
    func count(_ index: Int) -> Int { entries[index].containerCount }

    /// The index just past the value at `index` and everything inside it.
    func next(_ index: Int) -> Int { entries[index].end(at: index) }

    /// The value of the member named `name`, if the object at `index` has one.
    func member(_ index: Int, _ name: StaticString) -> Int? {
        for member in members(index) where stringEquals(member.key, name) { return member.value }
        return nil
    }

    /// The value of the member that is `field`, if the object at `index` has one: the DSL's
    /// names were recognised by the reader, so no name is compared again.
    func member(_ index: Int, _ field: Field) -> Int? {
        for member in members(index) where self.field(member.key) == field { return member.value }
        return nil
    }

    func elements(_ index: Int) -> Children { Children(tape: self, cursor: index + 1, remaining: count(index), isObject: false) }

    func members(_ index: Int) -> Children { Children(tape: self, cursor: index + 1, remaining: count(index), isObject: true) }

    /// An object's (key, value) index pairs or an array's elements (key == value), in document order.
    struct Children: Sequence, IteratorProtocol {
        let tape: JSONTape
        var cursor: Int
        var remaining: Int
        let isObject: Bool

        mutating func next() -> JSONChildren.Member? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let key = cursor
            let value = isObject ? cursor + 1 : cursor
            cursor = tape.next(value)
            return JSONChildren.Member(key: key, value: value)
        }
    }
}

extension JSONDocument {
    /// Calls `body` with a pointer view of this document, valid only during the call.
    func withTape<Result>(_ body: (JSONTape) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try tape.withUnsafeBufferPointer { entries in
                try numbers.withUnsafeBufferPointer { numbers in
                    try body(JSONTape(bytes: bytes, entries: entries, numbers: numbers))
                }
            }
        }
    }
}
