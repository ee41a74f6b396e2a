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
        val buffers = RunBuffers.take()
        val document = when (val result = JSONReader.read(json, vocabulary.names, buffers.tape, vocabulary.types, vocabulary.typeKey, vocabulary.enumerations)) {
            is JSONReadResult.Failure -> return failed(DocumentDecoder.failure(reading = result.failure))
            is JSONReadResult.Success -> result.document
        }
        val sink = SnapshotSink(json.size, buffers.output, countingLater = true)
        val decoder = NodeDecoder(document, vocabulary, sink, buffers)
        // A root that fails is reported before anything is written (`decodeRoot`).
        val failure = DocumentDecoder.decodeRoot(document, decoder)
        val bytes = if (failure == null) sink.out.copy() else failed(failure)
        // Nothing holds the document, its tape or the sink past here: the next run writes over them.
        buffers.tape = document.tape
        buffers.checked = decoder.checked.entries
        buffers.output = sink.out.buffer
        RunBuffers.giveBack(buffers)
        return bytes
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

/**
 * The arrays of one `RenderSnapshot.make` the size of its document (the tape, `CheckedNodes`, the
 * snapshot's buffer), kept for the next call to write over. Kotlin only: new, they were G1's
 * humongous allocations, zeroed, collected and faulted in again on every run (about 40 MB for the
 * 10 MB dashboard). One set is kept, behind a soft reference, so the collector can take it back
 * when memory is short; two threads making snapshots at once each get a set, and the last one
 * given back is kept. Only `make` uses them: a document it reads is never seen outside it.
 */
internal class RunBuffers {
    var tape: JSONDocument.Tape? = null
    var checked: ShortArray? = null
    var output: ByteArray? = null

    companion object {
        private val kept = java.util.concurrent.atomic.AtomicReference<java.lang.ref.SoftReference<RunBuffers>?>(null)

        /** The kept set, which no other call holds from now on, or a new empty one. */
        fun take(): RunBuffers = kept.getAndSet(null)?.get() ?: RunBuffers()

        fun giveBack(buffers: RunBuffers) = kept.set(java.lang.ref.SoftReference(buffers))
    }
}
