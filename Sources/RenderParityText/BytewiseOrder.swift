/// The one order for everything the project lists or sorts: by UTF-8 bytes.
///
/// Why: Swift's `<` on `String` compares by Unicode canonical equivalence, Kotlin's
/// and JavaScript's by UTF-16 code units; UTF-8 byte order is the same in every
/// language and locale, so goldens, reports and corpus listings come out alike
/// everywhere (spec/render-snapshot.md §4, spec/icon-map.md §3.2).
public enum BytewiseOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
