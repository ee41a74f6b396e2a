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
