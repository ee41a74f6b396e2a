import RenderParityJSON
import RenderParityText

/// Which vocabulary a run held renderers to (spec/vocabulary.md §5): every report names it, so
/// a green check always says what was held equal.
public struct VocabularyIdentity: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let version: String
    /// The SHA-256 content hash, 64 lowercase hex digits.
    public let hash: String

    public init(name: String, version: String, hash: String) {
        self.name = name
        self.version = version
        self.hash = hash
    }

    /// The first 12 hex digits, as runs print it.
    public var shortHash: String { String(hash.prefix(12)) }

    /// `renderparity-dsl 1 (3f2a9c1b7d20)`.
    public var description: String { "\(name) \(version) (\(shortHash))" }
}
