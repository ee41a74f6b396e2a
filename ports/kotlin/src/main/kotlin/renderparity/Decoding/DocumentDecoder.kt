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
        val decoder = NodeDecoder(document)
        val root = document.root
        val isResponse = document.kind(root) == JSONDocument.Kind.OBJECT && document.member(root, "type") == null &&
            (document.member(root, "layout") != null || document.member(root, "title") != null ||
                document.member(root, "spoken_summary") != null)
        if (!isResponse) {
            return try {
                val node = decoder.decodeNode(root)
                DecodedDocument(node, null, DecodedDocument.Root.NODE, decoder.diagnostics, decoder.icons)
            } catch (error: DecodeException) {
                failed(error.failure, DecodedDocument.Root.NODE, decoder.diagnostics)
            }
        }
        return decodeResponse(root, decoder)
    }

    /** A `UIResponse`: `layout` is required; `title` and `spoken_summary` are only checked (§1.3). */
    private fun decodeResponse(obj: Int, decoder: NodeDecoder): DecodedDocument {
        val document = decoder.document
        val layout = document.member(obj, "layout")
        if (layout == null || document.kind(layout) == JSONDocument.Kind.NULL) {
            return failed(DecodeFailure(DecodeFailure.Problem.MissingField("a node"), JSONPath.root.appending("layout")),
                          DecodedDocument.Root.RESPONSE, emptyList())
        }
        var node: UINode? = null
        var failure: DecodeFailure? = null
        decoder.path = arrayListOf<JSONPath.Component>(JSONPath.Component.Key("layout"))
        try {
            node = decoder.decodeNode(layout)
        } catch (error: DecodeException) {
            failure = error.failure
        }
        decoder.path = ArrayList()
        for (name in listOf("title", "spoken_summary")) {
            val value = document.member(obj, name)
            if (value != null && document.kind(value) == JSONDocument.Kind.STRING) continue
            decoder.report(Diagnostic.Problem.ResponseMember("a string", if (value != null) document.kind(value) else null), name)
        }
        decoder.reportUnknownMembers(obj, listOf("title", "layout", "spoken_summary"), "the response")
        if (failure != null) return failed(failure, DecodedDocument.Root.RESPONSE, decoder.diagnostics)
        return DecodedDocument(node, null, DecodedDocument.Root.RESPONSE, decoder.diagnostics, decoder.icons)
    }

    /** A root failure is the snapshot, and also the last diagnostic, so `lint` shows it. */
    private fun failed(failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: List<Diagnostic>): DecodedDocument =
        DecodedDocument(null, failure, root, diagnostics + Diagnostic(Diagnostic.Problem.RootFailed(failure), failure.path ?: JSONPath.root))
}
