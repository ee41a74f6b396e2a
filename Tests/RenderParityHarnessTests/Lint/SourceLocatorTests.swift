import RenderParity
import Testing

@testable import RenderParityHarness

/// Positions in the source for `lint` (spec §2.5): where a path leads, and offsets as lines and columns.
struct SourceLocatorTests {
    static let text =
        "{\n  \"type\": \"vstack\",\n  \"children\": [\n    {\"type\": \"text\", \"c\\u006fntent\": \"é\"},\n    [1, {\"a\": \"}\"}]\n  ]\n}\n"
    static let locator = SourceLocator(bytes: Array(text.utf8))

    static func position(_ path: JSONPath) -> (Int, Int) {
        let position = SourcePosition(offset: locator.locate(path).offset, in: locator.bytes)
        return (position.line, position.column)
    }

    @Test func membersAreFoundAtTheirNames() {
        #expect(Self.position(.root) == (1, 1))
        #expect(Self.position(JSONPath.root.appending(key: "children")) == (3, 3))
        // The name is compared unescaped, as the decoder compares it.
        #expect(
            Self.position(JSONPath.root.appending(key: "children").appending(index: 0).appending(key: "content")) == (
                4, 22
            ))
    }

    @Test func elementsAreFoundWherTheyStart() {
        let second = JSONPath.root.appending(key: "children").appending(index: 1)
        #expect(Self.position(second) == (5, 5))
        // Brackets inside strings do not end a container.
        #expect(Self.position(second.appending(index: 1).appending(key: "a")) == (5, 10))
    }

    @Test func aMissingMemberIsAtItsObject() {
        let missing = JSONPath.root.appending(key: "children").appending(index: 0).appending(key: "style")
        #expect(!Self.locator.locate(missing).found)
        #expect(Self.position(missing) == (4, 5))
        #expect(Self.position(JSONPath.root.appending(key: "children").appending(index: 7)) == (3, 3))
    }

    @Test func aRepeatedNameIsFoundAtTheRepeat() {
        let locator = SourceLocator(bytes: Array(#"{"a": 1, "a": 2}"#.utf8))
        #expect(locator.locate(JSONPath.root.appending(key: "a")).offset == 9)
    }

    @Test func aByteOrderMarkIsAColumn() {
        let locator = SourceLocator(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        let offset = locator.locate(JSONPath.root.appending(key: "a")).offset
        #expect(offset == 4)
        #expect(SourcePosition(offset: offset, in: locator.bytes).column == 3)
    }

    @Test func valuesAsText() throws {
        let locator = SourceLocator(bytes: Array(#"{"n": -1.5e3 , "s": "a\"b", "o": {"x": [1]}}"#.utf8))
        let value = { (key: String) in locator.locate(JSONPath.root.appending(key: key)).valueOffset ?? -1 }
        #expect(locator.text(at: value("n")) == "-1.5e3")
        #expect(locator.stringValue(at: value("s")) == "a\"b")
        #expect(locator.text(at: value("o")) == #"{"x": [1]}"#)
        #expect(locator.stringValue(at: value("n")) == nil)
    }

    @Test func columnsCountScalarsAndLinesRoundTrip() {
        let bytes = Array("ab\né€𝄞x\n".utf8)
        let x = SourcePosition(offset: bytes.firstIndex(of: UInt8(ascii: "x")) ?? -1, in: bytes)
        #expect((x.line, x.column) == (2, 4))
        #expect(SourcePosition(line: 2, column: 4, in: bytes).offset == x.offset)
        #expect(SourcePosition(line: 1, column: 1, in: bytes).offset == 0)
    }
}
