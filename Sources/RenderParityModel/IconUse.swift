import RenderParityJSON

/// An SF Symbol name a document uses, and where (for `parity icons`).
public struct IconUse: Equatable, Sendable {
    public let name: String
    public let path: JSONPath
}
