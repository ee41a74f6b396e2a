import RenderParityText
import RenderParityJSON
import RenderParityDecoding
import RenderParityModel
import RenderParitySnapshot

/// The whole pipeline in one call: JSON bytes → `JSONReader` → `NodeDecoder` (the rules,
/// layout flags included) → `SnapshotSink` → snapshot bytes, without building a tree.
/// `make(from: DecodedDocument)` writes a built model instead (`SnapshotWriter`).
///
/// Renderers call `RenderSnapshot.make(from:)` in their own tests and compare
/// the result with the golden of the same fixture.
public enum RenderSnapshot {
    /// The snapshot of a JSON document, as UTF-8 bytes (spec §3).
    public static func make(from json: [UInt8]) -> [UInt8] {
        switch JSONReader.read(json) {
        case let .failure(failure):
            var writer = SnapshotWriter()
            writer.write(DocumentDecoder.failure(reading: failure))
            return writer.bytes
        case let .success(document):
            return snapshot(of: document)
        }
    }

    /// The snapshot of a document that was read: its tree, or its root's `Error` line (§3.4).
    static func snapshot(of document: JSONDocument) -> [UInt8] {
        document.withTape { tape in
            var bytes: [UInt8] = []
            HugePageAdvice.reserve(estimatedSize(document), in: &bytes)
            var failure: DecodeFailure?
            SnapshotSink.writing(into: &bytes) { sink in
                var decoder = NodeDecoder<SnapshotSink>(tape: tape)
                failure = DocumentDecoder.decodeRoot(of: tape, with: &decoder, into: &sink)
            }
            guard let failure else { return bytes }
            var writer = SnapshotWriter()
            writer.write(failure)
            return writer.bytes
        }
    }

    /// A little over the snapshot's size, to size its buffer once: the JSON's size and a
    /// quarter (a line can say more than compact JSON does), plus two spaces per level for
    /// each object (a node's line is indented by its depth). Pages reserved but never
    /// written cost no memory; growing the buffer copied it at each doubling.
    static func estimatedSize(_ document: JSONDocument) -> Int {
        document.bytes.count + document.bytes.count / 4 + 2 * document.objectNesting
    }

    public static func make(from document: DecodedDocument, capacity: Int = 0) -> [UInt8] {
        var writer = SnapshotWriter(capacity: capacity)
        writer.write(document)
        return writer.bytes
    }

    /// The snapshot of a JSON document, as a `String`.
    public static func text(from json: [UInt8]) -> String {
        String(decoding: make(from: json), as: UTF8.self)
    }
}
