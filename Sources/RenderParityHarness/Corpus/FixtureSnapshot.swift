import RenderParity

/// One fixture run through the reference pipeline: its snapshot and its diagnostics.
public struct FixtureSnapshot: Sendable {
    public let fixture: String
    public let snapshot: [UInt8]
    public let document: DecodedDocument

    /// Reads and snapshots `fixture` of `corpus`. Unreadable files are errors, not snapshots.
    public static func make(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError) -> FixtureSnapshot {
        let document = try decode(fixture, in: corpus, collectIcons: collectIcons)
        return FixtureSnapshot(fixture: fixture, snapshot: RenderSnapshot.make(from: document), document: document)
    }

    /// Reads and decodes `fixture` only, for what needs its diagnostics or icons but no snapshot (lint, icons).
    public static func decode(_ fixture: String, in corpus: Corpus, collectIcons: Bool = false) throws(ParityError) -> DecodedDocument {
        DocumentDecoder.decode(try corpus.readFixture(fixture), collectIcons: collectIcons)
    }
}
