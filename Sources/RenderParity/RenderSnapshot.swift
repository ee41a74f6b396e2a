/// The whole pipeline in one call: JSON bytes → `JSONReader` → `DocumentDecoder`
/// → `LayoutResolution` (inside the writer) → `SnapshotWriter` → snapshot bytes.
///
/// Renderers call `RenderSnapshot.make(from:)` in their own tests and compare
/// the result with the golden of the same fixture.
public enum RenderSnapshot {
    /// The snapshot of a JSON document, as UTF-8 bytes (spec §3).
    public static func make(from json: [UInt8]) -> [UInt8] {
        make(from: DocumentDecoder.decode(json))
    }

    public static func make(from document: DecodedDocument) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.write(document)
        return writer.bytes
    }

    /// The snapshot of a JSON document, as a `String`.
    public static func text(from json: [UInt8]) -> String {
        String(decoding: make(from: json), as: UTF8.self)
    }
}
