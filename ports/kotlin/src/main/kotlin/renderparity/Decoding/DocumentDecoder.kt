package renderparity

/**
 * Bytes in, a decoded document out: strict JSON (§1), root detection (§1.3), nodes (§2).
 * Twin of `DocumentDecoder.swift`. The decoding stage holds root detection, which any consumer
 * needs; `decode` and `diagnose`, which return the model, are in the model stage
 * (`Model/DocumentDecoderModel.kt`), as in Swift.
 */
object DocumentDecoder {
    /**
     * Decodes the document's root into the decoder's consumer: a bare node, or the node in the
     * vocabulary's envelope (§1.3; the built-in DSL's is a response's `layout`), whose other fields
     * are only checked. Returns the root's failure.
     */
    internal fun decodeRoot(document: JSONDocument, decoder: NodeDecoder): DecodeFailure? {
        val vocabulary = decoder.vocabulary
        val envelope = vocabulary.envelope
        if (envelope == null || !rootIsEnvelope(document, vocabulary)) return decoder.decodeRoot(document.root)
        val obj = document.root
        val members = ObjectMembers(vocabulary.names)
        members.gather(obj, document)
        val fields = envelope.spec.fields
        val root = fields[envelope.root]
        val layout = members.value(root.field)
        if (layout < 0 || document.kind(layout) == JSONDocument.Kind.NULL) {
            return DecodeFailure(DecodeFailure.Problem.MissingField(Messages.Decoding.expectedNode), JSONPath.root.appending(root.name))
        }
        decoder.path = arrayListOf(root.pathStep)
        val failure = decoder.decodeRoot(layout)
        decoder.path = ArrayList()
        if (decoder.diagnosing) {
            for (field in fields) {
                if (field.kind != FieldSpec.Kind.STRING) continue
                val value = members.value(field.field)
                if (value >= 0 && document.kind(value) == JSONDocument.Kind.STRING) continue
                decoder.report(Diagnostic.Problem.ResponseMember(Messages.Decoding.expectedString, if (value >= 0) document.kind(value) else null), field.pathStep)
            }
            decoder.reportUnknownMembers(obj, { envelope.spec.allows(it) }, envelope.spec.owner)
        }
        return failure
    }

    /**
     * Whether the document is an envelope rather than a bare node (§1.3): an object without the
     * type key that has at least one of the envelope's members.
     */
    internal fun rootIsEnvelope(document: JSONDocument, vocabulary: Vocabulary): Boolean {
        val envelope = vocabulary.envelope ?: return false
        val root = document.root
        if (document.kind(root) != JSONDocument.Kind.OBJECT) return false
        val members = ObjectMembers(vocabulary.names)
        members.gather(root, document)
        return members.value(vocabulary.typeKey) < 0 && envelope.spec.fields.any { members.value(it.field) >= 0 }
    }

    /** Why a document that could not be read has no tree (§1.2); only a duplicate key has a path. */
    internal fun failure(reading: JSONReadFailure): DecodeFailure =
        DecodeFailure(DecodeFailure.Problem.Document(reading), if (reading is JSONReadFailure.DuplicateKey) reading.path else null)
}
