/// The whole pipeline in one call: JSON bytes → `JSONReader` → `DocumentDecoder`
/// → `LayoutResolution` (inside the writer) → `SnapshotWriter` → snapshot bytes.
///
/// Renderers call `RenderSnapshot.make(from:)` in their own tests and compare
/// the result with the golden of the same fixture.
public enum RenderSnapshot {
    /// The snapshot of a JSON document, as UTF-8 bytes (spec §3).
    public static func make(from json: [UInt8]) -> [UInt8] {
        // A snapshot is usually about as long as its JSON: sizing the buffer once avoids regrowing it.
        make(from: DocumentDecoder.decode(json), capacity: json.count)
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
