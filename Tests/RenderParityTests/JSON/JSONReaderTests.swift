import Testing

@testable import RenderParity

/// spec §1.1 and §1.2: what the strict reader accepts, what it rejects, and in which order.
struct JSONReaderTests {
    static func reason(_ text: String) -> FailureReason? {
        reason(Array(text.utf8))
    }

    static func failure(_ text: String) -> JSONReadFailure? {
        if case .failure(let failure) = JSONReader.read(Array(text.utf8)) { return failure }
        return nil
    }

    static func reason(_ bytes: [UInt8]) -> FailureReason? {
        if case .failure(let failure) = JSONReader.read(bytes) { return failure.reason }
        return nil
    }

    @Test(arguments: [
        "{}", "[]", "0", "-0", "1.5e3", "\"\"", "true", "false", "null", " \t\r\n{} \n",
        "{\"a\": [1, 2, {\"b\": null}]}", "\"\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\"", "\"\u{7F}\"", "1e-400",
        "123456789012345678901234567890",
    ])
    func acceptsValidJSON(_ text: String) {
        #expect(Self.reason(text) == nil)
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{'a':1}", "{a:1}", "[1 2]", "NaN", "Infinity", "-Infinity", "+1", "01",
        "1.", ".5",
        "1e", "1e+", "-", "tru", "nul", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"",
        "\"\\ud800\\u0041\"",
        "\"a\u{01}b\"", "\"tab\there\"", "1e400", "-1e400", "{} {}", "[] x", "\u{FEFF}\u{FEFF}{}", "/* c */ {}",
    ])
    func rejectsInvalidJSON(_ text: String) {
        #expect(Self.reason(text) == .invalidJSON)
    }

    @Test(
        arguments: [
            [0xFF], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xE2, 0x82, 0x22], [0x22, 0x80, 0x22], [0x7B, 0xC3, 0xA9, 0x7D],
        ] as [[UInt8]])
    func rejectsInvalidUTF8(_ bytes: [UInt8]) {
        #expect(Self.reason(bytes) == .invalidJSON)
    }

    @Test func skipsOneLeadingByteOrderMark() {
        #expect(Self.reason([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
        #expect(Self.reason([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .invalidJSON)
    }

    @Test func depthLimitIs256WithTheRootAtLevel1() {
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        let deep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(Self.reason(fine) == nil)
        #expect(Self.reason(deep) == .depthLimit)
        #expect(
            Self.reason(String(repeating: "{\"a\":", count: 257) + "1" + String(repeating: "}", count: 257))
                == .depthLimit)
    }

    @Test func invalidJSONAnywhereOutranksDepthAndDuplicates() {
        let deepThenBroken = "[" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + ",]"
        #expect(Self.reason(deepThenBroken) == .invalidJSON)
        let duplicateThenBroken = "{\"a\":1,\"a\":2,}"
        #expect(Self.reason(duplicateThenBroken) == .invalidJSON)
        let duplicateThenDeep =
            "{\"a\":1,\"a\":2,\"b\":" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
        #expect(Self.reason(duplicateThenDeep) == .depthLimit)
    }

    @Test func hugeNestingNeverOverflowsTheStack() {
        #expect(Self.reason(String(repeating: "[", count: 100_000)) == .invalidJSON)
        #expect(
            Self.reason(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)) == .depthLimit)
        #expect(Self.reason(String(repeating: "{\"a\":", count: 100_000)) == .invalidJSON)
    }

    @Test func duplicateKeyReportsTheFirstRepeatedMemberWithItsPath() {
        let result = Self.failure(
            #"{"layout": {"children": [{}, {"content": "a", "x": 1, "\u0063ontent": "b", "x": 2}]}}"#)
        #expect(
            result
                == (.duplicateKey(
                    path: JSONPath(components: [.key("layout"), .key("children"), .index(1), .key("content")]),
                    name: "content")))
    }

    @Test func duplicateKeysInLargeObjectsAreFoundByHash() {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        #expect(Self.reason("{" + members + "}") == nil)
        #expect(Self.reason("{" + members + ", \"k7\": 0}") == .duplicateKey)
        let path = Self.failure("{" + members + ", \"k\\u0037\": 0}")
        #expect(path == (.duplicateKey(path: JSONPath(components: [.key("k7")]), name: "k7")))
    }

    @Test func syntaxErrorsCarryLineAndColumnInScalars() {
        let result = Self.failure("{\n  \"é\": tru\n}")
        guard case .invalidJSON(let line, let column, _) = result else {
            Issue.record("expected invalid JSON, got \(String(describing: result))")
            return
        }
        #expect(line == 2)
        #expect(column == 8)
    }

    /// A byte that starts no sequence and a sequence broken after its lead are told apart, at the lead.
    @Test(
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], "invalid UTF-8 byte 0xFF"),
            ([0x22, 0x61, 0xC0, 0x80, 0x22], "invalid UTF-8 byte 0xC0"),
            ([0x22, 0x61, 0xE2, 0x28, 0xA1, 0x22], "invalid UTF-8 sequence starting with byte 0xE2"),
            ([0x22, 0x61, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8 sequence starting with byte 0xE0"),
            ([0x22, 0x61, 0xF0, 0x9F, 0x98, 0x22], "invalid UTF-8 sequence starting with byte 0xF0"),
            ([0x22, 0x61, 0xE2, 0x80], "invalid UTF-8 sequence starting with byte 0xE2"),
        ] as [([UInt8], String)])
    func brokenUTF8IsWordedByItsLead(_ bytes: [UInt8], _ message: String) {
        guard case .failure(.invalidJSON(let line, let column, let found)) = JSONReader.read(bytes) else {
            Issue.record("\(bytes) was read")
            return
        }
        #expect(found == message)
        #expect(line == 1 && column == 3)
    }

    @Test func readsStringsAndNumbersIntoTheTape() throws {
        let document = try JSONReader.read(
            Array(#"{"s": "a\"b\u00e9\ud83d\ude00", "n": -0.0, "big": 123456789012345678, "arr": [true, null]}"#.utf8)
        ).get()
        let root = document.root
        #expect(document.count(root) == 4)
        #expect(document.member(root, "s").map(document.string) == "a\"bé😀")
        let negativeZero = try #require(document.member(root, "n").map(document.number))
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(document.member(root, "big").map(document.number) == Double("123456789012345680"))
        let array = try #require(document.member(root, "arr"))
        #expect(document.elements(array).map { document.kind($0.value) } == [.true, .null])
        #expect(document.member(root, "missing") == nil)
    }
}
