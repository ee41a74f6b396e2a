import Testing

@testable import RenderParityHarness

/// Any fixture name can be listed, in double quotes with JSON escapes.
struct ExpectedFailuresTests {
    @Test func quotedNamesHoldHashesSpacesAndEscapes() throws {
        let text = """
            "a#b.json" # has a hash
            "  spaced out .json"
            with space.json # bare names keep inner spaces
            "tab\\there \\"q\\" \\u00e9\\ud83d\\ude00.json"#no space before the reason
            plain.json
            """
        let list = try ExpectedFailures.parse(text, path: "list")
        #expect(
            list.reasons == [
                "a#b.json": "has a hash",
                "  spaced out .json": "",
                "with space.json": "bare names keep inner spaces",
                "tab\there \"q\" é😀.json": "no space before the reason",
                "plain.json": "",
            ])
    }

    @Test(arguments: [
        (#""unclosed.json"#, "line 1: a quoted name needs a closing quote and valid JSON escapes"),
        (#""bad\x.json""#, "line 1: a quoted name needs a closing quote and valid JSON escapes"),
        (#""lone\ud800.json""#, "line 1: a quoted name needs a closing quote and valid JSON escapes"),
        (#""a.json" trailing"#, "line 1: expected '# reason' or nothing after the quoted name"),
    ])
    func brokenQuotingIsReportedWithItsLine(_ line: String, _ reason: String) {
        #expect(throws: ParityError.unreadable(path: "list", reason: reason)) {
            try ExpectedFailures.parse(line, path: "list")
        }
    }

    @Test func aQuotedAndABareSpellingOfOneNameAreDuplicates() {
        #expect(throws: ParityError.unreadable(path: "list", reason: "line 2 lists a.json twice")) {
            try ExpectedFailures.parse("a.json\n\"a.json\"\n", path: "list")
        }
    }
}
