import Testing

@testable import RenderParity

/// spec §3.3 Q and B.
struct SnapshotStringTests {
    @Test(arguments: [
        ("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("back\\slash", "\"back\\\\slash\""), ("l1\nl2", "\"l1\\nl2\""),
        ("cr\r", "\"cr\\r\""), ("tab\t", "\"tab\\t\""), ("\u{01}", "\"\\u0001\""), ("\u{1B}", "\"\\u001b\""),
        ("\u{7F}", "\"\\u007f\""),
        ("\u{1F}", "\"\\u001f\""), ("é\u{301}", "\"é\u{301}\""), ("👩‍👩‍👧", "\"👩‍👩‍👧\""), ("שלום", "\"שלום\""),
        ("\u{85}\u{2028}", "\"\u{85}\u{2028}\""), ("", "\"\""),
    ])
    func quotes(_ text: String, _ expected: String) {
        #expect(SnapshotString.quoted(text) == expected)
    }

    @Test(arguments: [
        ("red", "red"), ("#FF0000", "#FF0000"), ("By category", "By category"), ("a,b)", "a,b)"),
        ("non-breaking\u{A0}", "non-breaking\u{A0}"),
        ("", "\"\""), ("none", "\"none\""), ("default", "\"default\""), ("None", "None"),
        ("nonexistent", "nonexistent"),
        (" lead", "\" lead\""), ("trail ", "\"trail \""), ("a=b", "\"a=b\""), ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("c:\\path", "\"c:\\\\path\""), ("line\nbreak", "\"line\\nbreak\""), ("\u{7F}", "\"\\u007f\""),
        ("\ttab", "\"\\ttab\""), ("nonf", "nonf"), ("mone", "mone"), ("defaulT", "defaulT"),
        ("default ", "\"default \""),
        ("defbult", "defbult"), ("xefault", "xefault"), ("defaul", "defaul"), ("nonee", "nonee"),
    ])
    func bareUnlessAmbiguous(_ text: String, _ expected: String) {
        #expect(SnapshotString.bareOrQuoted(text) == expected)
    }

    /// The word-at-a-time search for bytes to escape (and, for B, `=`) finds what the byte loop finds.
    @Test func escapeSearchMatchesTheByteLoop() {
        var random = SplitMixForTests(seed: 17)
        let interesting: [UInt8] = [
            0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x3C, 0x3D, 0x3E, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3,
            0xA9, 0xFF,
        ]
        for _ in 0..<20_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ in
                random.next() % 5 == 0
                    ? interesting[Int(random.next() % UInt64(interesting.count))]
                    : UInt8(ascii: "a") + UInt8(random.next() % 26)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    for orEquals in [false, true] {
                        #expect(
                            SnapshotString.firstEscaped(buffer, from: start, orEquals: orEquals)
                                == SnapshotString.firstEscapedBytewise(buffer, from: start, orEquals: orEquals))
                    }
                }
            }
        }
    }

    /// The sink's Q and B, whose fast path copies a text and then searches the copy, write what
    /// the rules say byte by byte, with the buffer empty and with it nearly full (the general path).
    @Test func sinkQuotingMatchesTheRules() {
        var random = SplitMixForTests(seed: 29)
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x22, 0x3D, 0x5C, 0x7F, 0xC3, 0xA9]
        let words: [[UInt8]] = ["none", "default", "nonf", "defaulT", " none", "default "].map { Array($0.utf8) }
        for round in 0..<2_000 {
            var bytes: [UInt8]
            if round % 7 == 0 {
                bytes = words[Int(random.next() % UInt64(words.count))]
            } else {
                bytes = (0..<Int(random.next() % 40)).map { _ in
                    random.next() % 6 == 0
                        ? interesting[Int(random.next() % UInt64(interesting.count))]
                        : UInt8(ascii: "a") + UInt8(random.next() % 26)
                }
            }
            for filled in [0, SnapshotSink.bufferSize - bytes.count - 17, SnapshotSink.bufferSize - 3] {
                var written: [UInt8] = []
                SnapshotSink.writing(into: &written) { sink in
                    sink.append(byte: 0x2E)
                    for _ in 1..<max(1, filled) { sink.append(byte: 0x2E) }
                    bytes.withUnsafeBufferPointer { sink.quoted($0) }
                    sink.append(byte: 0x7C)
                    bytes.withUnsafeBufferPointer { sink.bareOrQuoted($0) }
                }
                let expected =
                    [UInt8](repeating: 0x2E, count: max(1, filled)) + Self.quotedByRule(bytes) + [0x7C]
                    + (Self.needsQuotesByRule(bytes) ? Self.quotedByRule(bytes) : bytes)
                #expect(written == expected)
            }
        }
    }

    static func quotedByRule(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in bytes {
            switch byte {
            case 0x22, 0x5C: out += [0x5C, byte]
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array("\\u00".utf8) + Array(String(format2(byte)).utf8)
            default: out.append(byte)
            }
        }
        return out + [0x22]
    }

    static func format2(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    static func needsQuotesByRule(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || bytes.first == 0x20 || bytes.last == 0x20 || bytes == Array("none".utf8)
            || bytes == Array("default".utf8)
            || bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C || $0 == 0x3D }
    }
}
