import RenderParity

/// JSON text with members in the order they are given, two-space indent, numbers as snapshots
/// write them (spec §3.3 N) and strings as they quote them (§3.3 Q, which is JSON string
/// escaping), so the output is the same bytes on every machine. `parity schema` gives its
/// members in reading order (`$schema`, title, the root, the definitions in vocabulary order);
/// reports give theirs sorted (`ReportJSON`).
public indirect enum OrderedJSON: Equatable, Sendable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    public static func == (left: OrderedJSON, right: OrderedJSON) -> Bool { left.text == right.text }

    /// The document text, ending in a newline.
    public var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty: out += "{}"
        case .object(let members):
            out += "{\n"
            for (position, (key, value)) in members.enumerated() {
                out += inner + SnapshotString.quoted(key) + ": "
                value.write(into: &out, indent: inner)
                out += position + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .array(let elements) where elements.isEmpty: out += "[]"
        case .array(let elements):
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += inner
                element.write(into: &out, indent: inner)
                out += position + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .string(let text): out += SnapshotString.quoted(text)
        case .number(let value): out += SnapshotNumber.format(value)
        case .integer(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }
}
