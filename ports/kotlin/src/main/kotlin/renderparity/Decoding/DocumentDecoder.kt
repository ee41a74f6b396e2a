package renderparity

/**
 * The decoded form of one document: the root node or the failure that replaces
 * it, and every diagnostic (spec §1.3, §2). Exactly one of `node` and `failure`
 * is set (Swift: `Result<UINode, DecodeFailure>`).
 *
 * Twin of `Decoding/DocumentDecoder.swift`.
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
        /** A `UIResponse`; the snapshot is its `layout`. */
        RESPONSE
    }
}

/** An SF Symbol name a document uses, and where (for `parity icons`). */
data class IconUse(val name: String, val path: JSONPath)

/** Bytes in, `DecodedDocument` out: strict JSON (§1), root detection (§1.3), nodes (§2). */
object DocumentDecoder {
    @JvmStatic
    fun decode(bytes: ByteArray): DecodedDocument {
        val result = JSONReader.read(bytes)
        return when (result) {
            is JSONReadResult.Failure -> {
                val readFailure = result.failure
                val path = if (readFailure is JSONReadFailure.DuplicateKey) readFailure.path else null
                failed(DecodeFailure(DecodeFailure.Problem.Document(readFailure), path), DecodedDocument.Root.NODE, emptyList())
            }
            is JSONReadResult.Success -> decode(result.document)
        }
    }

    @JvmStatic
    fun decode(document: JSONDocument): DecodedDocument {
        val builder = TreeBuilder()
        val root = if (rootIsResponse(document)) DecodedDocument.Root.RESPONSE else DecodedDocument.Root.NODE
        val failure = decodeRoot(document, NodeDecoder(document, builder))
        if (failure != null) return failed(failure, root, builder.diagnostics)
        val node = builder.root ?: return failed(DecodeFailure(DecodeFailure.Problem.NotAnObject(document.kind(document.root)), JSONPath.root), root, builder.diagnostics)
        return DecodedDocument(node, null, root, builder.diagnostics, builder.icons)
    }

    /** Whether the document is a `UIResponse` rather than a bare node (§1.3). */
    internal fun rootIsResponse(document: JSONDocument): Boolean {
        val root = document.root
        return document.kind(root) == JSONDocument.Kind.OBJECT && document.member(root, "type") == null &&
            NodeTable.response.any { document.member(root, it) != null }
    }

    /**
     * Decodes the document's root into the decoder's consumer: a bare node, or a response's `layout`
     * (§1.3), whose `title` and `spoken_summary` are only checked. Returns the root's failure.
     */
    internal fun decodeRoot(document: JSONDocument, decoder: NodeDecoder): DecodeFailure? {
        val obj = document.root
        if (!rootIsResponse(document)) return decoder.decodeRoot(obj)
        val layout = document.member(obj, "layout")
        if (layout == null || document.kind(layout) == JSONDocument.Kind.NULL) {
            return DecodeFailure(DecodeFailure.Problem.MissingField("a node"), JSONPath.root.appending("layout"))
        }
        decoder.path = arrayListOf<JSONPath.Component>(JSONPath.Component.Key("layout"))
        val failure = decoder.decodeRoot(layout)
        decoder.path = ArrayList()
        if (decoder.consumer.wantsDiagnostics) {
            for (name in listOf("title", "spoken_summary")) {
                val value = document.member(obj, name)
                if (value != null && document.kind(value) == JSONDocument.Kind.STRING) continue
                decoder.report(Diagnostic.Problem.ResponseMember("a string", if (value != null) document.kind(value) else null), name)
            }
            decoder.reportUnknownMembers(obj, NodeTable.response.toSet(), "the response")
        }
        return failure
    }

    /** A root failure is the snapshot, and also the last diagnostic, so `lint` shows it. */
    private fun failed(failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: List<Diagnostic>): DecodedDocument =
        DecodedDocument(null, failure, root, diagnostics + Diagnostic(Diagnostic.Problem.RootFailed(failure), failure.path ?: JSONPath.root))
}
