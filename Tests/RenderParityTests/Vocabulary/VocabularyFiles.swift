import Foundation
import RenderParity

/// Vocabulary files of the tests' data folder, loaded as the harness loads them: `extends`
/// resolved beside the file, files named by their name in the folder.
enum VocabularyFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data/vocabularies")

    static func bytes(_ name: String, in subfolder: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(name)))
    }

    /// Loads `name` from `subfolder`; an `extends` names a file of the same folder.
    static func load(_ name: String, in subfolder: String) throws(VocabularyError) -> Vocabulary {
        let resolve: VocabularyLoader.Resolve = { reference, file throws(VocabularyError) in
            guard let bytes = try? bytes(reference, in: subfolder) else {
                throw VocabularyError(.unreadable("cannot read \(reference)"), in: file)
            }
            return (reference, bytes)
        }
        guard let bytes = try? bytes(name, in: subfolder) else {
            throw VocabularyError(.unreadable("cannot read \(name)"), in: name)
        }
        return try VocabularyLoader.load(bytes, file: name, resolve: resolve)
    }
}
