import RenderParityDecoding
import RenderParityJSON
import RenderParityModel
import RenderParitySnapshot
import RenderParityText
import RenderParityVocabulary

/// The whole pipeline in one call: JSON bytes → `JSONReader` → `NodeDecoder` (the rules,
/// layout flags included) → `SnapshotSink` → snapshot bytes, without building a tree.
/// `make(from: DecodedDocument)` writes a built model instead (`SnapshotWriter`).
///
/// Renderers call `RenderSnapshot.make(from:)` in their own tests and compare
/// the result with the golden of the same fixture. Every call takes the vocabulary the
/// document is written in; the default is the built-in DSL (`Vocabulary.builtin`).
public enum RenderSnapshot {
    /// The snapshot of a JSON document, as UTF-8 bytes (spec §3).
    public static func make(from json: [UInt8], vocabulary: Vocabulary = .builtin) -> [UInt8] {
        var failed: [UInt8] = []
        switch JSONReader.read(json, recognising: vocabulary.names) {
        case .failure(let failure):
            SnapshotWriter.write(DocumentDecoder.failure(reading: failure)) { failed.append(contentsOf: $0) }
        case .success(let document):
            // Written in place into an array sized once from the input (`estimatedSize`,
            // `SnapshotSink.array`): growing it copied it at each doubling, and appending the
            // sink's buffer to it copied every byte once more.
            var failure: DecodeFailure?
            let bytes = document.withTape { tape in
                SnapshotSink.array(capacity: estimatedSize(document)) { sink in
                    failure = decode(tape, vocabulary: vocabulary, into: &sink)
                }
            }
            guard let failure else { return bytes }
            SnapshotWriter.write(failure) { failed.append(contentsOf: $0) }
        }
        return failed
    }

    /// Streams the snapshot of a JSON document to `output` as it is produced, in order, in pieces
    /// of up to 64 KiB: the snapshot is never held whole, so memory stays near the input's size
    /// however large the document (`parity snapshot FILE` writes the pieces to stdout).
    /// `output` sees every byte `make(from:)` returns, and the same bytes.
    public static func write(
        from json: [UInt8], vocabulary: Vocabulary = .builtin, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        write(from: DocumentBytes(json), vocabulary: vocabulary, to: output)
    }

    /// `write(from:vocabulary:to:)` of bytes that may be borrowed: `parity snapshot FILE` passes
    /// a mapped file's (`DocumentBytes`).
    package static func write(
        from json: DocumentBytes, vocabulary: Vocabulary = .builtin, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        switch JSONReader.read(json, recognising: vocabulary.names) {
        case .failure(let failure):
            SnapshotWriter.write(DocumentDecoder.failure(reading: failure), to: output)
        case .success(let document):
            write(from: document, vocabulary: vocabulary, to: output)
        }
    }

    /// The decoding half of `write(from:vocabulary:to:)`: a document the reader has already read
    /// (with `vocabulary.names` recognised), decoded and written. Apart so that parity-bench
    /// can time the decoder and the line writer without the reader.
    package static func write(
        from document: JSONDocument, vocabulary: Vocabulary, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        document.withTape { tape in
            var failure: DecodeFailure?
            SnapshotSink.writing(to: output) { sink in failure = decode(tape, vocabulary: vocabulary, into: &sink) }
            if let failure { SnapshotWriter.write(failure, to: output) }
        }
    }

    /// The document's snapshot into `sink`, or its root's failure, in which case nothing was
    /// written (`decodeRoot` reports before it writes).
    private static func decode(_ tape: JSONTape, vocabulary: Vocabulary, into sink: inout SnapshotSink)
        -> DecodeFailure?
    {
        var decoder = NodeDecoder<SnapshotSink>(tape: tape, vocabulary: vocabulary)
        return DocumentDecoder.decodeRoot(of: tape, with: &decoder, into: &sink)
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
    public static func text(from json: [UInt8], vocabulary: Vocabulary = .builtin) -> String {
        String(decoding: make(from: json, vocabulary: vocabulary), as: UTF8.self)
    }
}
