import RenderParity

/// A small JSON writer for reports: keys sorted bytewise, two-space indent,
/// integers only, so `--report json` is byte-identical on every machine. Strings
/// are written as snapshots quote them (spec §3.3 Q), which is JSON string escaping.
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
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            let keys = members.keys.sorted(by: BytewiseOrder.precedes)
            for (position, key) in keys.enumerated() {
                out += inner + SnapshotString.quoted(key) + ": "
                members[key]?.write(into: &out, indent: inner)
                out += position + 1 < keys.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += inner
                element.write(into: &out, indent: inner)
                out += position + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .string(let text): out += SnapshotString.quoted(text)
        case .integer(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }
}
