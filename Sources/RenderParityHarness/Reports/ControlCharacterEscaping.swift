/// The one helper every printed untrusted string goes through: fixture
/// and golden names, renderer output and stderr, paths in error messages, diagnostics.
///
/// A control character (Unicode category Cc: U+0000–U+001F, U+007F–U+009F) from a file
/// name or a renderer could move the cursor, clear the screen, rewrite a line with CR or
/// forge a summary line with LF. Each one is written as `\u00xx` (lowercase, four digits),
/// as snapshots and JSON reports write them (spec §3.3 Q), so what is printed is visible
/// and can be copied back (the expected-failures file reads the same escapes).
public enum ControlCharacterEscaping {
    /// `text` with every control character escaped, except those in `keeping` (JUnit detail keeps LF and tab).
    public static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), !keeping.contains(scalar) {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Each line of `lines` escaped: for multi-line text whose line breaks are ours.
    public static func escapedLines(_ lines: [String]) -> [String] { lines.map { escaped($0) } }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `\u00xx`, lowercase, four digits.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
