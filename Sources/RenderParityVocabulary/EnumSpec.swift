import RenderParityJSON
import RenderParityText

/// An enumeration's cases as the decoder matches them: bytes, not `String`s.
/// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct EnumSpec: @unchecked Sendable {
    /// The names as the snapshot writes them (§3.3 E), without building a `String`.
    @usableFromInline package let cases: UnsafeBufferPointer<VocabularyText>
    /// The cases by name, for matching a value's bytes.
    @usableFromInline package let index: NameIndex

    /// `cases` are distinct and at most `NameSignature.maximumCount` bytes (the loader checks).
    package init(_ cases: [String]) {
        self.cases = ImmortalBuffer.make(cases.map(VocabularyText.init))
        index = NameIndex(cases.map { NameSignature(utf8: $0) })
    }

    /// The names as diagnostics list them.
    @inlinable package var names: [String] { cases.map(\.description) }

    /// "leading, center, trailing": what diagnostics list. By `+=`, not `joined(separator:)`,
    /// whose first call in a process looked up its witnesses at run time (`PathText.normalized`).
    @inlinable package var list: String {
        var list = ""
        for (position, text) in cases.enumerated() {
            if position > 0 { list += ", " }
            list += text.description
        }
        return list
    }
}
