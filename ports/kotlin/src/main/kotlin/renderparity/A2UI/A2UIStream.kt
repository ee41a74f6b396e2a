package renderparity

/**
 * An A2UI message stream in one call (spec/a2ui.md): messages → surfaces → one document per
 * live surface, in `surfaceId` order → the one decoder with the imported catalog's vocabulary
 * → snapshot lines. Any malformed case, the adapter's or the decoder's at a surface's root,
 * makes the whole snapshot one `Error` line at the stream's JSON path. Twin of `A2UIStream.swift`.
 */
object A2UIStream {
    /** The documents the decoder reads, one per live surface, or why there are none. */
    sealed class Documents {
        class Success(val documents: List<SurfaceDocument>) : Documents()
        class Failure(val failure: A2UIFailure) : Documents()
    }

    /** The documents the decoder reads, one per live surface, or why there are none. */
    @JvmStatic
    fun documents(bytes: ByteArray, vocabulary: Vocabulary): Documents = try {
        val surfaces = SurfacePlayer.play(MessageStream.messages(bytes))
        val plans = NodePlan.plans(vocabulary)
        val typeKey = vocabulary.definition.document.typeKey
        Documents.Success(surfaces.map { SurfaceAssembler.document(it, plans, typeKey) })
    } catch (error: A2UIException) {
        Documents.Failure(error.failure)
    }

    /**
     * The documents as `a2ui snapshot --documents` prints them: one compact JSON line each,
     * or the stream's `Error` line. Every port prints the same bytes.
     */
    @JvmStatic
    fun documentsText(bytes: ByteArray, vocabulary: Vocabulary): ByteArray = when (val made = documents(bytes, vocabulary)) {
        is Documents.Failure -> errorLine(made.failure.reason, made.failure.path)
        is Documents.Success -> {
            val out = java.io.ByteArrayOutputStream()
            for (document in made.documents) {
                out.write(document.bytes)
                out.write(0x0A)
            }
            out.toByteArray()
        }
    }

    /**
     * The stream's snapshot (spec/a2ui.md §4): each live surface's lines, or `NoSurface` when
     * none is left, or one `Error` line.
     */
    @JvmStatic
    fun snapshot(bytes: ByteArray, vocabulary: Vocabulary): ByteArray {
        val documents = when (val made = documents(bytes, vocabulary)) {
            is Documents.Failure -> return errorLine(made.failure.reason, made.failure.path)
            is Documents.Success -> made.documents
        }
        if (documents.isEmpty()) {
            val empty = "{" + A2UIText.quoted(vocabulary.definition.document.typeKey) + ":\"" + SurfaceAssembler.SurfaceNode.emptyType + "\"}"
            return decoded(empty.toByteArray(Charsets.UTF_8), vocabulary).lines
        }
        val out = java.io.ByteArrayOutputStream()
        for (document in documents) {
            val result = decoded(document.bytes, vocabulary)
            val failure = result.failure
            if (failure != null) return errorLine(failure.reason, failure.path?.let { document.streamPath(it) })
            out.write(result.lines)
        }
        return out.toByteArray()
    }

    /** One document's snapshot lines, and its root's failure if any. */
    class Decoded(val lines: ByteArray, val failure: DecodeFailure?)

    /** One document through the decoder into snapshot lines, and its root's failure if any. */
    internal fun decoded(bytes: ByteArray, vocabulary: Vocabulary): Decoded {
        val document = when (val result = JSONReader.read(bytes)) {
            is JSONReadResult.Failure -> return Decoded(ByteArray(0), DocumentDecoder.failure(reading = result.failure))
            is JSONReadResult.Success -> result.document
        }
        val sink = SnapshotSink()
        val failure = DocumentDecoder.decodeRoot(document, NodeDecoder(document, vocabulary, sink))
        return Decoded(sink.bytes, failure)
    }

    internal fun errorLine(reason: FailureReason, path: JSONPath?): ByteArray {
        val writer = SnapshotWriter()
        writer.writeError(reason, path)
        return writer.bytes
    }
}
