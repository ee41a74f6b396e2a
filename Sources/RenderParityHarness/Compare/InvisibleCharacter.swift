/// A character a reviewer cannot see but a byte-for-byte comparison can: how a diff
/// shows it. Goldens are compared as bytes (spec §4), so a tab, a CR, a BOM, a
/// no-break space or a zero-width joiner makes a golden fail while the two lines
/// look the same on screen. Bidirectional controls are here too: shown raw, they
/// reorder the text around them and a diff would show what isn't there.
///
/// Plain spaces are visible except at the end of a line; the caller decides that
/// (`trailingSpace`), since only it knows where the line ends.
public struct InvisibleCharacter: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Tab, no-break spaces, trailing spaces.
        case whitespace
        /// C0 and C1 controls, DEL, CR.
        case control
        /// Zero-width, bidirectional and other format characters, the BOM, line separators.
        case format
    }

    public let kind: Kind
    /// What stands in for it: a visible symbol (`→` for a tab, `·` for a trailing space) or a short tag (`CR`, `ZWJ`).
    public let glyph: String
    /// The character's name and code point, for a tooltip or a legend.
    public let name: String

    /// A space at the end of a line.
    public static let trailingSpace = InvisibleCharacter(kind: .whitespace, glyph: "·", name: "trailing space U+0020")

    /// An invalid UTF-8 byte, shown as `\xNN`.
    public static func invalidByte(_ byte: UInt8) -> InvisibleCharacter {
        InvisibleCharacter(kind: .control, glyph: "\\x" + hex(UInt32(byte), digits: 2), name: "invalid UTF-8 byte 0x" + hex(UInt32(byte), digits: 2))
    }

    init(kind: Kind, glyph: String, name: String) {
        self.kind = kind
        self.glyph = glyph
        self.name = name
    }

    /// How `scalar` is shown, or nil when it is visible as it is (spaces included).
    public init?(scalar: Unicode.Scalar) {
        let value = scalar.value
        let code = "U+" + Self.hex(value, digits: 4)
        switch value {
        case 0x09: self.init(kind: .whitespace, glyph: "→", name: "tab " + code)
        case 0x00...0x1F: self.init(kind: .control, glyph: Self.controlNames[Int(value)], name: "control character " + code)
        case 0x7F: self.init(kind: .control, glyph: "DEL", name: "control character " + code)
        case 0x80...0x9F: self.init(kind: .control, glyph: code, name: "C1 control character " + code)
        case 0xA0, 0x2007, 0x202F: self.init(kind: .whitespace, glyph: "⍽", name: "no-break space " + code)
        default:
            guard let tag = Self.formatTags[value] else { return nil }
            self.init(kind: .format, glyph: tag.0, name: tag.1 + " " + code)
        }
    }

    /// The C0 controls' standard abbreviations (`CR`, `NUL`, `ESC`), in code point order.
    private static let controlNames = ["NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
                                       "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US"]

    /// Format characters by code point: a short tag and a name.
    private static let formatTags: [UInt32: (String, String)] = [
        0x00AD: ("SHY", "soft hyphen"),
        0x061C: ("ALM", "Arabic letter mark"),
        0x180E: ("MVS", "Mongolian vowel separator"),
        0x200B: ("ZWSP", "zero-width space"),
        0x200C: ("ZWNJ", "zero-width non-joiner"),
        0x200D: ("ZWJ", "zero-width joiner"),
        0x200E: ("LRM", "left-to-right mark"),
        0x200F: ("RLM", "right-to-left mark"),
        0x2028: ("LS", "line separator"),
        0x2029: ("PS", "paragraph separator"),
        0x202A: ("LRE", "left-to-right embedding"),
        0x202B: ("RLE", "right-to-left embedding"),
        0x202C: ("PDF", "pop directional formatting"),
        0x202D: ("LRO", "left-to-right override"),
        0x202E: ("RLO", "right-to-left override"),
        0x2060: ("WJ", "word joiner"),
        0x2066: ("LRI", "left-to-right isolate"),
        0x2067: ("RLI", "right-to-left isolate"),
        0x2068: ("FSI", "first strong isolate"),
        0x2069: ("PDI", "pop directional isolate"),
        0xFEFF: ("BOM", "byte order mark (zero-width no-break space)"),
    ]

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
