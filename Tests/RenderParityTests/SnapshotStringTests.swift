import Testing
@testable import RenderParity

/// spec §3.3 Q and B.
struct SnapshotStringTests {
    @Test(arguments: [
        ("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("back\\slash", "\"back\\\\slash\""), ("l1\nl2", "\"l1\\nl2\""),
        ("cr\r", "\"cr\\r\""), ("tab\t", "\"tab\\t\""), ("\u{01}", "\"\\u0001\""), ("\u{1B}", "\"\\u001b\""), ("\u{7F}", "\"\\u007f\""),
        ("\u{1F}", "\"\\u001f\""), ("é\u{301}", "\"é\u{301}\""), ("👩‍👩‍👧", "\"👩‍👩‍👧\""), ("שלום", "\"שלום\""), ("\u{85}\u{2028}", "\"\u{85}\u{2028}\""), ("", "\"\""),
    ])
    func quotes(_ text: String, _ expected: String) {
        #expect(SnapshotString.quoted(text) == expected)
    }

    @Test(arguments: [
        ("red", "red"), ("#FF0000", "#FF0000"), ("By category", "By category"), ("a,b)", "a,b)"), ("non-breaking\u{A0}", "non-breaking\u{A0}"),
        ("", "\"\""), ("none", "\"none\""), ("default", "\"default\""), ("None", "None"), ("nonexistent", "nonexistent"),
        (" lead", "\" lead\""), ("trail ", "\"trail \""), ("a=b", "\"a=b\""), ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("c:\\path", "\"c:\\\\path\""), ("line\nbreak", "\"line\\nbreak\""), ("\u{7F}", "\"\\u007f\""), ("\ttab", "\"\\ttab\""),
    ])
    func bareUnlessAmbiguous(_ text: String, _ expected: String) {
        #expect(SnapshotString.bareOrQuoted(text) == expected)
    }
}
