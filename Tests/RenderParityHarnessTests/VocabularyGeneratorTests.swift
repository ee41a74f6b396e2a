import RenderParity
import Testing

@testable import RenderParityHarness

/// `parity generate` for a loaded vocabulary: documents of its own node types, in its document
/// shape, the same bytes for a seed, and faulty where the built-in DSL's are.
struct VocabularyGeneratorTests {
    static func acme() throws -> Vocabulary {
        let root = Repository.root + "/examples/custom-vocabulary/acme"
        return try Project.open(root: root).vocabulary
    }

    @Test func documentsUseTheVocabularysTypesAndShape() throws {
        let vocabulary = try Self.acme()
        var lines: Set<String> = []
        var failures = 0
        for index in 0..<300 {
            let bytes = DocumentGenerator.document(seed: 5, index: index, vocabulary: vocabulary)
            #expect(bytes == DocumentGenerator.document(seed: 5, index: index, vocabulary: vocabulary))
            let snapshot = String(decoding: RenderSnapshot.make(from: bytes, vocabulary: vocabulary), as: UTF8.self)
            for line in snapshot.split(separator: "\n") {
                lines.insert(String(line.drop { $0 == " " }.prefix { $0.isLetter }))
            }
            if snapshot.hasPrefix("Error(") { failures += 1 }
        }
        // Every node line and the record line of acme-sdui, unknown types, and failures, but not only failures.
        let expected: Set<String> = [
            "Page", "Section", "HBox", "Header", "Label", "Button", "Icon", "Metrics", "Badge", "Grid", "Point",
            "Row", "Unknown", "Error",
        ]
        #expect(expected.isSubset(of: lines), "\(expected.subtracting(lines))")
        #expect(failures > 10 && failures < 200)
    }

    /// The built-in DSL keeps its own generator, so a seed gives the documents it always gave (CI's
    /// differential runs stay reproducible); another vocabulary gives others.
    @Test func theBuiltinVocabularyKeepsItsDocuments() throws {
        for index in 0..<20 {
            #expect(
                DocumentGenerator.document(seed: 9, index: index, vocabulary: .builtin)
                    == DocumentGenerator.document(seed: 9, index: index))
        }
        #expect(
            DocumentGenerator.document(seed: 9, index: 0, vocabulary: try Self.acme())
                != DocumentGenerator.document(seed: 9, index: 0))
    }
}
