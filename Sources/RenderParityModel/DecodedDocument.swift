import RenderParityDecoding

/// The decoded form of one document: the root node or the failure that replaces
/// it, and every diagnostic (spec §1.3, §2). In the model stage: it holds the built tree.
public struct DecodedDocument: Equatable, Sendable {
    public enum Root: String, Sendable {
        /// A bare node (§1.3).
        case node
        /// A `UIResponse`; the snapshot is its `layout`.
        case response
    }

    public let content: Result<UINode, DecodeFailure>
    public let root: Root
    public let diagnostics: [Diagnostic]
    /// Every `stat.icon` and `image.system_name` of the decoded tree, with its JSON path; empty when
    /// the root failed or when the decoder was not asked to collect them.
    public let icons: [IconUse]

    init(content: Result<UINode, DecodeFailure>, root: Root, diagnostics: [Diagnostic], icons: [IconUse] = []) {
        self.content = content
        self.root = root
        self.diagnostics = diagnostics
        self.icons = icons
    }
}

/// A document decoded for its diagnostics only, in any vocabulary (`DocumentDecoder.diagnose`):
/// what `lint` and `icons` need, without the typed tree only the built-in DSL has.
public struct DiagnosedDocument: Equatable, Sendable {
    public let root: DecodedDocument.Root
    /// Why the document cannot be rendered; nil when it can.
    public let failure: DecodeFailure?
    /// In decoding order; a root failure is the last.
    public let diagnostics: [Diagnostic]
    /// Every icon field's value with its JSON path (`collectIcons`); empty when the root failed.
    public let icons: [IconUse]
}
