import Foundation
import Testing

@testable import RenderParityHarness

/// `--report json` is byte-identical on every machine: keys sorted bytewise,
/// two-space indent, strict JSON escaping, a final newline.
struct ReportJSONTests {
    @Test func writesTheExactLayout() {
        let report = ReportJSON.object([
            "passed": .integer(3),
            "failed": .integer(-1),
            "results": .array([.object(["name": .string("a"), "ok": .bool(true)]), .null, .bool(false)]),
            "empty": .object([:]),
            "none": .array([]),
        ])
        #expect(
            report.text == """
                {
                  "empty": {},
                  "failed": -1,
                  "none": [],
                  "passed": 3,
                  "results": [
                    {
                      "name": "a",
                      "ok": true
                    },
                    null,
                    false
                  ]
                }

                """)
    }

    @Test func keysAreSortedBytewise() {
        let keys = ["b", "a", "B", "_", "é", "aa", "Z", "1", "ä"]
        let text = ReportJSON.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, .null) })).text
        let written = text.split(separator: "\n").dropFirst().dropLast().map { String($0.split(separator: "\"")[1]) }
        #expect(written == ["1", "B", "Z", "_", "a", "aa", "b", "ä", "é"])
    }

    @Test func stringsAreEscaped() {
        #expect(ReportJSON.string("q\"b\\n\nr\rt\t").text == #""q\"b\\n\nr\rt\t""# + "\n")
        #expect(ReportJSON.string("\u{0}\u{1}\u{1B}\u{1F}\u{7F}").text == #""\u0000\u0001\u001b\u001f\u007f""# + "\n")
        #expect(ReportJSON.string("ü 👩‍💻 שלום \u{2028}").text == "\"ü 👩‍💻 שלום \u{2028}\"\n")
        #expect(ReportJSON.object(["k\"ey\n": .string("/")]).text == "{\n  \"k\\\"ey\\n\": \"/\"\n}\n")
    }

    /// Whatever the dictionary's internal order, the text is the same, and it parses back.
    @Test func isStableAndValid() throws {
        var members: [String: ReportJSON] = [:]
        for index in (0..<200).reversed() { members["key\(index)"] = .string("value \(index) \u{1}\"") }
        let first = ReportJSON.object(members).text
        var shuffled: [String: ReportJSON] = [:]
        for index in (0..<200).shuffled() { shuffled["key\(index)"] = .string("value \(index) \u{1}\"") }
        #expect(ReportJSON.object(shuffled).text == first)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: String])
        #expect(parsed.count == 200)
        #expect(parsed["key7"] == "value 7 \u{1}\"")
    }
}
