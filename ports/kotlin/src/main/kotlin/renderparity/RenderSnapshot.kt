package renderparity

/**
 * The whole pipeline in one call: JSON bytes → `JSONReader` → `NodeDecoder` (the vocabulary's
 * rules, layout flags included) → `SnapshotSink` → snapshot bytes, without building a tree.
 * `make(document)` writes a built model instead (`SnapshotWriter`). Twin of `RenderSnapshot.swift`.
 *
 * Renderers call `RenderSnapshot.make(json)` in their own tests and compare the result with the
 * golden of the same fixture. Every call takes the vocabulary the document is written in; the
 * default is the built-in DSL (`Vocabulary.builtin`).
 */
object RenderSnapshot {
    /** The snapshot of a JSON document, as UTF-8 bytes (spec §3). */
    @JvmStatic
    @JvmOverloads
    fun make(json: ByteArray, vocabulary: Vocabulary = Vocabulary.builtin): ByteArray {
        val document = when (val result = JSONReader.read(json)) {
            is JSONReadResult.Failure -> return failed(DocumentDecoder.failure(reading = result.failure))
            is JSONReadResult.Success -> result.document
        }
        val sink = SnapshotSink(json.size)
        // A root that fails is reported before anything is written (`decodeRoot`).
        val failure = DocumentDecoder.decodeRoot(document, NodeDecoder(document, vocabulary, sink)) ?: return sink.bytes
        return failed(failure)
    }

    @JvmStatic
    fun make(document: DecodedDocument): ByteArray {
        val writer = SnapshotWriter()
        writer.write(document)
        return writer.bytes
    }

    /** The snapshot of a JSON document, as a `String`. */
    @JvmStatic
    @JvmOverloads
    fun text(json: ByteArray, vocabulary: Vocabulary = Vocabulary.builtin): String = String(make(json, vocabulary), Charsets.UTF_8)

    private fun failed(failure: DecodeFailure): ByteArray {
        val writer = SnapshotWriter()
        writer.write(failure)
        return writer.bytes
    }
}
