import Foundation
import RenderParity
import Testing

/// A vocabulary with its own document shape (`name`, `props`, `children`), an envelope, a
/// boolean, an integer default, records and an icon, through the one decoder: each document's
/// snapshot and diagnostics are the data files beside it (Tests/Data/vocabularies/props).
struct VocabularyDecodingTests {
    static let documents: [String] = {
        let folder = VocabularyFiles.folder.appendingPathComponent("props/documents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func text(_ name: String) -> String? {
        (try? VocabularyFiles.bytes("documents/" + name, in: "props")).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func thereAreDocuments() { #expect(Self.documents.count >= 8) }

    @Test(arguments: documents)
    func aDocumentSnapshotsAndDiagnosesAsItsFilesSay(_ document: String) throws {
        let vocabulary = try VocabularyFiles.load("vocabulary.json", in: "props")
        let bytes = try VocabularyFiles.bytes("documents/" + document, in: "props")
        let stem = String(document.dropLast(5))
        let golden = try #require(Self.text(stem + ".txt"), "\(stem).txt is missing")
        #expect(RenderSnapshot.text(from: bytes, vocabulary: vocabulary) == golden)
        let diagnostics = DocumentDecoder.diagnose(bytes, vocabulary: vocabulary).diagnostics.map(\.description)
        let expected = Self.text(stem + ".diagnostics").map { $0.split(separator: "\n").map(String.init) } ?? []
        #expect(diagnostics == expected)
    }

    @Test func iconsAreCollectedFromTheFieldsTheVocabularyMarks() throws {
        let vocabulary = try VocabularyFiles.load("vocabulary.json", in: "props")
        let bytes = try VocabularyFiles.bytes("documents/screen.json", in: "props")
        let icons = DocumentDecoder.diagnose(bytes, vocabulary: vocabulary, collectIcons: true).icons
        #expect(icons.map(\.name) == ["star.fill"])
        #expect(icons.map(\.path.description) == ["$.screen.children[0].props.glyph"])
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
