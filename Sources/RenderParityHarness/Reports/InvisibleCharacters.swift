import RenderParityText

/// How each unit of a diff line is displayed (diff §6.2): characters that would
/// break or rewrite a terminal line are escaped on every line; characters that
/// look like others or like nothing are shown only on removed and added lines,
/// where they may be the difference, and not on context lines, where they are noise.
/// Which characters those are, and how they are shown, is spec/messages.json's (`Messages.Diff`).
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
            case .invalidByte(let byte): Messages.Diff.invalidByte(hex: hex(UInt32(byte), digits: 2))
            case .scalar(let scalar): display(scalar, kind: kind, trailing: index >= trailingStart)
            }
        }
    }

    /// The line as displayed, one string.
    public static func text(_ line: LineText, as kind: LineKind) -> String { display(line, as: kind).joined() }

    static func display(_ scalar: Unicode.Scalar, kind: LineKind, trailing: Bool) -> String {
        let value = scalar.value
        if value == 0x0D { return Messages.Diff.carriageReturn }
        if Messages.Diff.isAlwaysEscaped(value) { return escaped(value) }
        guard kind == .changed else { return String(scalar) }
        if value == 0x09 { return Messages.Diff.tab }
        if value == 0x20, trailing { return Messages.Diff.trailingSpace }
        if Messages.Diff.isInvisible(value) { return escaped(value) }
        return String(scalar)
    }

    /// `<U+XXXX>`: uppercase hex, at least four digits.
    static func escaped(_ value: UInt32) -> String { Messages.Diff.codePoint(hex: hex(value, digits: 4)) }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
