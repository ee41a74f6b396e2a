/// Nodes that hold other nodes (spec §2.1). Children that failed to decode are
/// already gone (§2.3), so `children.count` is what the snapshot prints.

public struct VStackNode: Equatable, Sendable {
    public var spacing: Double
    public var alignment: HorizontalAlignment
    public var children: [UINode]

    public init(spacing: Double = NodeDefaults.stackSpacing, alignment: HorizontalAlignment = NodeDefaults.vstackAlignment, children: [UINode]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}

public struct HStackNode: Equatable, Sendable {
    public var spacing: Double
    public var alignment: VerticalAlignment
    public var children: [UINode]

    public init(spacing: Double = NodeDefaults.stackSpacing, alignment: VerticalAlignment = NodeDefaults.hstackAlignment, children: [UINode]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}

public struct ZStackNode: Equatable, Sendable {
    public var alignment: StackAlignment
    public var children: [UINode]

    public init(alignment: StackAlignment = NodeDefaults.zstackAlignment, children: [UINode]) {
        self.alignment = alignment
        self.children = children
    }
}

public struct CardNode: Equatable, Sendable {
    public var child: UINode
    public var color: String?
    public var padding: Double
    public var cornerRadius: Double

    public init(child: UINode, color: String? = nil, padding: Double = NodeDefaults.cardPadding, cornerRadius: Double = NodeDefaults.cardCornerRadius) {
        self.child = child
        self.color = color
        self.padding = padding
        self.cornerRadius = cornerRadius
    }
}

public struct ListNode: Equatable, Sendable {
    public var items: [UINode]

    public init(items: [UINode]) { self.items = items }
}
