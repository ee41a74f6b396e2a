import RenderParity

/// A small JSON writer for reports: keys sorted bytewise, two-space indent,
/// integers only, so `--report json` is byte-identical on every machine.
public indirect enum ReportJSON: Equatable, Sendable {
    case object([String: ReportJSON])
    case array([ReportJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// The document text, ending in a newline.
    public var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            let keys = members.keys.sorted(by: BytewiseOrder.precedes)
            for (position, key) in keys.enumerated() {
                out += inner + Self.quote(key) + ": "
                members[key]?.write(into: &out, indent: inner)
                out += position + 1 < keys.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case let .array(elements):
            guard !elements.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += inner
                element.write(into: &out, indent: inner)
                out += position + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case let .string(text): out += Self.quote(text)
        case let .integer(value): out += String(value)
        case let .bool(value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// JSON string escaping: the required escapes, `\u00xx` for other controls, everything else as is.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                out += unicodeEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `\u00xx`, lowercase, four digits: how every report writes a character it cannot hold raw.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
