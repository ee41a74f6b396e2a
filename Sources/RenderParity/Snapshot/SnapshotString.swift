/// Writes strings as spec §3.3 Q (always quoted) and B (bare unless that would be ambiguous).
public enum SnapshotString {
    /// Q: `"` + escaped text + `"`.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// B: bare, or Q when bare text could be misread.
    public static func bareOrQuoted(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// B is quoted when the text is empty, exactly `none` or `default`, starts or
    /// ends with U+0020, or contains `"`, `\`, `=` or a control character (U+0000–U+001F, U+007F).
    public static func needsQuotes(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return true }
        if first == 0x20 || last == 0x20 || text == "none" || text == "default" { return true }
        return utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "=") }
    }

    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\""))
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x00..<0x20, 0x7F:
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func appendBareOrQuoted(_ text: String, to out: inout [UInt8]) {
        if needsQuotes(text) { appendQuoted(text, to: &out) } else { out.append(contentsOf: text.utf8) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
