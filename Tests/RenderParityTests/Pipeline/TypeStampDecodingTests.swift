import Foundation
import Testing

@testable import RenderParity
@testable import RenderParityJSON
@testable import RenderParityModel

/// Decoding with the reader's node types (`JSONDocument.Entry.nodeType`, which `NodeDecoder.check`
/// takes instead of matching a `type` string) writes exactly what decoding without them writes:
/// a document read with the vocabulary's member names but no types, whose every `type` is
/// matched by its bytes, as before the reader stamped them.
struct TypeStampDecodingTests {
    /// The vocabulary's member names without its node types: the same fields, nothing stamped.
    static func unstamped(_ vocabulary: Vocabulary) -> MemberNames {
        MemberNames(vocabulary.nameTexts.map { NameSignature(utf8: $0) })
    }

    /// The snapshot of `bytes` read with `names` (default: without stamps) and decoded with
    /// `vocabulary`.
    static func unstampedSnapshot(_ bytes: [UInt8], vocabulary: Vocabulary, names: MemberNames? = nil) -> [UInt8] {
        guard case .success(let document) = JSONReader.read(bytes, recognising: names ?? unstamped(vocabulary)) else {
            return RenderSnapshot.make(from: bytes, vocabulary: vocabulary)
        }
        var snapshot: [UInt8] = []
        RenderSnapshot.write(from: document, vocabulary: vocabulary) { snapshot.append(contentsOf: $0) }
        return snapshot
    }

    static func expectSameSnapshots(
        _ bytes: [UInt8], vocabulary: Vocabulary = .builtin, _ label: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let stamped = RenderSnapshot.make(from: bytes, vocabulary: vocabulary)
        let unstamped = unstampedSnapshot(bytes, vocabulary: vocabulary)
        #expect(
            String(decoding: stamped, as: UTF8.self) == String(decoding: unstamped, as: UTF8.self), "\(label())",
            sourceLocation: sourceLocation)
        // The tree path too, with its diagnostics (the built-in vocabulary's).
        guard vocabulary === Vocabulary.builtin,
            case .success(let document) = JSONReader.read(bytes, recognising: Self.unstamped(vocabulary))
        else { return }
        let tree = DocumentDecoder.decode(bytes)
        let unstampedTree = DocumentDecoder.decode(document)
        #expect(
            RenderSnapshot.make(from: tree) == RenderSnapshot.make(from: unstampedTree)
                && tree.diagnostics.map(\.description) == unstampedTree.diagnostics.map(\.description),
            "\(label()): the tree path", sourceLocation: sourceLocation)
    }

    /// Every fixture of the corpus: stamped and not, the same snapshot.
    @Test func everyFixtureDecodesAsWithoutStamps() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(
            FileManager.default.enumerator(
                at: root.appendingPathComponent("test-fixtures"), includingPropertiesForKeys: nil)
        ).compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(files.count > 100)
        var stamped = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            Self.expectSameSnapshots(bytes, file.lastPathComponent)
            if case .success(let document) = JSONReader.read(bytes, recognising: Vocabulary.builtin.names) {
                stamped += NodeTypeStampTests.stamps(document).count
            }
        }
        #expect(stamped > 500)
    }

    /// Types the reader leaves unstamped (unknown, escaped, too long, not strings) and stamped
    /// strings where no node's type is read (a record's member, an unknown member).
    @Test(arguments: [
        #"{"type": "vstack", "children": [{"type": "v\u0073tack"}, {"type": "vstack2"}, {"type": 1}, {"type": null}]}"#,
        #"{"type": "vstack", "children": [{"type": ["text"]}, {"type": {"type": "text"}}, {"type": "\u0074ext", "content": "a"}]}"#,
        #"{"type": "chart", "variant": "bar", "data": [{"label": "a", "value": 1, "type": "vstack"}], "type2": "text"}"#,
        #"{"type": "card", "child": {"type": "badge", "text": "vstack", "extra": {"type": "text"}}}"#,
        #"{"type": "VStack", "children": []}"#, #"{"type": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}"#,
        #"{"layout": {"type": "vstack", "children": [{"type": "text", "content": "a"}]}, "title": "x"}"#,
        #"{"t\u0079pe": "text", "content": "escaped key"}"#, #"["vstack", {"type": "text"}]"#,
    ])
    func documentsDecodeAsWithoutStamps(_ json: String) {
        Self.expectSameSnapshots(Array(json.utf8), json)
        for value in NodeTypeStampTests.values {
            for bytes in NodeTypeStampTests.documents(holding: value) {
                Self.expectSameSnapshots(bytes, String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// A document stamped with another vocabulary's types (here: the built-in types in reverse
    /// order, under the same type key) is never decoded by those stamps: its types are matched by
    /// their bytes.
    @Test func anotherVocabularysStampsAreNotTaken() {
        let vocabulary = Vocabulary.builtin
        let reversed = MemberNames(
            vocabulary.nameTexts.map { NameSignature(utf8: $0) },
            types: vocabulary.nodeTypes.reversed().map { NameSignature(utf8: $0) }, typeKey: vocabulary.typeKey)
        let json = #"{"type": "vstack", "children": [{"type": "text", "content": "a"}, {"type": "divider"}]}"#
        let bytes = Array(json.utf8)
        guard case .success(let document) = JSONReader.read(bytes, recognising: reversed) else {
            Issue.record("does not read")
            return
        }
        #expect(NodeTypeStampTests.stamps(document).count == 3)
        #expect(
            Self.unstampedSnapshot(bytes, vocabulary: vocabulary, names: reversed) == RenderSnapshot.make(from: bytes))
    }
}
