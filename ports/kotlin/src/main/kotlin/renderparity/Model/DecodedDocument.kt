package renderparity

/**
 * The decoded form of one document: the root node or the failure that replaces it, and every
 * diagnostic (spec §1.3, §2). Exactly one of `node` and `failure` is set (Swift:
 * `Result<UINode, DecodeFailure>`). Twin of `DecodedDocument.swift`; in the model stage, since it
 * holds the built tree.
 */
class DecodedDocument(
    val node: UINode?,
    val failure: DecodeFailure?,
    val root: Root,
    val diagnostics: List<Diagnostic>,
    icons: List<IconUse> = emptyList()
) {
    /** Every `stat.icon` and `image.system_name` of the decoded tree, with its JSON path; empty when the root failed. */
    val icons: List<IconUse> = if (node != null) icons else emptyList()

    enum class Root {
        /** A bare node (§1.3). */
        NODE,
        /** An envelope (the built-in DSL's `UIResponse`); the snapshot is its root node. */
        RESPONSE
    }
}

/**
 * A document decoded for its diagnostics only, in any vocabulary (`DocumentDecoder.diagnose`):
 * what `lint` and `icons` need, without the typed tree only the built-in DSL has.
 */
class DiagnosedDocument(
    val root: DecodedDocument.Root,
    /** Why the document cannot be rendered; null when it can. */
    val failure: DecodeFailure?,
    /** In decoding order; a root failure is the last. */
    val diagnostics: List<Diagnostic>,
    /** Every icon field's value with its JSON path (`collectIcons`); empty when the root failed. */
    val icons: List<IconUse>
)
