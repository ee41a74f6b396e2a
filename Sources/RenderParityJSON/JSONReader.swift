import RenderParityText

/// Reads bytes into a `JSONDocument`, or says why the document is rejected (spec §1.1, §1.2).
///
/// The reader keeps its own stack of open containers instead of recursing, so
/// no input — 100,000 nested `[` included — can overflow the call stack. It
/// always reads to the end: a syntax error anywhere outranks a depth or
/// duplicate-key failure found earlier (§1.2).
///
/// Two paths: a document is read first on the fast path (`JSONScanner.readFast`), which keeps
/// nothing a failure would need and gives up at the first thing it does not accept; only then
/// does the exact path (`JSONScanner.run`) read it again, for the failure and its words.
public enum JSONReader {
    /// Deepest allowed nesting; the root container is level 1 (§1.2).
    public static let maximumDepth = 256

    public static func read(_ bytes: [UInt8]) -> Result<JSONDocument, JSONReadFailure> {
        read(bytes, recognising: .none)
    }

    /// Reads `bytes`, recognising the member names in `names` (a vocabulary's) as it goes
    /// (`JSONDocument.Entry`): the decoder then matches fields by number, not by name.
    package static func read(_ bytes: [UInt8], recognising names: MemberNames) -> Result<JSONDocument, JSONReadFailure>
    {
        read(DocumentBytes(bytes), recognising: names)
    }

    /// `read(_:recognising:)` of bytes that may be borrowed (a mapped file, `DocumentBytes`).
    package static func read(_ bytes: DocumentBytes, recognising names: MemberNames) -> Result<
        JSONDocument, JSONReadFailure
    > {
        if let document = readOnFastPath(bytes, recognising: names) { return .success(document) }
        return readOnExactPath(bytes, recognising: names)
    }

    /// The fast path alone (`JSONScanner.readFast`): the document, or nil for any document it
    /// leaves to the exact path. `read` and the tests and fuzzer that hold the paths equal call it.
    package static func readOnFastPath(_ bytes: DocumentBytes, recognising names: MemberNames) -> JSONDocument? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer: buffer, names: names)
            return scanner.readFast().map {
                JSONDocument(
                    bytes: bytes, tape: $0, numbers: scanner.numbers, objectNesting: scanner.objectNesting,
                    typeStamps: names.typeStamps)
            }
        }
    }

    /// The exact path alone (`JSONScanner.run`): what every document reads as, failures worded.
    package static func readOnExactPath(_ bytes: DocumentBytes, recognising names: MemberNames) -> Result<
        JSONDocument, JSONReadFailure
    > {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer: buffer, names: names)
            return scanner.run().map {
                JSONDocument(
                    bytes: bytes, tape: TapeEntries(TapeStorage.copying(scanner.tape), count: scanner.tape.count),
                    numbers: scanner.numbers,
                    objectNesting: scanner.objectNesting, typeStamps: names.typeStamps)
            }
        }
    }
}

/// The reader's state while it walks one document.
struct JSONScanner {
    struct Frame {
        var tapeIndex: Int
        var isObject: Bool
        var count = 0
        /// The key of the member being read (objects).
        var currentKey = -1
        /// Its names, in `keys` (objects).
        var names: DuplicateKeyTracker.Object
    }

    let buffer: UnsafeBufferPointer<UInt8>
    var position = 0
    var tape: [JSONDocument.Entry] = []
    var numbers: [Double] = []
    /// How many numbers the fast path's walk left in its first buffer, the array `readFast` keeps
    /// as `numbers`; nil when they outgrew it and are in `numbers` already.
    var numbersHeld: Int?
    /// How many open containers are objects, and `JSONDocument.objectNesting` so far.
    var openObjects = 0
    var objectNesting = 0
    /// The innermost open container. It is kept out of `outer`, the containers around
    /// it, so the bookkeeping done for every value updates a field, not an array element.
    /// At the top level, outside any container, it is a placeholder (`tapeIndex` -1).
    var current = Frame(tapeIndex: -1, isObject: false, names: DuplicateKeyTracker.Object.none)
    var outer: [Frame] = []
    /// How many containers are open.
    var depth: Int { outer.count }
    var keys = DuplicateKeyTracker()
    /// Recognises the vocabulary's member names as they are read (`JSONDocument.Entry.field`).
    let fields: MemberNames
    var depthFailure: JSONReadFailure?
    var duplicateFailure: JSONReadFailure?

    /// The quotes before which `shortPlainString` and `shortName` may read (see `shortStringBound`).
    let shortStrings: Int

    init(buffer: UnsafeBufferPointer<UInt8>, names: MemberNames) {
        self.buffer = buffer
        fields = names
        shortStrings = Self.shortStringBound(in: buffer)
    }

    // MARK: - Structure

    mutating func run() -> Result<Void, JSONReadFailure> {
        // One entry per 4 bytes: LLM-style JSON has one per 4 (minified) to 6 (pretty-printed)
        // bytes. Growing the tape copied it and touched twice its memory, which cost as much
        // as reading the document (10 MB dashboard: 430 → 820 MB/s read without it); pages
        // reserved but never written cost no memory; a large tape's are 2 MiB pages (`HugePageAdvice`).
        HugePageAdvice.reserve(max(16, buffer.count / 4), in: &tape)
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }
        do throws(JSONReadFailure) {
            // One flat loop: a container's contents are read by later turns, never by a nested call.
            var expectingValue = true
            while true {
                if expectingValue {
                    expectingValue = try readValue()
                    continue
                }
                guard depth > 0 else { break }
                let frame = current
                skipWhitespace()
                guard position < buffer.count else {
                    throw failure(frame.isObject ? Messages.JSON.endInObject : Messages.JSON.endInArray)
                }
                let byte = buffer[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if frame.isObject { try readKey() }
                    expectingValue = true
                } else if byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    close()
                } else {
                    let found = describe(byte)
                    throw failure(
                        frame.isObject
                            ? Messages.JSON.afterMember(found: found) : Messages.JSON.afterElement(found: found))
                }
            }
            skipWhitespace()
            if position < buffer.count {
                throw failure(Messages.JSON.afterValue(found: describe(buffer[position])))
            }
        } catch {
            return .failure(error)
        }
        if let depthFailure { return .failure(depthFailure) }
        if let duplicateFailure { return .failure(duplicateFailure) }
        return .success(())
    }

    /// Reads one value. A container is only opened; returns whether its first value is to be read next.
    private mutating func readValue() throws(JSONReadFailure) -> Bool {
        skipWhitespace()
        guard position < buffer.count else { throw failure(Messages.JSON.endBeforeValue) }
        if depth > 0 {
            current.count += 1
            if current.count >= JSONDocument.Entry.countLimit {
                throw failure(Messages.JSON.tooManyMembers)
            }
        }
        let byte = buffer[position]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return try open(isObject: byte == UInt8(ascii: "{"))
        case UInt8(ascii: "\""):
            let value = try scanString()
            // A node's `type` (`nodeType`): the value of an object's member named the type key.
            let isType =
                current.isObject && tape.indices.contains(current.currentKey)
                && Self.isTypeKey(tape[current.currentKey], among: fields)
            tape.append(isType ? Self.nodeType(of: value, in: buffer, among: fields.types) : value)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let value = try scanNumber()
            tape.append(.init(kind: .number, payload: numbers.count))
            numbers.append(value)
        case UInt8(ascii: "t"): try literal("true", .true)
        case UInt8(ascii: "f"): try literal("false", .false)
        case UInt8(ascii: "n"): try literal("null", .null)
        default: throw failure(Messages.JSON.expectedValue(found: describe(byte)))
        }
        return false
    }

    /// Opens a container; an empty one is closed at once. Returns whether a value is to be read next.
    private mutating func open(isObject: Bool) throws(JSONReadFailure) -> Bool {
        guard tape.count < JSONDocument.Entry.payloadLimit - 1 else {
            throw failure(Messages.JSON.tooManyValues)
        }
        if depth == JSONReader.maximumDepth, depthFailure == nil {
            let (line, column) = lineAndColumn(of: position)
            depthFailure = .depthLimit(line: line, column: column)
        }
        position += 1
        outer.append(current)
        current = Frame(tapeIndex: tape.count, isObject: isObject, names: keys.open())
        if isObject {
            objectNesting += openObjects
            openObjects += 1
        }
        tape.append(.init(kind: isObject ? .object : .array))
        skipWhitespace()
        if position < buffer.count, buffer[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            position += 1
            close()
            return false
        }
        if isObject { try readKey() }
        return true
    }

    private mutating func close() {
        guard let enclosing = outer.popLast() else { return }
        let frame = current
        current = enclosing
        if frame.isObject { openObjects -= 1 }
        keys.close(frame.names)
        tape[frame.tapeIndex].count = frame.count
        tape[frame.tapeIndex].payload = tape.count
    }

    private mutating func readKey() throws(JSONReadFailure) {
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") else {
            throw failure(
                position < buffer.count
                    ? Messages.JSON.expectedName(found: describe(buffer[position])) : Messages.JSON.endBeforeName)
        }
        let key = try scanString()
        let field = self.field(named: key)
        let keyIndex = tape.count
        tape.append(field.map { JSONDocument.Entry(field: $0, key: key) } ?? key)
        current.currentKey = keyIndex
        if duplicateFailure == nil, depthFailure == nil,
            keys.insertIsDuplicate(key, field: field, into: &current.names, in: buffer)
        {
            duplicateFailure = .duplicateKey(
                path: currentPath(),
                name: String(decoding: DuplicateKeyTracker.name(of: key, in: buffer), as: UTF8.self))
        }
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: ":") else {
            throw failure(
                position < buffer.count
                    ? Messages.JSON.expectedColon(found: describe(buffer[position])) : Messages.JSON.endBeforeColon)
        }
        position += 1
    }

    /// The vocabulary's field `key` names, escapes resolved; nil for any other name.
    @inline(__always)
    func field(named key: JSONDocument.Entry) -> FieldID? { Self.field(named: key, in: buffer, among: fields) }

    /// `field(named:)`, static: a call of a scanner method that is not inlined copies the whole
    /// scanner (a `memcpy` for every member name of the document).
    static func field(named key: JSONDocument.Entry, in buffer: UnsafeBufferPointer<UInt8>, among fields: MemberNames)
        -> FieldID?
    {
        guard fields.count > 0, key.count <= 0xFF else { return nil }
        guard key.hasEscapes else {
            return fields.field(NameSignature.of(buffer, start: key.payload, count: key.count))
        }
        return DuplicateKeyTracker.name(of: key, in: buffer).withUnsafeBufferPointer { fields.field(NameSignature($0)) }
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONDocument.Kind) throws(JSONReadFailure) {
        let length = word.utf8CodeUnitCount
        guard position + length <= buffer.count,
            (0..<length).allSatisfy({ buffer[position + $0] == word.utf8Start[$0] })
        else {
            throw failure(Messages.JSON.expectedValue(found: describe(buffer[position])))
        }
        position += length
        tape.append(.init(kind: kind))
    }
}
