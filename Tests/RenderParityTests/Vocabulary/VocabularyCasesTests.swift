import Foundation
import Testing

@testable import RenderParity

/// The vocabulary conformance cases, `spec/vocabulary-cases/` (its README says how ports run
/// them): every file in `errors/` fails to load with exactly its manifest line's message, and each
/// corpus there decodes its fixtures, in its own vocabulary, to their snapshots and diagnostics.
/// The web port checks its loader and decoder against the same files (ports/web/tests), so the
/// two are held to one wording.
struct VocabularyCasesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("spec/vocabulary-cases")
    static let corpora = ["acme-sdui", "acme-dsl"]

    /// Follows `extends` to a file beside the one that names it, naming it by its path relative to
    /// the folder, as the README says every port does for these cases.
    static func resolver(in folder: URL) -> VocabularyLoader.Resolve {
        { (reference: String, file: String) throws(VocabularyError) -> (file: String, bytes: [UInt8]) in
            let name =
                (((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(reference)
                as NSString).standardizingPath
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                throw VocabularyError(.unreadable("cannot read \(name)"), in: file)
            }
            return (name, [UInt8](data))
        }
    }

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// `name\tmessage` lines; a malformed line is an error, so a case cannot vanish silently.
    static func manifest() throws -> [(name: String, message: String)] {
        let text = String(decoding: try bytes(folder.appendingPathComponent("errors/manifest.tsv")), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "name\tmessage")
        #expect(lines.last == "", "the manifest ends with a newline")
        lines = Array(lines.dropFirst().dropLast())
        return try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2 else { throw ManifestError(line: line) }
            return (fields[0], fields[1])
        }
    }

    struct ManifestError: Error, CustomStringConvertible {
        let line: String
        var description: String { "manifest line without 2 tab-separated fields: \(line)" }
    }

    @Test func everyErrorFileIsInTheManifest() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appendingPathComponent("errors").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == (try Self.manifest()).map { "\($0.name).json" }.sorted())
        #expect(files.count >= 50)
    }

    @Test func errorsAreWordedAsTheManifestSays() throws {
        let errors = Self.folder.appendingPathComponent("errors")
        for (name, message) in try Self.manifest() {
            let file = name + ".json"
            do {
                _ = try VocabularyLoader.load(
                    try Self.bytes(errors.appendingPathComponent(file)), file: file, resolve: Self.resolver(in: errors))
                Issue.record("\(file) loaded; expected: \(message)")
            } catch let error as VocabularyError {
                #expect(error.message == message, "\(file)")
            }
        }
    }

    @Test(arguments: corpora) func corpusDecodesToItsSnapshotsAndDiagnostics(corpus: String) throws {
        let root = Self.folder.appendingPathComponent(corpus)
        let vocabulary = try VocabularyLoader.load(
            try Self.bytes(root.appendingPathComponent("vocabulary.json")), file: "vocabulary.json",
            resolve: Self.resolver(in: root))
        let fixtures = root.appendingPathComponent("test-fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(!names.isEmpty)
        var diagnostics = ""
        for name in names {
            let document = try Self.bytes(fixtures.appendingPathComponent(name))
            let golden = root.appendingPathComponent("test-snapshots/\(name.dropLast(5)).txt")
            let expected = String(decoding: try Self.bytes(golden), as: UTF8.self)
            #expect(RenderSnapshot.text(from: document, vocabulary: vocabulary) == expected, "\(corpus)/\(name)")
            for diagnostic in DocumentDecoder.diagnose(document, vocabulary: vocabulary).diagnostics {
                diagnostics += "test-fixtures/\(name): \(diagnostic)\n"
            }
        }
        let expected = String(decoding: try Self.bytes(root.appendingPathComponent("diagnostics.txt")), as: UTF8.self)
        #expect(diagnostics == expected, "\(corpus)/diagnostics.txt")
    }
}
