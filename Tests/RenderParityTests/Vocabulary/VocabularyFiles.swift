import Foundation
import RenderParity

/// Files of the vocabulary conformance cases, `spec/vocabulary-cases/`, loaded as its README says
/// every port loads them: a file named by its name in its folder, and `extends` followed to a file
/// beside the one that names it, named by its path relative to that folder.
enum VocabularyFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("spec/vocabulary-cases")

    static func bytes(_ name: String, in subfolder: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(name)))
    }

    /// Follows `extends` to a file beside the one that names it, naming it by its path relative to
    /// `subfolder`.
    static func resolver(in subfolder: String) -> VocabularyLoader.Resolve {
        { (reference: String, file: String) throws(VocabularyError) -> (file: String, bytes: [UInt8]) in
            let name =
                (((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(reference)
                as NSString).standardizingPath
            guard let bytes = try? bytes(name, in: subfolder) else {
                throw VocabularyError(.unreadable("cannot read \(name)"), in: file)
            }
            return (name, bytes)
        }
    }

    /// Loads `name` from `subfolder`.
    static func load(_ name: String, in subfolder: String) throws(VocabularyError) -> Vocabulary {
        guard let bytes = try? bytes(name, in: subfolder) else {
            throw VocabularyError(.unreadable("cannot read \(name)"), in: name)
        }
        return try VocabularyLoader.load(bytes, file: name, resolve: resolver(in: subfolder))
    }
}
