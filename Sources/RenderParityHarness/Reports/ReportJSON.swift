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

    /// The document text, ending in a newline: keys sorted bytewise.
    public var text: String { ordered.text }

    var ordered: OrderedJSON {
        switch self {
        case .object(let members):
            .object(members.keys.sorted(by: BytewiseOrder.precedes).map { ($0, members[$0]?.ordered ?? .null) })
        case .array(let elements): .array(elements.map(\.ordered))
        case .string(let text): .string(text)
        case .integer(let value): .integer(value)
        case .bool(let value): .bool(value)
        case .null: .null
        }
    }
}
