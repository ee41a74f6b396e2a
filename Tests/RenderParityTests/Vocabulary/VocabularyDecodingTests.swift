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
