import RenderParityText

/// The reader's fast path: the grammar, limits and tape of `run` (spec §1.1, §1.2) for a
/// document it accepts, and nil for anything else, which `JSONReader` then reads again with
/// `run` for its exact failure.
///
/// Why a second walk over the structure: `run` keeps, for every value, what a failure would
/// need (the open containers' keys for a duplicate's path, a depth or duplicate failure held
/// until the end because a later syntax error outranks it), and appends to arrays that check
/// their capacity and uniqueness every time: about 250 instructions a value on the 10 MB
/// dashboard. Nearly every document a renderer reads is valid, and a valid document's only
/// result is its tape. This walk keeps nothing for failures: it stops at the first thing `run`
/// would reject or report, and at what it leaves to `run` (nesting past the depth limit, a
/// repeated name, a tape past its limits), and says so with nil. Strings and numbers are read by
/// `run`'s rules: a short plain string in two words (`shortPlainString`, by
/// `ByteScanning.plainStringEnds`), a common member name by its words (`shortName`,
/// `ShortNameTable`), a longer string without escapes a word at a time with its UTF-8 checked in
/// place (`endOfString`), a number of up to 15 digits inline (`shortNumber`), and anything else
/// by `run`'s own code (`scanString`, `scanNumber`), so only the structure is walked twice.
/// `ReaderPathsTests` and the fuzzer hold the two walks equal: the same tape, numbers and
/// nesting on every document `run` accepts, and nothing accepted that `run` rejects.
extension JSONScanner {
    /// An open container on the fast path's stack.
    struct OpenContainer {
        /// Its entry on the tape, written when it closes.
        var entry: UnsafeMutablePointer<JSONDocument.Entry>
        var count: Int
        var isObject: Bool
        /// How many of the open containers, this one and those around it, are objects.
        var objects: Int
        var names: DuplicateKeyTracker.Object
        /// The members it has among the vocabulary's first 64 names, a bit each; other names go to `names`.
        var fields: UInt64 = 0
    }

    /// The document's tape (with `numbers` and `objectNesting` filled in), or nil when `run` must read it.
    mutating func readFast() -> TapeEntries? {
        // Room for every entry the walk can write, valid document or not (see `walk`): one per
        // two bytes, one more for each open container and one for the root. The tape is written
        // in place and never regrows; pages reserved but never written cost no memory. Only the
        // first entry per 4 bytes, what LLM-style JSON uses (`run`), get 2 MiB pages: past them,
        // a 2 MiB page would be mostly unused. A document of 4 GiB or more, whose offsets and tape
        // could pass the limit of an entry's payload, is left to `run`, which says when they do.
        // The memory is the buffer kept from an earlier read when it fits (`TapeStorage`).
        let room = buffer.count / 2 + JSONReader.maximumDepth + 2
        guard buffer.count < JSONDocument.Entry.payloadLimit else { return nil }
        let storage = TapeStorage.take(room: room, advised: buffer.count / 4)
        guard storage.capacity >= room else { return nil }
        let base = storage.entries
        var written: Int?
        // The numbers go straight into the storage of the array the document keeps, unless
        // there are more than it has room for (`walk`).
        var inPlace = false
        let numbersInPlace = [Double](unsafeUninitializedCapacity: Self.numberRoom(buffer.count)) { numbers, held in
            guard let first = numbers.baseAddress, numbers.count >= Self.numberRoom(buffer.count) else { return }
            let count = withUnsafeTemporaryAllocation(of: OpenContainer.self, capacity: JSONReader.maximumDepth + 1) {
                stack in
                stack.baseAddress.flatMap { walk(into: base, room: room, stack: $0, numbers: first) }
            }
            // On nil, the entries and numbers written are plain values (no deinitialization
            // needed) and are dropped.
            guard let count else { return }
            written = count
            if let count = numbersHeld {
                held = count
                inPlace = true
            }
        }
        if inPlace { numbers = numbersInPlace }
        return written.map { TapeEntries(storage, count: $0) }
    }

    /// How many numbers the walk's first buffer holds, for an input of `count` bytes: one per
    /// 64 bytes (the 10 MB dashboard has one per 212), at least 16.
    static func numberRoom(_ count: Int) -> Int { max(count / 64, 16) }

    /// A buffer for twice as many numbers as `numbers` (`count` of them) holds, with them moved in;
    /// `numbers` is freed unless it is the first, the array's storage (`readFast`). Out of line:
    /// numbers seldom outgrow the first buffer.
    @inline(never)
    private static func grown(_ numbers: UnsafeMutablePointer<Double>, count: Int, first: Bool)
        -> UnsafeMutablePointer<Double>
    {
        let larger = UnsafeMutablePointer<Double>.allocate(capacity: count * 2)
        larger.moveInitialize(from: numbers, count: count)
        if !first { numbers.deallocate() }
        return larger
    }

    /// Walks the document into `tape` and `numbers`; returns the number of entries, or nil (see
    /// above).
    ///
    /// `tape` has room for `room` entries, which no input, valid or not, can fill before the walk
    /// gives up, so no entry is checked against it (two instructions a value): every entry but
    /// those of the open containers (at most `JSONReader.maximumDepth`) and of the last value is
    /// paid for by two bytes the walk has stepped over, a scalar value and the comma or bracket
    /// after it, a name and its colon, a container's two brackets. `ReaderPathsTests` writes
    /// documents as dense in entries as the grammar allows, cut short at every byte, and the
    /// debug build asserts the bound at every entry.
    ///
    /// `stack` holds `JSONReader.maximumDepth` + 1 containers: a placeholder for the top level,
    /// then the open ones, the innermost at `top`, updated in place through the pointer. The
    /// walk's own state is a few locals (the position, the next entry, `top`) that stay in
    /// registers: a copy of the innermost container in locals, and the names' state passed to
    /// a call by address, kept most of the walk in memory and moved it back and forth.
    private mutating func walk(
        into tape: UnsafeMutablePointer<JSONDocument.Entry>, room: Int, stack: UnsafeMutablePointer<OpenContainer>,
        numbers first: UnsafeMutablePointer<Double>
    ) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let end = buffer.count
        var next = tape
        // The numbers go to a buffer by pointer, by index: first the storage of the array the
        // document keeps (`first`, `numberRoom` of them), then, should they outgrow it, buffers
        // of the walk's own, copied to `numbers` at the end. Appended to `numbers` one by one,
        // each called the runtime to check the array was not shared (+10M instructions on the
        // 10 MB dashboard). Room for a number per two bytes, as the tape has, doubled what a read
        // allocates: glibc then gave the freed memory back after each read and the next read's
        // tape faulted in every page again. Copied at the end from a buffer of the walk's own,
        // they took a `memcpy` into fresh pages: 0.75% of the in-loop pipeline's time.
        var numberCount = 0
        var numberCapacity = Self.numberRoom(end)
        var numberBuffer = first
        // Whether they outgrew `first` is told by the capacity, so `first` is not kept live across
        // the walk (kept, it cost 3.8M instructions on the 10 MB dashboard, as the walk spilled).
        defer { if numberCapacity != Self.numberRoom(end) { numberBuffer.deallocate() } }
        stack.initialize(to: OpenContainer(entry: tape, count: 0, isObject: false, objects: 0, names: .none))
        var top = stack
        let deepest = stack + JSONReader.maximumDepth
        var at = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        // Whether a member name comes before the next value (after `{` or an object's comma).
        var readsName = false
        do throws(JSONReadFailure) {
            document: while true {
                if readsName {
                    guard Self.token(base, at: &at, end: end) == UInt8(ascii: "\"") else { return nil }
                    assert(next - tape < room)
                    // The common name inline: short and plain, one of the vocabulary's first 64
                    // fields (`ShortNameTable`), new in its object and followed at once by its
                    // colon (within the input, as is the byte after it: `shortStringBound`).
                    if let short = Self.shortName(at: at, base: base, below: shortStrings),
                        case let name = fields.short.slot(of: short),
                        name.pointee.head == short.head, name.pointee.middle == short.middle,
                        top.pointee.fields & name.pointee.bit == 0, base[at &+ short.count &+ 2] == UInt8(ascii: ":")
                    {
                        top.pointee.fields |= name.pointee.bit
                        next.initialize(
                            to: JSONDocument.Entry(
                                bits: name.pointee.entry | UInt64(truncatingIfNeeded: at &+ 1) &<< 32))
                        at = at &+ short.count &+ 3
                        // One space nearly always follows: stepped over here, the value's token
                        // is then read at once.
                        if base[at] == UInt8(ascii: " ") { at &+= 1 }
                    } else {
                        guard let after = readOtherKey(at: at, in: top, tape: next) else { return nil }
                        at = after
                    }
                    next += 1
                }
                let byte = Self.token(base, at: &at, end: end)
                assert(next - tape < room)
                // Checked against `countLimit` when the container closes (`close`).
                top.pointee.count &+= 1
                if byte == UInt8(ascii: "\"") {
                    // The short case here, not in `fastString`: the call cost more than the string.
                    // Either is a node's `type` (`nodeType`) when it is a member's value (in an
                    // object every value is: its name's entry is just before) whose key is the
                    // type key. Keyed on the object, not on `readsName`: the walk then spilled it.
                    if let short = Self.shortPlainString(at: at, base: base, below: shortStrings) {
                        var value = JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1)
                        // Its words read again out of line, not taken from `short`: for any other
                        // value the walk then masks none (+2M instructions on the 10 MB dashboard).
                        if top.pointee.isObject, Self.isTypeKey((next - 1).pointee, among: fields) {
                            value = Self.nodeType(of: value, at: at &+ 1, base: base, among: fields.types)
                        }
                        next.initialize(to: value)
                        at = at &+ short.count &+ 2
                    } else {
                        // A copy of the position for the call.
                        var after = at
                        var value = try fastString(at: &after)
                        if top.pointee.isObject, Self.isTypeKey((next - 1).pointee, among: fields) {
                            value = Self.nodeType(of: value, in: buffer, among: fields.types)
                        }
                        next.initialize(to: value)
                        at = after
                    }
                    next += 1
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    guard top < deepest else { return nil }
                    let isObject = byte == UInt8(ascii: "{")
                    let objects = top.pointee.objects
                    if isObject { objectNesting &+= objects }
                    top += 1
                    // Its entry is written when it closes: a walk that gives up drops the tape.
                    top.initialize(
                        to: OpenContainer(
                            entry: next, count: 0, isObject: isObject, objects: isObject ? objects &+ 1 : objects,
                            names: keys.open()))
                    next += 1
                    at &+= 1
                    guard Self.token(base, at: &at, end: end) == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    else {
                        readsName = isObject
                        continue document
                    }
                    at &+= 1
                    guard close(&top, stack: stack, next: next) else { return nil }
                } else if byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 {
                    let value: Double
                    if let short = Self.shortNumber(at: at, in: buffer) {
                        value = short.value
                        at = short.end
                    } else {
                        position = at
                        value = try scanNumber()
                        at = position
                    }
                    next.initialize(to: JSONDocument.Entry(kind: .number, payload: numberCount))
                    next += 1
                    if numberCount == numberCapacity {
                        numberBuffer = Self.grown(
                            numberBuffer, count: numberCount, first: numberCapacity == Self.numberRoom(end))
                        numberCapacity *= 2
                    }
                    (numberBuffer + numberCount).initialize(to: value)
                    numberCount &+= 1
                } else {
                    // The end of the input is a token 0 here (`token`), as is a NUL: no value.
                    let (word, kind): (StaticString, JSONDocument.Kind)
                    switch byte {
                    case UInt8(ascii: "t"): (word, kind) = ("true", .true)
                    case UInt8(ascii: "f"): (word, kind) = ("false", .false)
                    case UInt8(ascii: "n"): (word, kind) = ("null", .null)
                    default: return nil
                    }
                    guard let after = Self.afterWord(word, in: buffer, at: at) else { return nil }
                    at = after
                    next.initialize(to: JSONDocument.Entry(kind: kind))
                    next += 1
                }
                // After a value: a comma, or the end of its container (and perhaps of those around it).
                while top != stack {
                    let byte = Self.token(base, at: &at, end: end)
                    at &+= 1
                    if byte == UInt8(ascii: ",") {
                        readsName = top.pointee.isObject
                        continue document
                    }
                    guard byte == (top.pointee.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")),
                        close(&top, stack: stack, next: next)
                    else { return nil }
                }
                break document
            }
        } catch {
            return nil
        }
        guard Self.afterSpace(base, from: at, end: end) == end else { return nil }
        if numberCapacity == Self.numberRoom(end) {
            numbersHeld = numberCount
        } else {
            numbers = Array(UnsafeBufferPointer(start: numberBuffer, count: numberCount))
        }
        return next - tape
    }

    /// Closes `top`, the innermost container, and makes the one around it the innermost; false
    /// when it has too many members or elements for its entry (`run` says so), checked here
    /// once and not at each of them.
    @inline(__always)
    private mutating func close(
        _ top: inout UnsafeMutablePointer<OpenContainer>, stack: UnsafeMutablePointer<OpenContainer>,
        next: UnsafeMutablePointer<JSONDocument.Entry>
    ) -> Bool {
        let closed = top.pointee
        guard closed.count < JSONDocument.Entry.countLimit else { return false }
        // The tape's start is read from the placeholder's entry, not kept in a register: the
        // compiler then worked out the index past the container for every value, closing or not.
        closed.entry.initialize(
            to: JSONDocument.Entry(
                kind: closed.isObject ? .object : .array, count: closed.count,
                payload: Self.index(of: next, in: stack.pointee.entry)))
        keys.close(closed.names)
        top -= 1
        return true
    }

    /// The index of `entry` in `tape`: the pointers' distance, as a shift (`entry - tape` divided
    /// with a correction for negative distances, six instructions for every value).
    @inline(__always)
    private static func index(
        of entry: UnsafeMutablePointer<JSONDocument.Entry>, in tape: UnsafeMutablePointer<JSONDocument.Entry>
    ) -> Int {
        (Int(bitPattern: entry) &- Int(bitPattern: tape)) &>> 3
    }

    /// The position after `word` (a literal) when it is at `at`; nil when it is not.
    private static func afterWord(_ word: StaticString, in buffer: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        let length = word.utf8CodeUnitCount
        guard at + length <= buffer.count else { return nil }
        for offset in 0..<length where buffer[at + offset] != word.utf8Start[offset] { return nil }
        return at + length
    }
}
