import RenderParityDecoding
import RenderParityJSON

/// The tree path: `NodeDecoder` into `TreeBuilder`. In the model stage because it returns the model;
/// which root a document has is the decoder's (`DocumentDecoder.decodeRoot`).
extension DocumentDecoder {
    /// `collectIcons`: also record where each SF Symbol is used (for `parity icons`).
    public static func decode(_ bytes: [UInt8], collectIcons: Bool = false) -> DecodedDocument {
        switch JSONReader.read(bytes) {
        case .failure(let readFailure):
            return failed(failure(reading: readFailure), root: .node, diagnostics: [])
        case .success(let document):
            return decode(document, collectIcons: collectIcons)
        }
    }

    public static func decode(_ document: JSONDocument, collectIcons: Bool = false) -> DecodedDocument {
        document.withTape { tape in
            var decoder = NodeDecoder<TreeBuilder>(tape: tape)
            var builder = TreeBuilder(collectIcons: collectIcons)
            let root: DecodedDocument.Root = rootIsResponse(tape) ? .response : .node
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

    /// The diagnostics of a document (§2.4), without building its tree: what `lint` reports.
    public static func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        switch JSONReader.read(bytes) {
        case .failure(let readFailure):
            return failed(failure(reading: readFailure), root: .node, diagnostics: []).diagnostics
        case .success(let document):
            return document.withTape { tape in
                var decoder = NodeDecoder<DiagnosticsSink>(tape: tape)
                var sink = DiagnosticsSink()
                let failure = decodeRoot(of: tape, with: &decoder, into: &sink)
                return failure.map { failed($0, root: .node, diagnostics: sink.diagnostics).diagnostics }
                    ?? sink.diagnostics
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
