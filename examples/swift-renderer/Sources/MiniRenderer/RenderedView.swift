/// What the example renderer builds for one element: the view it would put on
/// screen, with the properties it resolved. A SwiftUI renderer builds `View`s; the
/// parity check needs the same decisions in a form it can print.
public struct RenderedView: Equatable, Sendable {
    /// One resolved property, in the order the snapshot lists it.
    public struct Property: Equatable, Sendable {
        /// nil for a positional value, as in `Row(["a", "b"])`.
        public let name: String?
        public let value: Value

        public init(_ name: String?, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// How a property's value reads (RenderSnapshot spec §3.3).
    public enum Value: Equatable, Sendable {
        /// Text the document gave, always quoted (Q).
        case quoted(String)
        /// A list of texts (`["a", "b"]`).
        case quotedList([String])
        /// A color: absent reads `default` (B).
        case color(String?)
        /// An optional title, label or icon: absent reads `none` (B).
        case optional(String?)
        /// An enum value or a flag, bare (E).
        case bare(String)
        case number(Double)
        case integer(Int)
    }

    public let kind: String
    public var properties: [Property]
    /// The counted contents, as in `[children=3]`: what the renderer actually shows.
    public var count: (label: String, value: Int)?
    public var children: [RenderedView]

    public init(
        _ kind: String, _ properties: [Property] = [], count: (label: String, value: Int)? = nil,
        children: [RenderedView] = []
    ) {
        self.kind = kind
        self.properties = properties
        self.count = count
        self.children = children
    }

    public static func == (left: RenderedView, right: RenderedView) -> Bool {
        left.kind == right.kind && left.properties == right.properties && left.count?.label == right.count?.label
            && left.count?.value == right.count?.value && left.children == right.children
    }
}
