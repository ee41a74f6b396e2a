import RenderParity

/// What a corpus' fixtures are, as its project file's `documents` says (spec/vocabulary.md §8):
/// JSON documents the decoder reads with the vocabulary, or A2UI message streams, which the
/// adapter turns into one document per surface first (spec/a2ui.md §7). Every command that
/// snapshots fixtures goes through `snapshot`, so both kinds meet the same goldens and reports.
public enum FixtureInput: String, CaseIterable, Equatable, Sendable {
    /// The default: each fixture is one document (render-snapshot.md §1).
    case json
    /// Each fixture is an A2UI message stream; the vocabulary is an imported catalog's.
    case a2ui

    /// The snapshot of one fixture's bytes, read with `vocabulary`.
    public func snapshot(_ bytes: [UInt8], vocabulary: Vocabulary) -> [UInt8] {
        switch self {
        case .json: RenderSnapshot.make(from: bytes, vocabulary: vocabulary)
        case .a2ui: A2UIStream.snapshot(bytes, vocabulary: vocabulary)
        }
    }
}
