/// Where a changed line differs from the line it replaced: what is left once the
/// common start and the common end are taken away, as byte ranges of each line.
///
/// A diff says *which* lines changed; on a 150-character snapshot line a reviewer
/// also needs *where* (`spacing=8.0` against `spacing=8`, or one trailing space).
/// The ranges start and end on UTF-8 scalar boundaries, so a marked range never
/// splits a character; either range may be empty (text only inserted or removed).
public struct InlineChange: Equatable, Sendable {
    /// The differing bytes of the golden line (offsets from the line's start).
    public let golden: Range<Int>
    /// The differing bytes of the actual line.
    public let actual: Range<Int>

    public init(golden: Range<Int>, actual: Range<Int>) {
        self.golden = golden
        self.actual = actual
    }

    /// The change between two lines (without their line feeds).
    public init<Golden: Collection<UInt8>, Actual: Collection<UInt8>>(golden old: Golden, actual new: Actual) {
        let a = Array(old), b = Array(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        // Back to the start of the scalar the first difference is in.
        while prefix > 0, Self.isContinuation(a, prefix) || Self.isContinuation(b, prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        // Forward to the end of the scalar the last difference is in: a common end never starts mid-scalar.
        while suffix > 0, Self.isContinuation(a, a.count - suffix) || Self.isContinuation(b, b.count - suffix) { suffix -= 1 }
        golden = prefix..<(a.count - suffix)
        actual = prefix..<(b.count - suffix)
    }

    /// Whether the two lines differ only in whitespace and invisible characters
    /// (`InvisibleCharacter`): the case a reviewer cannot see without help.
    public static func isInvisibleOnly<Golden: Collection<UInt8>, Actual: Collection<UInt8>>(golden: Golden, actual: Actual) -> Bool {
        let visibleGolden = visibleScalars(golden), visibleActual = visibleScalars(actual)
        return visibleGolden == visibleActual && !golden.elementsEqual(actual)
    }

    private static func visibleScalars<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Unicode.Scalar] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 != " " && InvisibleCharacter(scalar: $0) == nil }
    }

    /// Whether `bytes[index]` is a UTF-8 continuation byte (`10xxxxxx`), i.e. not where a scalar starts.
    private static func isContinuation(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }
}
