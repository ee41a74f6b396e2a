import Foundation
import RenderParity
import RenderParityTesting

/// What the checks render and compare. The suites import only `RenderParityTesting`
/// (and their framework), so this file is where the reference renderer comes from.
public enum Checks {
    /// The RenderParity package's own corpus (`RENDERPARITY_CORPUS` when set).
    public static var corpus: ParityCorpus { ParityCorpus.default }

    public static var badge: ParityFixture { corpus.fixture("nodes/badge.json") }

    /// This package's corpus: one fixture, `unreviewed.json`, that has no golden yet.
    public static let unreviewed: ParityFixture = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return ParityCorpus(root: url.path + "/corpus").fixture("unreviewed.json")
    }()

    /// The reference implementation's snapshot, in the corpus's vocabulary: what a correct renderer writes.
    public static func reference(_ fixture: ParityFixture) throws -> String {
        try fixture.referenceSnapshot()
    }

    /// The badge fixture's snapshot with the second badge's color wrong: a one-line diff.
    public static func brokenBadge() throws -> String {
        try reference(badge).replacingOccurrences(of: "color=red", with: "color=blue")
    }

    /// The right snapshot with CRLF line endings, as a renderer on Windows might write it.
    public static func crlfBadge() throws -> String {
        try reference(badge).replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// The decoded model and its root node, for the helpers' other two forms.
    public static func model(_ fixture: ParityFixture) throws -> (DecodedDocument, UINode) {
        let document = DocumentDecoder.decode(try fixture.json())
        return (document, try document.content.get())
    }

    /// What a renderer throws when it cannot render a fixture.
    public struct RendererFailed: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "RendererFailed(unsupported node)" }
    }
}
