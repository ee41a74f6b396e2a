/// Nodes that show a data set: charts and tables (spec §2.1).

public struct ChartNode: Equatable, Sendable {
    public var variant: ChartVariant
    public var title: String?
    public var data: [ChartDataPoint]

    public init(variant: ChartVariant, title: String? = nil, data: [ChartDataPoint]) {
        self.variant = variant
        self.title = title
        self.data = data
    }
}

/// One point of a chart. Every point is required: one bad point fails the chart (§2.2).
public struct ChartDataPoint: Equatable, Sendable {
    public var label: String
    public var value: Double
    public var color: String?

    public init(label: String, value: Double, color: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
    }
}

public struct TableNode: Equatable, Sendable {
    public var title: String?
    public var headers: [String]
    public var rows: [[String]]

    public init(title: String? = nil, headers: [String] = [], rows: [[String]] = []) {
        self.title = title
        self.headers = headers
        self.rows = rows
    }
}
