/// How the review page shows a character a reviewer cannot see. *Which* characters are
/// shown, and on which lines, is `InvisibleCharacters`' rule (diff §6.2), the same as in
/// the terminal: controls, CR and bidirectional controls on every line; tabs, trailing
/// spaces, no-break and zero-width characters on changed lines only. The page shows each as
/// a badge with a short tag (`CR`, `ZWJ`, `→`) and its name and code point as a tooltip.
struct InvisibleBadge: Equatable {
    enum Kind: String {
        /// Tabs, trailing spaces, spaces other than U+0020.
        case whitespace
        /// C0 and C1 controls, DEL, invalid UTF-8 bytes.
        case control
        /// Zero-width, bidirectional and other format characters, the BOM, separators.
        case format
    }

    let kind: Kind
    let glyph: String
    let name: String

    /// After the last line of a file that does not end in a line feed.
    static let noFinalNewline = InvisibleBadge(
        kind: .control, glyph: "no ␊", name: "no line feed at the end of the file")

    /// The badge of `unit` on a line of `kind`, nil when it is shown as it is.
    /// `trailing`: the unit is a space after the line's last other character.
    static func of(_ unit: LineText.Unit, on kind: InvisibleCharacters.LineKind, trailing: Bool) -> InvisibleBadge? {
        switch unit {
        case .invalidByte(let byte):
            let hex = InvisibleCharacters.hex(UInt32(byte), digits: 2)
            return InvisibleBadge(kind: .control, glyph: "\\x" + hex, name: "invalid UTF-8 byte 0x" + hex)
        case .scalar(let scalar):
            let shown = InvisibleCharacters.display(scalar, kind: kind, trailing: trailing)
            guard shown != String(scalar) else { return nil }
            return InvisibleBadge(scalar, shown: shown)
        }
    }

    private init(kind: Kind, glyph: String, name: String) {
        self.kind = kind
        self.glyph = glyph
        self.name = name
    }

    private init(_ scalar: Unicode.Scalar, shown: String) {
        let value = scalar.value
        let code = "U+" + InvisibleCharacters.hex(value, digits: 4)
        switch value {
        case 0x20: self.init(kind: .whitespace, glyph: "·", name: "trailing space " + code)
        case 0x09: self.init(kind: .whitespace, glyph: "→", name: "tab " + code)
        case 0x00...0x1F:
            self.init(kind: .control, glyph: Self.controlTags[Int(value)], name: "control character " + code)
        case 0x7F: self.init(kind: .control, glyph: "DEL", name: "control character " + code)
        case 0x80...0x9F: self.init(kind: .control, glyph: code, name: "C1 control character " + code)
        case 0xA0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
            self.init(kind: .whitespace, glyph: "⍽", name: "space other than U+0020: " + code)
        default:
            let tag = Self.formatTags[value]
            // Anything else `InvisibleCharacters` shows: its own text without the angle brackets.
            self.init(
                kind: .format, glyph: tag?.0 ?? shown.filter { $0 != "<" && $0 != ">" },
                name: (tag.map { $0.1 + " " } ?? "") + code)
        }
    }

    /// The C0 controls' standard abbreviations, in code point order.
    private static let controlTags = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
        "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
    ]

    /// Tags and names of the format characters people meet in snapshots.
    private static let formatTags: [UInt32: (String, String)] = [
        0x00AD: ("SHY", "soft hyphen"), 0x061C: ("ALM", "Arabic letter mark"),
        0x180E: ("MVS", "Mongolian vowel separator"),
        0x200B: ("ZWSP", "zero-width space"), 0x200C: ("ZWNJ", "zero-width non-joiner"),
        0x200D: ("ZWJ", "zero-width joiner"),
        0x200E: ("LRM", "left-to-right mark"), 0x200F: ("RLM", "right-to-left mark"),
        0x2028: ("LS", "line separator"), 0x2029: ("PS", "paragraph separator"),
        0x202A: ("LRE", "left-to-right embedding"), 0x202B: ("RLE", "right-to-left embedding"),
        0x202C: ("PDF", "pop directional formatting"),
        0x202D: ("LRO", "left-to-right override"), 0x202E: ("RLO", "right-to-left override"),
        0x2060: ("WJ", "word joiner"),
        0x2066: ("LRI", "left-to-right isolate"), 0x2067: ("RLI", "right-to-left isolate"),
        0x2068: ("FSI", "first strong isolate"),
        0x2069: ("PDI", "pop directional isolate"), 0xFEFF: ("BOM", "byte order mark"),
        0xFFFD: ("FFFD", "replacement character"),
    ]
}
