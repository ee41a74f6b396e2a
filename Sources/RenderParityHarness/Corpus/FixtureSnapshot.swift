import RenderParity

/// One fixture run through the reference pipeline: its snapshot, and the icons it uses when asked.
public struct FixtureSnapshot: Sendable {
    public let fixture: String
    public let snapshot: [UInt8]
    /// The icons the decoded document uses (`collectIcons: true`), else empty.
    public let icons: [IconUse]

    /// Reads and snapshots `fixture` of `corpus` on the fast path, `RenderSnapshot.make(from:)`
    /// (every command takes it). Unreadable files are errors, not snapshots.
    /// `collectIcons` also decodes the tree for its icons, which only the icon resolution golden
    /// needs, after a pass over the whole corpus.
    public static func make(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError)
        -> FixtureSnapshot
    {
        let bytes = try corpus.readFixture(fixture)
        guard case .document(let vocabulary) = corpus.input, vocabulary === Vocabulary.builtin else {
            // Icons are the built-in DSL's SF Symbols; other inputs have none to resolve.
            return FixtureSnapshot(fixture: fixture, snapshot: corpus.input.snapshot(bytes), icons: [])
        }
        let icons = collectIcons ? DocumentDecoder.decode(bytes, collectIcons: true).icons : []
        return FixtureSnapshot(fixture: fixture, snapshot: RenderSnapshot.make(from: bytes), icons: icons)
    }

    /// Reads and decodes `fixture` only, for what needs its diagnostics or icons but no snapshot (lint, icons).
    public static func decode(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError)
        -> DecodedDocument
    {
        DocumentDecoder.decode(try corpus.readFixture(fixture), collectIcons: collectIcons)
    }
}
