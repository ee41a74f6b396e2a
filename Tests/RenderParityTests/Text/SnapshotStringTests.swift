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
}
