import RenderParityJSON
import RenderParityText

/// Which vocabulary a run held renderers to (spec/vocabulary.md §5): every report names it, so
/// a green check always says what was held equal.
public struct VocabularyIdentity: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let version: String
    /// The hash, worked out when first asked for (`LazyContentHash`).
    let content: LazyContentHash

    /// The SHA-256 content hash, 64 lowercase hex digits.
    public var hash: String { content.value }

    public init(name: String, version: String, hash: String) {
        self.init(name: name, version: version, content: LazyContentHash(known: hash))
    }

    init(name: String, version: String, content: LazyContentHash) {
        self.name = name
        self.version = version
        self.content = content
    }

    public static func == (left: VocabularyIdentity, right: VocabularyIdentity) -> Bool {
        left.name == right.name && left.version == right.version
            && (left.content === right.content || left.hash == right.hash)
    }

    /// The first 12 hex digits, as runs print it.
    public var shortHash: String { String(hash.prefix(12)) }

    /// `renderparity-dsl 1 (3f2a9c1b7d20)`.
    public var description: String { "\(name) \(version) (\(shortHash))" }
}
