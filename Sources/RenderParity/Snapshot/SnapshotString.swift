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
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            if first == 0x20 || last == 0x20 { return true }
            if bytes.count == 4, bytes.elementsEqual("none".utf8) { return true }
            if bytes.count == 7, bytes.elementsEqual("default".utf8) { return true }
            for byte in bytes where needsEscape(byte) || byte == UInt8(ascii: "=") { return true }
            return false
        }
    }

    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &out) }
    }

    static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escaping: copy them in one go.
        if !bytes.contains(where: needsEscape) {
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in bytes {
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
        var text = text
        if needsQuotes(text) { appendQuoted(text, to: &out) } else { text.withUTF8 { out.append(contentsOf: $0) } }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
