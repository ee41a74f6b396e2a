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
/// repeated name, a tape past its limits), and says so with nil. Numbers, and strings other than
/// short plain ones, are scanned by `run`'s own code (`scanString`, `scanNumber`); a short plain
/// string is read in two words (`shortPlainString`) by the rule `run`'s scan uses
/// (`ByteScanning.plainStringEnds`), so only the structure is walked twice.
/// `ReaderPathsTests` and the fuzzer hold the two walks equal: the same tape, numbers and
/// nesting on every document `run` accepts, and nothing accepted that `run` rejects.
extension JSONScanner {
    /// An open container on the fast path's stack.
    struct OpenContainer {
        var tapeIndex: Int
        var count: Int
        var isObject: Bool
        var names: DuplicateKeyTracker.Object
        /// The members it has among the vocabulary's first 64 names, a bit each; other names go to `names`.
        var fields: UInt64 = 0
    }

    /// The document's tape (with `numbers` and `objectNesting` filled in), or nil when `run` must read it.
    mutating func readFast() -> [JSONDocument.Entry]? {
        // Every value but the last takes at least two bytes (`1,`), so there is at most one entry
        // per two bytes, and one more for the root: the tape is written in place and never regrows.
        // Pages reserved but never written cost no memory. Only the first entry per 4 bytes, what
        // LLM-style JSON uses (`run`), get 2 MiB pages: past them, a 2 MiB page would be mostly unused.
        let capacity = HugePageAdvice.wholePageCapacity(
            buffer.count / 2 + 2, stride: MemoryLayout<JSONDocument.Entry>.stride)
        var accepted = false
        let tape = [JSONDocument.Entry](unsafeUninitializedCapacity: capacity) { entries, written in
            HugePageAdvice.advise(
                UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(entries).prefix(buffer.count * 2))
            )
            guard let base = entries.baseAddress else { return }
            let count = withUnsafeTemporaryAllocation(
                of: OpenContainer.self, capacity: JSONReader.maximumDepth + 1
            ) { stack in
                stack.baseAddress.flatMap { walk(into: base, capacity: entries.count, stack: $0) }
            }
            // On nil, the entries written are plain values (no deinitialization needed) and are dropped.
            if let count {
                written = count
                accepted = true
            }
        }
        return accepted ? tape : nil
    }

    /// A buffer for twice as many numbers as `numbers` (`count` of them) holds, with them moved in.
    /// Out of line: numbers seldom outgrow the first buffer.
    @inline(never)
    private static func grown(_ numbers: UnsafeMutablePointer<Double>, count: Int) -> UnsafeMutablePointer<Double> {
        let larger = UnsafeMutablePointer<Double>.allocate(capacity: count * 2)
        larger.moveInitialize(from: numbers, count: count)
        numbers.deallocate()
        return larger
    }

    /// Walks the document into `tape` (room for `capacity` entries) and `numbers`; returns the
    /// number of entries, or nil (see above).
    /// `stack` holds `JSONReader.maximumDepth` + 1 containers: the ones around the innermost.
    /// The position is a local, `at`, written back to `position` only around the scanner's own
    /// string and number code: kept in the scanner, every step of it went through memory.
    private mutating func walk(
        into tape: UnsafeMutablePointer<JSONDocument.Entry>, capacity: Int, stack: UnsafeMutablePointer<OpenContainer>
    ) -> Int? {
        let buffer = self.buffer
        let limit = min(capacity, JSONDocument.Entry.payloadLimit - 1)
        var count = 0
        // The numbers go to a buffer of the walk's own, by index, and to `numbers` at the end.
        // Appended to `numbers` one by one, each called the runtime to check the array was not
        // shared, and the compiler kept more of the walk's state in memory (+10M instructions on
        // the 10 MB dashboard). Room for a number per two bytes, as the tape has, doubled what
        // a read allocates: glibc then gave the freed memory back after each read and the next
        // read's tape faulted in every page again (1 MB dashboard: 1.66 → 2.15 ms a read).
        var numberCount = 0
        var numberCapacity = max(buffer.count / 64, 16)
        var numberBuffer = UnsafeMutablePointer<Double>.allocate(capacity: numberCapacity)
        defer { numberBuffer.deallocate() }
        var depth = 0
        // The innermost open container, kept out of `stack` as `run` keeps it out of `outer`;
        // at the top level a placeholder.
        var current = OpenContainer(tapeIndex: -1, count: 0, isObject: false, names: .none)
        var at = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        do throws(JSONReadFailure) {
            var expectingValue = true
            while true {
                if expectingValue {
                    at = Self.afterWhitespace(in: buffer, from: at)
                    guard at < buffer.count, count < limit else { return nil }
                    // Checked against `countLimit` when the container closes (`close`).
                    current.count &+= 1
                    let byte = buffer[at]
                    switch byte {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard depth < JSONReader.maximumDepth else { return nil }
                        let isObject = byte == UInt8(ascii: "{")
                        stack[depth] = current
                        depth += 1
                        current = OpenContainer(tapeIndex: count, count: 0, isObject: isObject, names: keys.open())
                        if isObject {
                            objectNesting += openObjects
                            openObjects += 1
                        }
                        tape[count] = JSONDocument.Entry(kind: isObject ? .object : .array)
                        count += 1
                        at = Self.afterWhitespace(in: buffer, from: at + 1)
                        if at < buffer.count, buffer[at] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                            at += 1
                            guard close(&current, tape: tape, count: count, stack: stack, depth: &depth) else {
                                return nil
                            }
                            expectingValue = false
                        } else if isObject {
                            guard let next = readFastKey(&current, from: at, tape: tape, count: &count, limit: limit)
                            else {
                                return nil
                            }
                            at = next
                        }
                        continue
                    case UInt8(ascii: "\""):
                        // The short case here, not in `fastString`: the call cost more than the string.
                        if let short = Self.shortPlainString(at: at, in: buffer, below: shortStrings) {
                            tape[count] = JSONDocument.Entry(kind: .string, count: short.count, payload: at &+ 1)
                            at = at &+ short.count &+ 2
                        } else {
                            // A copy of the position for the call (see `readFastKey`).
                            var end = at
                            tape[count] = try fastString(at: &end)
                            at = end
                        }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        let value: Double
                        if let short = Self.shortNumber(at: at, in: buffer) {
                            value = short.value
                            at = short.end
                        } else {
                            position = at
                            value = try scanNumber()
                            at = position
                        }
                        tape[count] = JSONDocument.Entry(kind: .number, payload: numberCount)
                        if numberCount == numberCapacity {
                            numberBuffer = Self.grown(numberBuffer, count: numberCount)
                            numberCapacity *= 2
                        }
                        (numberBuffer + numberCount).initialize(to: value)
                        numberCount += 1
                    case UInt8(ascii: "t"):
                        guard let end = Self.afterWord("true", in: buffer, at: at) else { return nil }
                        at = end
                        tape[count] = JSONDocument.Entry(kind: .true)
                    case UInt8(ascii: "f"):
                        guard let end = Self.afterWord("false", in: buffer, at: at) else { return nil }
                        at = end
                        tape[count] = JSONDocument.Entry(kind: .false)
                    case UInt8(ascii: "n"):
                        guard let end = Self.afterWord("null", in: buffer, at: at) else { return nil }
                        at = end
                        tape[count] = JSONDocument.Entry(kind: .null)
                    default:
                        return nil
                    }
                    count += 1
                    expectingValue = false
                }
                guard depth > 0 else { break }
                at = Self.afterWhitespace(in: buffer, from: at)
                guard at < buffer.count else { return nil }
                let byte = buffer[at]
                if byte == UInt8(ascii: ",") {
                    at += 1
                    if current.isObject {
                        guard let next = readFastKey(&current, from: at, tape: tape, count: &count, limit: limit) else {
                            return nil
                        }
                        at = next
                    }
                    expectingValue = true
                } else if byte == (current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    at += 1
                    guard close(&current, tape: tape, count: count, stack: stack, depth: &depth) else {
                        return nil
                    }
                } else {
                    return nil
                }
            }
        } catch {
            return nil
        }
        guard Self.afterWhitespace(in: buffer, from: at) == buffer.count else { return nil }
        numbers = Array(UnsafeBufferPointer(start: numberBuffer, count: numberCount))
        return count
    }

    /// Closes `current`, the innermost container, and makes the one around it current; false
    /// when it has too many members or elements for its entry (`run` says so), checked here
    /// once and not at each of them.
    @inline(__always)
    private mutating func close(
        _ current: inout OpenContainer, tape: UnsafeMutablePointer<JSONDocument.Entry>, count: Int,
        stack: UnsafeMutablePointer<OpenContainer>, depth: inout Int
    ) -> Bool {
        guard current.count < JSONDocument.Entry.countLimit else { return false }
        tape[current.tapeIndex] = JSONDocument.Entry(
            kind: current.isObject ? .object : .array, count: current.count, payload: count)
        if current.isObject { openObjects -= 1 }
        keys.close(current.names)
        depth -= 1
        current = stack[depth]
        return true
    }

    /// The position after `word` (a literal) when it is at `at`; nil when it is not.
    private static func afterWord(_ word: StaticString, in buffer: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        let length = word.utf8CodeUnitCount
        guard at + length <= buffer.count else { return nil }
        for offset in 0..<length where buffer[at + offset] != word.utf8Start[offset] { return nil }
        return at + length
    }
}
