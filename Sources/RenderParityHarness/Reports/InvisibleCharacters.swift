/// How each unit of a diff line is displayed (diff §6.2): characters that would
/// break or rewrite a terminal line are escaped on every line; characters that
/// look like others or like nothing are shown only on removed and added lines,
/// where they may be the difference, and not on context lines, where they are noise.
public enum InvisibleCharacters {
    /// Where a line appears: escaping invisible characters depends on it.
    public enum LineKind: Sendable {
        case context, changed
    }

    /// The display string of every unit of `line`, in order.
    public static func display(_ line: LineText, as kind: LineKind) -> [String] {
        let units = line.units
        // Spaces after the last unit that is not a space are trailing.
        var trailingStart = units.count
        while trailingStart > 0, units[trailingStart - 1] == .scalar(" ") { trailingStart -= 1 }
        return units.indices.map { index in
            switch units[index] {
            case .invalidByte(let byte): "<0x" + hex(UInt32(byte), digits: 2) + ">"
            case .scalar(let scalar): display(scalar, kind: kind, trailing: index >= trailingStart)
            }
        }
    }

    /// The line as displayed, one string.
    public static func text(_ line: LineText, as kind: LineKind) -> String { display(line, as: kind).joined() }

    static func display(_ scalar: Unicode.Scalar, kind: LineKind, trailing: Bool) -> String {
        let value = scalar.value
        if value == 0x0D { return "\u{240D}" }
        if isAlwaysEscaped(value) { return escaped(value) }
        guard kind == .changed else { return String(scalar) }
        if value == 0x09 { return "\u{2409}" }
        if value == 0x20, trailing { return "\u{00B7}" }
        if isInvisible(value) { return escaped(value) }
        return String(scalar)
    }

    /// Controls, line and paragraph separators, and bidi overrides and isolates.
    static func isAlwaysEscaped(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x08, 0x0A...0x0C, 0x0E...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Spaces that are not U+0020, zero-width and format characters, variation
    /// selectors, fillers, the BOM, U+FFFD and tag characters.
    static func isInvisible(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0, 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
            0x2000...0x200F, 0x202F, 0x205F...0x2065, 0x206A...0x206F, 0x3000, 0x3164,
            0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0xFFFD, 0xE0000...0xE007F:
            true
        default: false
        }
    }

    /// `<U+XXXX>`: uppercase hex, at least four digits.
    static func escaped(_ value: UInt32) -> String { "<U+" + hex(value, digits: 4) + ">" }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
