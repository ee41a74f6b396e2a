import RenderParityText

/// The text forms the adapter writes (spec/a2ui.md §5.3): JSON as `JSON.stringify` writes it
/// (members in the order received, numbers as JavaScript prints them, no spaces), and a
/// value converted to a string for `formatString` and for a string property bound to a
/// number or boolean. One form for every port, so that no platform's number formatting shows.
package enum A2UIText {
    /// A number as JavaScript's `String(n)` writes it for the values JSON holds: an integral
    /// value without a fraction (`3`, `-12`), others in the shortest round-trip digits laid out
    /// positionally (`2.5`, `0.0000001`), never with an exponent.
    package static func number(_ value: Double) -> String {
        guard value == value.rounded() else { return SnapshotNumber.format(value) }
        if value.magnitude < 9_007_199_254_740_992 { return String(Int64(value)) }
        // Integral past 2^53 (`1e21`): N's digits without its `.0`, still without an exponent (§5.3).
        let text = SnapshotNumber.format(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// The string a value converts to (protocol "Type conversion"): strings as they are, numbers
    /// and booleans in their standard form, null as the empty string, arrays and objects as JSON.
    package static func converted(_ value: A2UIValue) -> String {
        switch value {
        case .null: ""
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.number(number)
        case .array, .object: json(value)
        }
    }

    /// Compact JSON text of `value`, members in the order received.
    package static func json(_ value: A2UIValue) -> String {
        var out = ""
        writeJSON(value, to: &out)
        return out
    }

    /// Recursion is bounded by the reader's nesting limit: every value came from a read document.
    package static func writeJSON(_ value: A2UIValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += Self.number(number)
        case .string(let text): out += quoted(text)
        case .array(let elements):
            out += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { out += "," }
                writeJSON(element, to: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (position, member) in object.members.enumerated() {
                if position > 0 { out += "," }
                out += quoted(member.key) + ":"
                writeJSON(member.value, to: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as
    /// `JSON.stringify` writes them (`\n`, `\t`, `\b`, `\f`, `\r`, else `\u00XX`).
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
