import RenderParityDecoding
import RenderParityJSON
import RenderParitySnapshot
import RenderParityText
import RenderParityVocabulary

/// An A2UI message stream in one call (spec/a2ui.md): messages → surfaces → one document per
/// live surface, in `surfaceId` order → the one decoder with the imported catalog's vocabulary
/// → snapshot lines. Any malformed case, the adapter's or the decoder's at a surface's root,
/// makes the whole snapshot one `Error` line at the stream's JSON path.
public enum A2UIStream {
    /// The documents the decoder reads, one per live surface, or why there are none.
    public static func documents(_ bytes: [UInt8], vocabulary: Vocabulary) -> Result<[SurfaceDocument], A2UIFailure> {
        do throws(A2UIFailure) {
            let surfaces = try SurfacePlayer.play(try MessageStream.messages(bytes).get())
            let plans = NodePlan.plans(for: vocabulary)
            let typeKey = vocabulary.definition.document.typeKey
            var documents: [SurfaceDocument] = []
            for surface in surfaces {
                documents.append(try SurfaceAssembler.document(surface, plans: plans, typeKey: typeKey))
            }
            return .success(documents)
        } catch {
            return .failure(error)
        }
    }

    /// The documents as `parity a2ui snapshot` prints them when asked for documents: one compact JSON line
    /// each, or the stream's `Error` line. Ports print the same bytes.
    public static func documentsText(_ bytes: [UInt8], vocabulary: Vocabulary) -> [UInt8] {
        switch documents(bytes, vocabulary: vocabulary) {
        case .failure(let failure): return errorLine(failure.reason, at: failure.path)
        case .success(let documents): return documents.flatMap { $0.bytes + [0x0A] }
        }
    }

    /// The stream's snapshot (spec/a2ui.md §4): each live surface's lines, or `NoSurface` when
    /// none is left, or one `Error` line.
    public static func snapshot(_ bytes: [UInt8], vocabulary: Vocabulary) -> [UInt8] {
        let documents: [SurfaceDocument]
        switch Self.documents(bytes, vocabulary: vocabulary) {
        case .failure(let failure): return errorLine(failure.reason, at: failure.path)
        case .success(let made): documents = made
        }
        guard !documents.isEmpty else {
            let empty =
                "{\(A2UIText.quoted(vocabulary.definition.document.typeKey)):\"\(SurfaceAssembler.SurfaceNode.emptyType)\"}"
            return decoded(Array(empty.utf8), vocabulary: vocabulary).lines
        }
        var out: [UInt8] = []
        for document in documents {
            let result = decoded(document.bytes, vocabulary: vocabulary)
            if let failure = result.failure {
                return errorLine(failure.reason, at: failure.path.map(document.streamPath))
            }
            out += result.lines
        }
        return out
    }

    /// One document through the decoder into snapshot lines, and its root's failure if any.
    static func decoded(_ bytes: [UInt8], vocabulary: Vocabulary) -> (lines: [UInt8], failure: DecodeFailure?) {
        var lines: [UInt8] = []
        let output: (UnsafeRawBufferPointer) -> Void = { lines.append(contentsOf: $0) }
        switch JSONReader.read(bytes, recognising: vocabulary.names) {
        case .failure(let failure):
            return ([], DocumentDecoder.failure(reading: failure))
        case .success(let document):
            let failure = document.withTape { tape -> DecodeFailure? in
                var failure: DecodeFailure?
                SnapshotSink.writing(to: output) { sink in
                    var decoder = NodeDecoder<SnapshotSink>(tape: tape, vocabulary: vocabulary)
                    failure = DocumentDecoder.decodeRoot(of: tape, with: &decoder, into: &sink)
                }
                return failure
            }
            return (lines, failure)
        }
    }

    static func errorLine(_ reason: FailureReason, at path: JSONPath?) -> [UInt8] {
        var line: [UInt8] = []
        SnapshotWriter.writeError(reason, at: path) { line.append(contentsOf: $0) }
        return line
    }
}
