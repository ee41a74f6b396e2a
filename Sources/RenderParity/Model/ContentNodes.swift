/// Leaf nodes that show text, numbers or a symbol (spec §2.1).
/// `nil` means absent: the snapshot prints `default` for a color and `none` otherwise (§3.1).

public struct TextNode: Equatable, Sendable {
    public var content: String
    public var style: TextStyle
    public var color: String?
    public var weight: FontWeight
    /// 1…2147483647 when present (§2.3).
    public var maxLines: Int?

    public init(content: String, style: TextStyle = NodeDefaults.textStyle, color: String? = nil, weight: FontWeight = NodeDefaults.textWeight, maxLines: Int? = nil) {
        self.content = content
        self.style = style
        self.color = color
        self.weight = weight
        self.maxLines = maxLines
    }
}

public struct StatNode: Equatable, Sendable {
    public var label: String
    public var value: String
    public var color: String?
    public var size: StatSize
    /// An SF Symbol name; see `IconMap` for its Material twin.
    public var icon: String?

    public init(label: String, value: String, color: String? = nil, size: StatSize = NodeDefaults.statSize, icon: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
        self.size = size
        self.icon = icon
    }
}

public struct ImageNode: Equatable, Sendable {
    /// An SF Symbol name (`system_name` in JSON).
    public var systemName: String
    public var color: String?
    public var size: ImageSize

    public init(systemName: String, color: String? = nil, size: ImageSize = NodeDefaults.imageSize) {
        self.systemName = systemName
        self.color = color
        self.size = size
    }
}

public struct BadgeNode: Equatable, Sendable {
    public var text: String
    public var color: String?

    public init(text: String, color: String? = nil) {
        self.text = text
        self.color = color
    }
}

public struct ProgressNode: Equatable, Sendable {
    public var value: Double
    public var total: Double
    public var label: String?
    public var color: String?

    public init(value: Double, total: Double = NodeDefaults.progressTotal, label: String? = nil, color: String? = nil) {
        self.value = value
        self.total = total
        self.label = label
        self.color = color
    }
}
