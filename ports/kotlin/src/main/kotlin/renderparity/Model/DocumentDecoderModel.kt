@file:JvmName("DocumentDecoderModel")

package renderparity

/*
 * The tree path: `NodeDecoder` into `TreeBuilder`, and diagnosing any vocabulary. Twin of
 * `DocumentDecoder+Model.swift`; in the model stage because it returns the model, while which root a
 * document has is the decoder's (`DocumentDecoder.decodeRoot`).
 */

/** A document of the built-in DSL as the typed model (`UINode`, generated from spec/dsl-nodes.json). */
fun DocumentDecoder.decode(bytes: ByteArray): DecodedDocument = when (val result = JSONReader.read(bytes)) {
    is JSONReadResult.Failure -> failed(failure(reading = result.failure), DecodedDocument.Root.NODE, emptyList())
    is JSONReadResult.Success -> decode(result.document)
}

fun DocumentDecoder.decode(document: JSONDocument): DecodedDocument {
    val builder = TreeBuilder()
    val vocabulary = Vocabulary.builtin
    val root = if (rootIsEnvelope(document, vocabulary)) DecodedDocument.Root.RESPONSE else DecodedDocument.Root.NODE
    val failure = decodeRoot(document, NodeDecoder(document, vocabulary, builder))
    if (failure != null) return failed(failure, root, builder.diagnostics)
    val node = builder.root ?: return failed(
        DecodeFailure(DecodeFailure.Problem.NotAnObject(document.kind(document.root)), JSONPath.root), root, builder.diagnostics)
    return DecodedDocument(node, null, root, builder.diagnostics, builder.icons)
}

/**
 * A document of any vocabulary decoded for its diagnostics (§2.4), without building a tree: what
 * `lint` reports, and the icons it uses when `collectIcons` (for `icons --resolution`).
 */
@JvmOverloads
fun DocumentDecoder.diagnose(bytes: ByteArray, vocabulary: Vocabulary = Vocabulary.builtin, collectIcons: Boolean = false): DiagnosedDocument {
    val document = when (val result = JSONReader.read(bytes)) {
        is JSONReadResult.Failure -> {
            val failure = failure(reading = result.failure)
            return DiagnosedDocument(DecodedDocument.Root.NODE, failure, failed(failure, DecodedDocument.Root.NODE, emptyList()).diagnostics, emptyList())
        }
        is JSONReadResult.Success -> result.document
    }
    val sink = DiagnosticsSink(collectIcons)
    val root = if (rootIsEnvelope(document, vocabulary)) DecodedDocument.Root.RESPONSE else DecodedDocument.Root.NODE
    val failure = decodeRoot(document, NodeDecoder(document, vocabulary, sink))
        ?: return DiagnosedDocument(root, null, sink.diagnostics, sink.icons)
    return DiagnosedDocument(root, failure, failed(failure, root, sink.diagnostics).diagnostics, emptyList())
}

/** A root failure is the snapshot, and also the last diagnostic, so `lint` shows it. */
private fun failed(failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: List<Diagnostic>): DecodedDocument =
    DecodedDocument(null, failure, root, diagnostics + Diagnostic(Diagnostic.Problem.RootFailed(failure), failure.path ?: JSONPath.root))
