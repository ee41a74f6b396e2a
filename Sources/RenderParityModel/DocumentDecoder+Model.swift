import RenderParityDecoding
import RenderParityJSON
import RenderParityVocabulary

/// The tree path: `NodeDecoder` into `TreeBuilder`. In the model stage because it returns the model;
/// which root a document has is the decoder's (`DocumentDecoder.decodeRoot`).
extension DocumentDecoder {
    /// A document of the built-in DSL as the typed model (`UINode`, generated from
    /// spec/dsl-nodes.json). `collectIcons`: also record where each SF Symbol is used (for `parity icons`).
    public static func decode(_ bytes: [UInt8], collectIcons: Bool = false) -> DecodedDocument {
        switch JSONReader.read(bytes, recognising: Vocabulary.builtin.names) {
        case .failure(let readFailure):
            return failed(failure(reading: readFailure), root: .node, diagnostics: [])
        case .success(let document):
            return decode(document, collectIcons: collectIcons)
        }
    }

    /// `document` must have been read recognising the built-in vocabulary's names (`decode(_:)` does).
    static func decode(_ document: JSONDocument, collectIcons: Bool = false) -> DecodedDocument {
        document.withTape { tape in
            var decoder = NodeDecoder<TreeBuilder>(tape: tape, vocabulary: .builtin)
            var builder = TreeBuilder(collectIcons: collectIcons)
            let root: DecodedDocument.Root = rootIsEnvelope(tape, in: .builtin) ? .response : .node
            if let failure = decodeRoot(of: tape, with: &decoder, into: &builder) {
                return failed(failure, root: root, diagnostics: builder.diagnostics)
            }
            guard let node = builder.root else {
                return failed(
                    DecodeFailure(.notAnObject(found: tape.kind(tape.root)), at: .root), root: root,
                    diagnostics: builder.diagnostics)
            }
            return DecodedDocument(
                content: .success(node), root: root, diagnostics: builder.diagnostics, icons: builder.icons)
        }
    }

    /// A document of any vocabulary decoded for its diagnostics (§2.4), without building a tree:
    /// what `lint` reports, and the icons it uses when `collectIcons` (for `parity icons`).
    public static func diagnose(_ bytes: [UInt8], vocabulary: Vocabulary = .builtin, collectIcons: Bool = false)
        -> DiagnosedDocument
    {
        switch JSONReader.read(bytes, recognising: vocabulary.names) {
        case .failure(let readFailure):
            let failure = failure(reading: readFailure)
            return DiagnosedDocument(
                root: .node, failure: failure, diagnostics: failed(failure, root: .node, diagnostics: []).diagnostics,
                icons: [])
        case .success(let document):
            return document.withTape { tape in
                var decoder = NodeDecoder<DiagnosticsSink>(tape: tape, vocabulary: vocabulary)
                var sink = DiagnosticsSink(collectIcons: collectIcons)
                let root: DecodedDocument.Root = rootIsEnvelope(tape, in: vocabulary) ? .response : .node
                guard let failure = decodeRoot(of: tape, with: &decoder, into: &sink) else {
                    return DiagnosedDocument(
                        root: root, failure: nil, diagnostics: sink.diagnostics,
                        icons: sink.icons.map { IconUse(name: $0.name, path: $0.path) })
                }
                return DiagnosedDocument(
                    root: root, failure: failure,
                    diagnostics: failed(failure, root: root, diagnostics: sink.diagnostics).diagnostics, icons: [])
            }
        }
    }

    /// A root failure is the snapshot, and also the last diagnostic, so `lint` shows it.
    private static func failed(_ failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: [Diagnostic])
        -> DecodedDocument
    {
        DecodedDocument(
            content: .failure(failure), root: root,
            diagnostics: diagnostics + [Diagnostic(.rootFailed(failure), at: failure.path ?? .root)])
    }
}
