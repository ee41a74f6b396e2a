/// A name in double quotes with JSON string escapes (RFC 8259 §7), as the expected-failures
/// file accepts it and as reports print names with control characters.
enum QuotedName {
    /// The unescaped name of the quoted string `text` starts with, and the index after its
    /// closing quote; nil when it is unterminated or has an invalid escape.
    static func parse(_ text: String) -> (String, String.Index)? {
        var scalars = text.unicodeScalars[...]
        guard scalars.first == "\"" else { return nil }
        scalars = scalars.dropFirst()
        var name = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"": return (String(name), scalars.startIndex)
            case "\\":
                guard let escape = scalars.popFirst() else { return nil }
                switch escape {
                case "\"", "\\", "/": name.append(escape)
                case "b": name.append("\u{08}")
                case "f": name.append("\u{0C}")
                case "n": name.append("\n")
                case "r": name.append("\r")
                case "t": name.append("\t")
                case "u":
                    guard var value = hex4(&scalars) else { return nil }
                    if (0xD800...0xDBFF).contains(value) {
                        // A high surrogate must be followed by an escaped low one.
                        guard scalars.popFirst() == "\\", scalars.popFirst() == "u", let low = hex4(&scalars),
                            (0xDC00...0xDFFF).contains(low)
                        else { return nil }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(value) else { return nil }
                    name.append(decoded)
                default: return nil
                }
            default: name.append(scalar)
            }
        }
        return nil
    }

    private static func hex4(_ scalars: inout Substring.UnicodeScalarView) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = scalars.popFirst(), let digit = UInt32(String(scalar), radix: 16) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}
