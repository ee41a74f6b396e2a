import RenderParityJSON
import RenderParityText

/// Bytes of a compiled vocabulary (a line name, `", name="`, an absent word), kept for the
/// life of the process (`ImmortalBuffer`), so the line writer reads them through a pointer
/// and copying one costs nothing.
///
/// Why not `String`: the writer emits these for every attribute of every line, and a
/// `String` pays a retain and a check of its representation at each use.
/// `@unchecked Sendable`: its bytes are immutable and never freed.
@usableFromInline package struct VocabularyText: @unchecked Sendable, Equatable, CustomStringConvertible {
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>

    /// The text's bytes copied once, straight into immortal storage (not through an array first:
    /// a vocabulary has a few hundred texts, and each array was one more allocation and free).
    @inlinable package init(_ text: String) { bytes = ImmortalBuffer.make(text.utf8) }

    /// Bytes that already live as long as the process (a slice of an `ImmortalBuffer`).
    @inlinable package init(immortal bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inlinable package static func == (lhs: VocabularyText, rhs: VocabularyText) -> Bool {
        lhs.bytes.elementsEqual(rhs.bytes)
    }

    @usableFromInline package var description: String { String(decoding: bytes, as: UTF8.self) }
}
