import Testing

@testable import RenderParity
@testable import RenderParityJSON

/// `SnapshotSink`'s buffered writing against plain array appends.
struct SnapshotSinkTests {
    static func written(_ body: (inout SnapshotSink) -> Void) -> [UInt8] {
        var bytes: [UInt8] = []
        SnapshotSink.writing(into: &bytes, body)
        return bytes
    }

    /// Pieces of every small length (the word copies) and past the buffer (the direct append),
    /// and all of them joined.
    static func pieces(seed: UInt64) -> (pieces: [[UInt8]], joined: [UInt8]) {
        var random = SplitMixForTests(seed: seed)
        let pieces: [[UInt8]] = (0..<3_000).map { index in
            let length =
                index % 50 == 0 ? Int(random.next() % UInt64(SnapshotSink.bufferSize + 9_000)) : Int(random.next() % 20)
            return (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        }
        return (pieces, pieces.flatMap { $0 })
    }

    /// Writes `pieces`, some a byte and then the rest.
    static func append(_ pieces: [[UInt8]], to sink: inout SnapshotSink) {
        for (index, piece) in pieces.enumerated() {
            piece.withUnsafeBufferPointer { piece in
                if index % 7 == 0, let byte = piece.first {
                    sink.append(byte: byte)
                    sink.append(UnsafeBufferPointer(rebasing: piece[1...]))
                } else {
                    sink.append(piece)
                }
            }
        }
    }

    /// Pieces of every small length and past the buffer arrive whole and in order.
    @Test func piecesOfEveryLengthArriveInOrder() {
        let (pieces, expected) = Self.pieces(seed: 5)
        #expect(Self.written { Self.append(pieces, to: &$0) } == expected)
    }

    /// Written into the returned array's own storage (`SnapshotSink.array`, what
    /// `RenderSnapshot.make(from:)` uses), the same pieces arrive whole and in order, whether the
    /// storage has room for them all or what it holds moves out each time it fills.
    @Test func piecesArriveInOrderInAnArraysOwnStorage() {
        let (pieces, expected) = Self.pieces(seed: 6)
        for capacity in [0, SnapshotSink.bufferSize + 1, expected.count / 2, expected.count, 2 * expected.count] {
            let bytes = SnapshotSink.array(capacity: capacity) { Self.append(pieces, to: &$0) }
            // Compared first: megabytes that differ make a diff too long to print.
            let arrived = bytes == expected
            #expect(arrived, "capacity \(capacity): \(bytes.count) bytes, \(expected.count) expected")
        }
    }

    @Test func indentationOfAnyDepth() {
        for depth in [0, 1, 2, 7, 2047, 2048, 2049, 5000] {
            let bytes = Self.written {
                $0.emit("x")
                $0.indent(depth)
                $0.emit("y")
            }
            #expect(bytes == Array("x".utf8) + Array(repeating: 0x20, count: 2 * depth) + Array("y".utf8))
        }
    }

    @Test func numbersAndCountsMatchTheirReferences() {
        var random = SplitMixForTests(seed: 9)
        let counts =
            [0, 1, 9, 10, 99, 100, -1, -10, Int.max, Int.min]
            + (0..<2_000).map { _ in Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 63) }
        for count in counts {
            #expect(Self.written { $0.count(count) } == Array(String(count).utf8))
        }
        let values = [
            0.0, -0.0, 1, -1.5, 1e-7, 1e21, 1.2345678901234568e17, 0.1, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        for value in values {
            #expect(Self.written { $0.number(value) } == Array(SnapshotNumber.format(value).utf8))
        }
    }

    /// Numbers and counts written in place (`SnapshotNumber.write`) equal the reference on values
    /// of every shape the fast path takes, and wherever the buffer ends, where they take the
    /// formatted path instead.
    @Test func numbersWrittenInPlaceMatchTheReference() {
        var random = SplitMixForTests(seed: 21)
        var values: [Double] = [0.05, 1e-6, 0.000001234, 9_007_199_254_740_991, 123_456_789.123, -0.5, 10, 100, 99.99]
        for round in 0..<20_000 {
            let bits = random.next()
            let value: Double =
                switch round % 4 {
                case 0: Double(Int64(bitPattern: bits) >> Int64(bits % 60))
                case 1: Double(bits % 100_000_000) / [1, 10, 100, 1_000, 1e6, 1e9][Int(bits % 6)]
                case 2: Double(bits % 100_000) / 100 * (bits % 2 == 0 ? 1 : -1)
                default: Double(bitPattern: bits)
                }
            values.append(value.isFinite ? value : 1)
        }
        for value in values {
            #expect(Self.written { $0.number(value) } == Array(SnapshotNumber.format(value).utf8), "\(value)")
        }
        let filler = [UInt8](repeating: UInt8(ascii: "x"), count: SnapshotSink.bufferSize)
        for room in 0..<60 {
            let bytes = Self.written { sink in
                filler.withUnsafeBufferPointer { sink.append(UnsafeBufferPointer(rebasing: $0[room...])) }
                sink.number(-77399.56)
                sink.count(-1_234_567)
            }
            #expect(bytes == filler[room...] + Array("-77399.56-1234567".utf8), "\(room)")
        }
    }

    /// Numbers whose digits number one side or the other of each power of ten, where
    /// `SnapshotNumber.digitCount` settles between its guess and one more.
    @Test func numbersAtEachPowerOfTenMatchTheReference() {
        var values: [Double] = []
        var power = 1.0
        for _ in 0...15 {
            for whole in [power - 1, power, power + 1, 2 * power, 9 * power] where whole < 9_007_199_254_740_992 {
                values += [whole, -whole, whole / 10, whole / 1_000, whole / 1e6]
            }
            power *= 10
        }
        for value in values where value != 0 {
            #expect(Self.written { $0.number(value) } == Array(SnapshotNumber.format(value).utf8), "\(value)")
        }
    }

    /// Q and B from the sink equal an escaping written byte by byte.
    @Test func quotingMatchesAByteByByteReference() {
        var random = SplitMixForTests(seed: 13)
        let alphabet: [UInt8] = Array("ab =\"\\\n\r\t".utf8) + [0x00, 0x01, 0x1F, 0x7F, 0xC3, 0xA9]
        for _ in 0..<5_000 {
            let text = (0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let reference = SnapshotStringTests.quotedByRule(text)
            #expect(text.withUnsafeBufferPointer { text in Self.written { $0.quoted(text) } } == reference)
            let bare = !SnapshotStringTests.needsQuotesByRule(text)
            #expect(
                text.withUnsafeBufferPointer { text in Self.written { $0.bareOrQuoted(text) } }
                    == (bare ? text : reference))
        }
    }
    /// Plain JSON text (what the reader leaves unescaped: no `"`, `\`, or control character below
    /// U+0020), of every length a word copy treats apart, DEL and `=` anywhere or nowhere.
    static func plainTexts(seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SplitMixForTests(seed: seed)
        let alphabet: [UInt8] = Array("ab =#$".utf8) + [0x7F, 0xC3, 0xA9, 0x7E, 0x21]
        var texts: [[UInt8]] = [Array("none".utf8), Array("default".utf8), Array(" lead".utf8), Array("trail ".utf8)]
        for length in 0...40 {
            texts.append(Array(repeating: UInt8(ascii: "a"), count: length))
            for position in 0..<length {
                for special: UInt8 in [0x7F, UInt8(ascii: "=")] {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text[position] = special
                    texts.append(text)
                }
            }
        }
        for _ in 0..<count {
            texts.append(
                (0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        return texts
    }

    /// `copyFindingDelete` copies the text and finds DEL (and `=` when asked) exactly, whatever
    /// the bytes around it: the words it reads stay within the text.
    @Test func copyFindingDeleteMatchesAByteLoop() {
        for text in Self.plainTexts(seed: 31, count: 3_000) where !text.isEmpty {
            for orEquals in [false, true] {
                // DEL and `=` on both sides of the text, where a read past it would see them.
                let source =
                    [UInt8](repeating: 0x7F, count: 24) + text + [UInt8](repeating: UInt8(ascii: "="), count: 24)
                var target = [UInt8](repeating: 0x7F, count: text.count + 48)
                let found = source.withUnsafeBufferPointer { source in
                    target.withUnsafeMutableBytes { target in
                        SnapshotSink.copyFindingDelete(
                            UnsafeBufferPointer(rebasing: source[24..<(24 + text.count)]),
                            to: target.baseAddress.unsafelyUnwrapped + 16, orEquals: orEquals)
                    }
                }
                #expect(Array(target[16..<(16 + text.count)]) == text)
                #expect(found == text.contains { $0 == 0x7F || orEquals && $0 == UInt8(ascii: "=") }, "\(text)")
            }
        }
    }

    /// Q and B of plain text written in place (`quotedPlainText`, `barePlainText`) are what
    /// `quoted` and `bareOrQuoted` write, or nothing where those quote or escape it, or where the
    /// text and what must stay free after it do not fit before the buffer's end.
    @Test func plainTextWrittenInPlaceMatchesQAndB() {
        let filler = [UInt8](repeating: UInt8(ascii: "x"), count: SnapshotSink.bufferSize)
        for (index, text) in Self.plainTexts(seed: 33, count: 2_000).enumerated() {
            let quoted = text.withUnsafeBufferPointer { text in Self.written { $0.quoted(text) } }
            let bare = text.withUnsafeBufferPointer { text in Self.written { $0.bareOrQuoted(text) } }
            // Near the end of the buffer for some, so the room check decides.
            let room = index % 5 == 0 ? text.count + 2 + 32 + index % 3 : SnapshotSink.bufferSize
            for isQuoted in [true, false] {
                var wrote = false
                let bytes = Self.written { sink in
                    filler.withUnsafeBufferPointer { sink.append(UnsafeBufferPointer(rebasing: $0[room...])) }
                    text.withUnsafeBufferPointer { text in
                        let start = sink.buffer.baseAddress.unsafelyUnwrapped + sink.used
                        if isQuoted {
                            start.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
                            if let end = sink.quotedPlainText(text, at: start + 1, sparing: 32) {
                                sink.commit(end)
                                wrote = true
                            }
                        } else if let end = sink.barePlainText(text, at: start, sparing: 32) {
                            sink.commit(end)
                            wrote = true
                        }
                    }
                }
                let written = Array(bytes[(SnapshotSink.bufferSize - room)...])
                if isQuoted {
                    let fits = text.count + 3 + 32 <= room
                    #expect(wrote == (fits && !text.contains(0x7F)), "\(text)")
                    if wrote { #expect(written == quoted, "\(text)") }
                } else {
                    let fits = text.count + 32 <= room
                    #expect(wrote == (fits && !text.isEmpty && bare == text), "\(text)")
                    if wrote { #expect(written == bare, "\(text)") }
                }
            }
        }
    }

    /// When `isWrittenAsQ` takes a JSON string's raw bytes as Q's text, Q of the unescaped text,
    /// and B of it, are those bytes quoted; it refuses them only where they are not, or where a
    /// `\u` escape happens to be written as Q writes its character (`\u007f`), which it leaves to
    /// the general path.
    @Test func escapesWrittenAsQMatchUnescapingAndQuoting() {
        var random = SplitMixForTests(seed: 35)
        let pieces: [String] = [
            "a", "=", " ", "\u{7F}", "é", #"\""#, #"\\"#, #"\n"#, #"\r"#, #"\t"#, #"\/"#, #"\b"#, #"\f"#, #"\u0041"#,
            #"\u007f"#, #"\u00e9"#, #"\ud83d\ude00"#,
        ]
        var taken = 0
        for _ in 0..<5_000 {
            let raw = Array(
                (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
                    .utf8)
            guard raw.contains(UInt8(ascii: "\\")) else { continue }
            let text = JSONStringUnescaper.unescape(ArraySlice(raw))
            let quoted = text.withUnsafeBufferPointer { text in Self.written { $0.quoted(text) } }
            let bare = text.withUnsafeBufferPointer { text in Self.written { $0.bareOrQuoted(text) } }
            let isQ = raw.withUnsafeBufferPointer { SnapshotString.isWrittenAsQ($0) }
            let same = quoted == [0x22] + raw + [0x22]
            #expect(
                isQ ? same : !same || raw.indices.dropLast().contains { raw[$0] == 0x5C && raw[$0 + 1] == 0x75 },
                "\(String(decoding: raw, as: UTF8.self))")
            if isQ {
                #expect(bare == quoted)
                taken += 1
            }
        }
        #expect(taken > 100)
    }
}
