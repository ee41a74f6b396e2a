import RenderParityText

/// A `JSONDocument` read through pointers, valid only inside `JSONDocument.withTape`.
///
/// Why: the decoder and the snapshot writer read the tape once per member of every
/// node. Through `[Entry]` and `[UInt8]` each read paid a bounds check and each
/// string comparison a `withUnsafeBufferPointer`; a view taken once per document
/// pays neither. `JSONDocument`'s own accessors are this view's, so there is one
/// implementation of each.
@usableFromInline package struct JSONTape {
    @usableFromInline package typealias Kind = JSONDocument.Kind

    /// The input, exactly as given (string entries point into it).
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline package let entries: UnsafeBufferPointer<JSONDocument.Entry>
    @usableFromInline package let numbers: UnsafeBufferPointer<Double>
    /// `JSONDocument.typeStamps`: whose node types the `type` values are stamped with.
    @usableFromInline package let typeStamps: Int

    // Explicit: a memberwise initializer is internal, and `@inlinable` code in other stages makes these.
    @inlinable package init(
        bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<JSONDocument.Entry>,
        numbers: UnsafeBufferPointer<Double>, typeStamps: Int = 0
    ) {
        self.bytes = bytes
        self.entries = entries
        self.numbers = numbers
        self.typeStamps = typeStamps
    }

    /// The root value's index.
    @inlinable package var root: Int { 0 }

    // MARK: - Values

    @inline(__always)
    @inlinable package func kind(_ index: Int) -> Kind { entries[index].kind }

    @inlinable package func number(_ index: Int) -> Double { numbers[entries[index].payload] }

    /// The raw bytes between the quotes of the string at `index` (escapes still escaped).
    @inlinable func rawString(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        return UnsafeBufferPointer(rebasing: bytes[entry.payload..<entry.payload + entry.stringCount])
    }

    /// Whether the string at `index` contains escapes (so its raw bytes are not its text).
    @inlinable func hasEscapes(_ index: Int) -> Bool { entries[index].hasEscapes }

    /// Calls `body` with the UTF-8 text of the string at `index`, escapes resolved.
    @inlinable func withText<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let raw = rawString(index)
        guard hasEscapes(index) else { return body(raw) }
        return JSONStringUnescaper.unescape(ArraySlice(raw)).withUnsafeBufferPointer(body)
    }

    /// The bytes of the string at `index` when they are its text (it has no escapes); nil when
    /// it has escapes. Such bytes hold no `"`, no `\` and no control character below U+0020:
    /// the reader rejects those unescaped (spec §1.1), and the snapshot writer relies on it
    /// (`SnapshotSink.copyFindingDelete`).
    @inline(__always)
    @inlinable package func plainText(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        let entry = entries[index]
        guard !entry.hasEscapes, let base = bytes.baseAddress else { return nil }
        return UnsafeBufferPointer(start: base + entry.payload, count: entry.stringCount)
    }

    /// The raw bytes of the string at `index` (escapes still escaped) and whether it has escapes,
    /// for the snapshot writer (`SnapshotString.isWrittenAsQ`): what `plainText` says of a string
    /// without escapes holds of these bytes outside their escapes.
    @inline(__always)
    @inlinable package func rawText(_ index: Int) -> (bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        let entry = entries[index]
        return (
            UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + entry.payload }, count: entry.stringCount),
            entry.hasEscapes
        )
    }

    @inlinable package func string(_ index: Int) -> String { withText(index) { String(decoding: $0, as: UTF8.self) } }

    /// Whether the string at `index` equals `name` (an ASCII field name), without building a `String`.
    /// Compared as UTF-8 bytes, escapes resolved, never as `String`s (which would equate
    /// canonically equivalent text, such as U+212A KELVIN SIGN and `K`; spec §1.1 compares scalars).
    @inlinable package func stringEquals(_ index: Int, _ name: StaticString) -> Bool {
        withText(index) { $0.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) }
    }

    /// The string at `index` as a `NameSignature` (escapes resolved); nil when longer than any DSL name.
    @inline(__always)
    @inlinable package func signature(_ index: Int) -> NameSignature? {
        let entry = entries[index]
        if entry.hasEscapes { return withText(index) { NameSignature($0) } }
        return NameSignature.of(bytes, start: entry.payload, count: entry.stringCount)
    }

    /// The vocabulary's field the member name at `index` names, escapes resolved (the reader
    /// recognised it); nil for any other name.
    @inlinable package func field(_ index: Int) -> FieldID? { entries[index].field }

    /// The position among the node types `stamps` names (`MemberNames.typeStamps`) of the
    /// string at `index`, when the reader recognised it as one of them; nil otherwise, and
    /// when the tape was stamped with another vocabulary's types or none.
    @inline(__always)
    @inlinable package func nodeType(_ index: Int, stampedWith stamps: Int) -> Int? {
        typeStamps == stamps ? entries[index].nodeType : nil
    }

    /// The position in `names`' list of the string at `index`.
    @inlinable package func match(_ index: Int, among names: NameIndex) -> Int? {
        names.position(of: signature(index))
    }

    // MARK: - Containers

    /// Number of members (object) or elements (array); 0 for any other value.
    @inlinable package func count(_ index: Int) -> Int { entries[index].containerCount }

    /// The index just past the value at `index` and everything inside it.
    @inlinable package func next(_ index: Int) -> Int { entries[index].end(at: index) }

    /// The value of the member named `name`, if the object at `index` has one.
    @inlinable package func member(_ index: Int, _ name: StaticString) -> Int? {
        for member in members(index) where stringEquals(member.key, name) { return member.value }
        return nil
    }

    /// The value of the member that is `field`, if the object at `index` has one: the vocabulary's
    /// names were recognised by the reader, so no name is compared again.
    @inlinable package func member(_ index: Int, _ field: FieldID) -> Int? {
        for member in members(index) where self.field(member.key) == field { return member.value }
        return nil
    }

    @inlinable package func elements(_ index: Int) -> Children {
        Children(tape: self, cursor: index + 1, remaining: count(index), isObject: false)
    }

    @inlinable package func members(_ index: Int) -> Children {
        Children(tape: self, cursor: index + 1, remaining: count(index), isObject: true)
    }

    /// An object's (key, value) index pairs or an array's elements (key == value), in document order.
    @usableFromInline package struct Children: Sequence, IteratorProtocol {
        @usableFromInline package let tape: JSONTape
        @usableFromInline package var cursor: Int
        @usableFromInline package var remaining: Int
        @usableFromInline package let isObject: Bool

        // Explicit: a memberwise initializer is internal, and `@inlinable` code in other stages makes these.
        @inlinable package init(tape: JSONTape, cursor: Int, remaining: Int, isObject: Bool) {
            self.tape = tape
            self.cursor = cursor
            self.remaining = remaining
            self.isObject = isObject
        }

        /// Wrapping arithmetic: tape indices stay below 2^32 (the reader's limit), and the
        /// overflow checks cost a test per member of every object walked.
        @inlinable package mutating func next() -> JSONChildren.Member? {
            guard remaining > 0 else { return nil }
            remaining &-= 1
            let key = cursor
            let value = isObject ? cursor &+ 1 : cursor
            cursor = tape.next(value)
            return JSONChildren.Member(key: key, value: value)
        }
    }
}

extension JSONDocument {
    /// Calls `body` with a pointer view of this document, valid only during the call.
    @inlinable package func withTape<Result>(_ body: (JSONTape) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try tape.withUnsafeBufferPointer { entries in
                try numbers.withUnsafeBufferPointer { numbers in
                    try body(JSONTape(bytes: bytes, entries: entries, numbers: numbers, typeStamps: typeStamps))
                }
            }
        }
    }
}
