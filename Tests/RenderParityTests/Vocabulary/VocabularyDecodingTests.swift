import Foundation
import RenderParity
import Testing

/// What a loaded vocabulary changes beyond snapshots and diagnostics (those are
/// VocabularyCasesTests'): the icons are collected from the fields the vocabulary marks `icon`.
struct VocabularyDecodingTests {
    @Test func iconsAreCollectedFromTheFieldsTheVocabularyMarks() throws {
        let vocabulary = try VocabularyFiles.load("vocabulary.json", in: "acme-sdui")
        let bytes = try VocabularyFiles.bytes("test-fixtures/screen.json", in: "acme-sdui")
        let icons = DocumentDecoder.diagnose(bytes, vocabulary: vocabulary, collectIcons: true).icons
        #expect(icons.map(\.name) == ["cart.fill"])
        #expect(icons.map(\.path.description) == ["$.screen.children[4].props.icon"])
    }
}

/// A vocabulary with more node types than a byte can number: every type is found and written
/// as its own row, past the 253rd too (`CheckedNodes` keeps a byte per node).
struct LargeVocabularyTests {
    @Test func nodesOfEveryRowOfAThousandTypesAreWrittenAsTheirOwn() throws {
        let nodes = (0..<1000).map {
            #"{"type": "n\#($0)", "line": "N\#($0)", "fields": [{"name": "children", "type": "nodes", "count": "children"}]}"#
        }
        let file =
            #"{"format": 1, "name": "wide", "version": "1", "document": {}, "nodes": [\#(nodes.joined(separator: ", "))]}"#
        let vocabulary = try VocabularyLoader.load(Array(file.utf8), file: "wide.json")
        let types = [0, 252, 253, 254, 255, 299, 999]
        let children = types.map { #"{"type": "n\#($0)"}"# }.joined(separator: ", ")
        let document = Array(#"{"type": "n300", "children": [\#(children)]}"#.utf8)
        let expected = "N300 [children=7]\n" + types.map { "  N\($0) [children=0]\n" }.joined()
        #expect(RenderSnapshot.text(from: document, vocabulary: vocabulary) == expected)
    }
}

/// Optional fields that hold nodes (spec/vocabulary.md §3.3): an optional `node` is checked when
/// it is written, so it renders when it decodes and is dropped with a diagnostic when it fails;
/// an optional `node` or `nodes` of the wrong JSON type is unusable, as any optional field is.
struct OptionalHeldFieldTests {
    static let vocabulary = Result { () throws(VocabularyError) in
        try VocabularyLoader.load(
            Array(
                #"""
                {"format": 1, "name": "frames", "version": "1", "document": {},
                 "nodes": [{"type": "frame", "line": "Frame", "fields": [{"name": "content", "type": "node"}]},
                           {"type": "list", "line": "List", "fields": [{"name": "items", "type": "nodes", "count": "items"}]},
                           {"type": "label", "line": "Label", "fields": [{"name": "text", "type": "string", "required": true}]}]}
                """#.utf8), file: "frames.json")
    }

    static func decode(_ json: String) throws -> (snapshot: String, diagnostics: [String]) {
        let vocabulary = try vocabulary.get()
        let bytes = Array(json.utf8)
        return (
            RenderSnapshot.text(from: bytes, vocabulary: vocabulary),
            DocumentDecoder.diagnose(bytes, vocabulary: vocabulary).diagnostics.map(\.description)
        )
    }

    @Test func anOptionalChildThatDecodesIsWritten() throws {
        let result = try Self.decode(#"{"type": "frame", "content": {"type": "label", "text": "a"}}"#)
        #expect(result.snapshot == "Frame\n  Label(text=\"a\")\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anOptionalChildThatFailsIsDroppedAndSaysWhy() throws {
        let result = try Self.decode(#"{"type": "frame", "content": {"type": "label"}}"#)
        #expect(result.snapshot == "Frame\n")
        #expect(
            result.diagnostics == [#"$.content: dropped the label: $.content.text: is missing (expected a string)"#])
    }

    @Test func heldFieldsOfTheWrongTypeAreUnusable() throws {
        let frame = try Self.decode(#"{"type": "frame", "content": [1]}"#)
        #expect(frame.snapshot == "Frame\n")
        #expect(frame.diagnostics == ["$.content: expected a node, found an array; ignored"])
        let list = try Self.decode(#"{"type": "list", "items": {"type": "label", "text": "a"}}"#)
        #expect(list.snapshot == "List [items=0]\n")
        #expect(list.diagnostics == ["$.items: expected an array of nodes, found an object; ignored"])
    }
}

/// A vocabulary's lines of any length: a line program asks the sink for room for its whole line
/// but the strings at once (`LineProgram.reserve`), and a line whose pieces would take too much
/// of the sink's buffer is interpreted from its row instead. Both write the line the grammar
/// says, as does a line whose first attribute, a required string, shares a piece with its name.
struct LongLineTests {
    static func vocabulary(attribute: String) throws -> Vocabulary {
        try VocabularyLoader.load(
            Array(
                #"""
                {"format": 1, "name": "long", "version": "1", "document": {}, "enums": {"E": ["x", "why"]},
                 "nodes": [{"type": "box", "line": "Box", "fields": [
                   {"name": "t", "type": "string", "required": true, "attribute": "\#(attribute)"},
                   {"name": "e", "type": "enum", "enum": "E", "default": "x", "attribute": "\#(attribute)e"},
                   {"name": "n", "type": "number", "default": 1},
                   {"name": "s", "type": "string", "absent": "none"},
                   {"name": "items", "type": "nodes", "count": "items"}]},
                   {"type": "bare", "line": "Bare", "fields": [
                   {"name": "s", "type": "string", "absent": "default", "attribute": "\#(attribute)"},
                   {"name": "t", "type": "string", "required": true}]}]}
                """#.utf8), file: "long.json")
    }

    @Test(arguments: [1, 600, 5_000, 8_000, 9_000, 20_000])
    func linesOfAnyLengthAreWritten(_ length: Int) throws {
        let attribute = String(repeating: "a", count: length)
        let vocabulary = try Self.vocabulary(attribute: attribute)
        let leaf = #"{"type": "box", "t": "q\"", "e": "why", "n": 2.5, "s": "a=b"}"#
        let bare = #"{"type": "bare", "t": "x"}"#
        let children = Array(repeating: leaf, count: 30) + [bare, #"{"type": "bare", "s": "w", "t": "\u007f"}"#]
        let document = Array(#"{"type": "box", "t": "", "items": [\#(children.joined(separator: ", "))]}"#.utf8)
        let leafLine = #"  Box(\#(attribute)="q\"", \#(attribute)e=why, n=2.5, s="a=b") [items=0]"# + "\n"
        let expected =
            #"Box(\#(attribute)="", \#(attribute)e=x, n=1.0, s=none) [items=32]"# + "\n"
            + String(repeating: leafLine, count: 30) + #"  Bare(\#(attribute)=default, t="x")"# + "\n"
            + #"  Bare(\#(attribute)=w, t="\u007f")"# + "\n"
        #expect(RenderSnapshot.text(from: document, vocabulary: vocabulary) == expected)
        // Past 16 KiB of pieces (here from an attribute of about 8,100 bytes up, for Box), a line
        // is interpreted.
        #expect(vocabulary.rows.map(\.program.pointee.reserve).contains(0) == (length >= 9_000))
    }
}
