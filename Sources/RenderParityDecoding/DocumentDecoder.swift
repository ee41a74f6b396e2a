import RenderParityJSON
import RenderParityVocabulary

/// Bytes in, `DecodedDocument` out: strict JSON (§1), root detection (§1.3), nodes (§2).
///
/// The decoding stage holds root detection, which any consumer needs; `decode` and `diagnose`,
/// which return the model, are in the model stage (`DocumentDecoder+Model.swift`), since the
/// decoder comes before the model and cannot name `UINode`.
public enum DocumentDecoder {
    /// Decodes the document's root into `consumer`: a bare node, or a response's `layout`
    /// (§1.3), whose `title` and `spoken_summary` are only checked. Returns the root's failure.
    @inlinable package static func decodeRoot<Consumer: NodeConsumer>(
        of tape: JSONTape, with decoder: inout NodeDecoder<Consumer>,
        into consumer: inout Consumer
    ) -> DecodeFailure? {
        guard rootIsResponse(tape) else { return decoder.decodeRoot(tape.root, into: &consumer) }
        let object = tape.root
        guard let layout = responseLayout(tape) else {
            return DecodeFailure(.missingField(expected: "a node"), at: JSONPath.root.appending(key: "layout"))
        }
        decoder.path = [.field(.layout)]
        let failure = decoder.decodeRoot(layout, into: &consumer)
        decoder.path = []
        if Consumer.wantsDiagnostics {
            for field in [Field.title, .spokenSummary] {
                let value = tape.member(object, field)
                if let value, tape.kind(value) == .string { continue }
                decoder.report(
                    .responseMember(expected: "a string", found: value.map(tape.kind)), at: field, to: &consumer)
            }
            decoder.reportUnknownMembers(
                of: object, allowed: FieldSet(Field.response), owner: "the response", to: &consumer)
        }
        return failure
    }

    /// Whether the document is a `UIResponse` rather than a bare node (§1.3): an object
    /// without `type` that has at least one of the response's members.
    @inlinable package static func rootIsResponse(_ document: JSONTape) -> Bool {
        let root = document.root
        guard document.kind(root) == .object else { return false }
        let members = ObjectMembers(of: root, in: document)
        return members[.type] == nil && Field.response.contains { members[$0] != nil }
    }

    /// A response's `layout`, the node its snapshot shows; nil when missing or null (the response then fails).
    @inlinable static func responseLayout(_ document: JSONTape) -> Int? {
        guard let layout = document.member(document.root, Field.layout), document.kind(layout) != .null else {
            return nil
        }
        return layout
    }

    /// Why a document that could not be read has no tree (§1.2); only a duplicate key has a path.
    @inlinable package static func failure(reading readFailure: JSONReadFailure) -> DecodeFailure {
        let path: JSONPath? = if case .duplicateKey(let path, _) = readFailure { path } else { nil }
        return DecodeFailure(.document(readFailure), at: path)
    }
}
