package renderparity

/**
 * The whole pipeline in one call: JSON bytes → `JSONReader` → `DocumentDecoder`
 * → `LayoutResolution` (inside the writer) → `SnapshotWriter` → snapshot bytes.
 *
 * Twin of `RenderSnapshot.swift`. Renderers call `RenderSnapshot.make(json)` in
 * their own tests and compare the result with the golden of the same fixture.
 */
object RenderSnapshot {
    /** The snapshot of a JSON document, as UTF-8 bytes (spec §3). */
    @JvmStatic
    fun make(json: ByteArray): ByteArray {
        val result = JSONReader.read(json)
        if (result is JSONReadResult.Failure) return make(DocumentDecoder.decode(json))
        val document = (result as JSONReadResult.Success).document
        val sink = SnapshotSink()
        val failure = DocumentDecoder.decodeRoot(document, NodeDecoder(document, sink)) ?: return sink.bytes
        val writer = SnapshotWriter()
        writer.write(failure)
        return writer.bytes
    }

    @JvmStatic
    fun make(document: DecodedDocument): ByteArray {
        val writer = SnapshotWriter()
        writer.write(document)
        return writer.bytes
    }

    /** The snapshot of a JSON document, as a `String`. */
    @JvmStatic
    fun text(json: ByteArray): String = String(make(json), Charsets.UTF_8)
}
