import Foundation
import Testing

@testable import RenderParity

/// The vocabulary conformance cases, `spec/vocabulary-cases/` (its README says how ports run
/// them): every file in `errors/` fails to load with exactly its manifest line's message, and each
/// corpus there decodes its fixtures, in its own vocabulary, to their snapshots and diagnostics.
/// The web port checks its loader and decoder against the same files (ports/web/tests), so the
/// two are held to one wording.
struct VocabularyCasesTests {
    /// Every folder with a project file, so a new corpus is tested without being listed here.
    static let corpora: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: VocabularyFiles.folder.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(
                atPath: VocabularyFiles.folder.appendingPathComponent($0).appendingPathComponent("renderparity.json")
                    .path)
        }
        .sorted()
    }()

    static func text(_ name: String, in subfolder: String) throws -> String {
        String(decoding: try VocabularyFiles.bytes(name, in: subfolder), as: UTF8.self)
    }

    /// `name\tmessage` lines; a malformed line is an error, so a case cannot vanish silently.
    static func manifest() throws -> [(name: String, message: String)] {
        let text = try text("manifest.tsv", in: "errors")
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
            atPath: VocabularyFiles.folder.appendingPathComponent("errors").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == (try Self.manifest()).map { "\($0.name).json" }.sorted())
        #expect(files.count >= 50)
    }

    @Test func errorsAreWordedAsTheManifestSays() throws {
        for (name, message) in try Self.manifest() {
            let file = name + ".json"
            do throws(VocabularyError) {
                _ = try VocabularyFiles.load(file, in: "errors")
                Issue.record("\(file) loaded; expected: \(message)")
            } catch {
                #expect(error.message == message, "\(file)")
                #expect(!error.message.contains("\n"), "\(file): one line")
            }
        }
    }

    @Test func theCorporaAreFound() {
        #expect(Self.corpora.count >= 6, "\(Self.corpora)")
    }

    @Test(arguments: corpora) func corpusDecodesToItsSnapshotsAndDiagnostics(corpus: String) throws {
        let vocabulary = try VocabularyFiles.load("vocabulary.json", in: corpus)
        let fixtures = VocabularyFiles.folder.appendingPathComponent(corpus).appendingPathComponent("test-fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(!names.isEmpty)
        var diagnostics = ""
        for name in names {
            let document = try VocabularyFiles.bytes("test-fixtures/" + name, in: corpus)
            let expected = try Self.text("test-snapshots/\(name.dropLast(5)).txt", in: corpus)
            #expect(RenderSnapshot.text(from: document, vocabulary: vocabulary) == expected, "\(corpus)/\(name)")
            for diagnostic in DocumentDecoder.diagnose(document, vocabulary: vocabulary).diagnostics {
                diagnostics += "test-fixtures/\(name): \(diagnostic)\n"
            }
        }
        let expected = try Self.text("diagnostics.txt", in: corpus)
        #expect(diagnostics == expected, "\(corpus)/diagnostics.txt")
    }
}
