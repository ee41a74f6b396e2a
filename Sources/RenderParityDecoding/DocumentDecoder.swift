import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Bytes in, `DecodedDocument` out: strict JSON (§1), root detection (§1.3), nodes (§2).
///
/// The decoding stage holds root detection, which any consumer needs; `decode` and `diagnose`,
/// which return the model, are in the model stage (`DocumentDecoder+Model.swift`), since the
/// decoder comes before the model and cannot name `UINode`.
public enum DocumentDecoder {
    /// Decodes the document's root into `consumer`: a bare node, or the node in the vocabulary's
    /// envelope (§1.3; the built-in DSL's is a response's `layout`), whose other fields are only
    /// checked. Returns the root's failure.
    @inlinable package static func decodeRoot<Consumer: NodeConsumer>(
        of tape: JSONTape, with decoder: inout NodeDecoder<Consumer>,
        into consumer: inout Consumer
    ) -> DecodeFailure? {
        let vocabulary = decoder.vocabulary
        guard let envelope = vocabulary.envelope, rootIsEnvelope(tape, in: vocabulary) else {
            return decoder.decodeRoot(tape.root, into: &consumer)
        }
        let object = tape.root
        let members = ObjectMembers(of: object, in: tape)
        let fields = envelope.spec.fields
        let root = fields[envelope.root].field
        guard let layout = members[root], tape.kind(layout) != .null else {
            return DecodeFailure(
                .missingField(expected: Messages.Decoding.expectedNode),
                at: JSONPath.root.appending(key: vocabulary.name(of: root)))
        }
        decoder.path = [.field(root)]
        let failure = decoder.decodeRoot(layout, into: &consumer)
        decoder.path = []
        if Consumer.wantsDiagnostics {
            for field in fields where field.kind == .string {
                let value = members[field.field]
                if let value, tape.kind(value) == .string { continue }
                decoder.report(
                    .responseMember(expected: Messages.Decoding.expectedString, found: value.map(tape.kind)),
                    at: field.field, to: &consumer)
            }
            decoder.reportUnknownMembers(
                of: object, allows: envelope.spec.allows, owner: envelope.spec.owner, to: &consumer)
        }
        return failure
    }

    /// Whether the document is an envelope rather than a bare node (§1.3): an object without the
    /// type key that has at least one of the envelope's members.
    @inlinable package static func rootIsEnvelope(_ document: JSONTape, in vocabulary: Vocabulary) -> Bool {
        let root = document.root
        guard let envelope = vocabulary.envelope, document.kind(root) == .object else { return false }
        let members = ObjectMembers(of: root, in: document)
        return members[vocabulary.typeKey] == nil && envelope.spec.fields.contains { members[$0.field] != nil }
    }

    /// Why a document that could not be read has no tree (§1.2); only a duplicate key has a path.
    @inlinable package static func failure(reading readFailure: JSONReadFailure) -> DecodeFailure {
        let path: JSONPath? = if case .duplicateKey(let path, _) = readFailure { path } else { nil }
        return DecodeFailure(.document(readFailure), at: path)
    }
}
