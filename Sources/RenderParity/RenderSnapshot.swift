/// The whole pipeline in one call: JSON bytes → `JSONReader` → `DocumentDecoder`
/// → `LayoutResolution` (inside the writer) → `SnapshotWriter` → snapshot bytes.
/// `make(from: [UInt8])` takes a shortcut with the same output: `TapeSnapshotWriter`
/// writes from the reader's tape, without building the decoded tree.
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
            // The fast path writes straight from the tape; a root that fails takes the decoder's path
            // (its snapshot is one `Error` line).
            return TapeSnapshotWriter.snapshot(of: document) ?? make(from: DocumentDecoder.decode(document))
        }
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
