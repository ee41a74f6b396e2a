/// A name the adapter looks things up by (a member name, a component id, a surface id),
/// compared as its UTF-8 bytes. The reader keeps `"é"` and `"e\u{301}"` apart as two member
/// names (render-snapshot.md §1.2 compares keys as bytes), and A2UI's renderers compare ids as
/// JavaScript strings do; Swift's `String` equality is canonical equivalence, which would merge
/// them and drop one (spec/a2ui.md §3.2: components replace by `id`, the same id only).
package struct A2UIName: Hashable, Sendable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: A2UIName, rhs: A2UIName) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
