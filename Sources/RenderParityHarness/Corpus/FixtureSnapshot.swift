import RenderParity

/// One fixture run through the reference pipeline: its snapshot, and the icons it uses when asked.
public struct FixtureSnapshot: Sendable {
    public let fixture: String
    public let snapshot: [UInt8]
    /// The icons the decoded document uses (`collectIcons: true`), else empty.
    public let icons: [IconUse]

    /// Reads and snapshots `fixture` of `corpus` on the fast path, `RenderSnapshot.make(from:vocabulary:)`
    /// with the corpus's vocabulary (every command takes it), or through the A2UI adapter when the
    /// fixtures are message streams (`Corpus.input`). Unreadable files are errors, not snapshots.
    /// `collectIcons` also decodes it for its icons, which only the icon resolution golden
    /// needs, after a pass over the whole corpus.
    public static func make(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError)
        -> FixtureSnapshot
    {
        let bytes = try corpus.readFixture(fixture)
        guard corpus.input == .json else {
            // The icons are SF Symbol fields of documents; an A2UI stream's surfaces hold none the
            // icon map resolves, so only the snapshot is made.
            return FixtureSnapshot(
                fixture: fixture, snapshot: corpus.input.snapshot(bytes, vocabulary: corpus.vocabulary), icons: [])
        }
        let icons =
            collectIcons ? DocumentDecoder.diagnose(bytes, vocabulary: corpus.vocabulary, collectIcons: true).icons : []
        return FixtureSnapshot(
            fixture: fixture, snapshot: RenderSnapshot.make(from: bytes, vocabulary: corpus.vocabulary), icons: icons)
    }

    /// Reads and decodes `fixture` only, with the corpus's vocabulary, for what needs its
    /// diagnostics or icons but no snapshot (lint, icons): a corpus of JSON documents, which
    /// those commands require (`Project.requireDocuments`).
    public static func decode(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError)
        -> DiagnosedDocument
    {
        DocumentDecoder.diagnose(
            try corpus.readFixture(fixture), vocabulary: corpus.vocabulary, collectIcons: collectIcons)
    }
}
