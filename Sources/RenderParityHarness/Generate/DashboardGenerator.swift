/// Realistic LLM-style dashboard responses of a chosen size, for the benchmark:
/// sections of cards, stat rows, charts, lists and tables, pretty-printed
/// as models emit them. Deterministic for a seed; sizes are reached by adding sections.
public enum DashboardGenerator {
    public static func document(seed: UInt64, approximateBytes: Int) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var sections: [String] = []
        var size = 0
        while size < approximateBytes {
            let section = Self.section(&random, index: sections.count)
            size += section.utf8.count + 2
            sections.append(section)
        }
        let json =
            "{\n  \"title\": \"Finance overview\",\n  \"layout\": {\n    \"type\": \"vstack\",\n    \"spacing\": 16,\n    \"alignment\": \"leading\",\n    \"children\": [\n"
            + sections.joined(separator: ",\n")
            + "\n    ]\n  },\n  \"spoken_summary\": \"Here is your finance overview.\"\n}\n"
        return Array(json.utf8)
    }

    /// A 256-deep document: cards and stacks nested until the reader's limit, padded wide enough to measure.
    public static func deep(approximateBytes: Int) -> [UInt8] {
        var random = SeededRandom(seed: 256)
        var leaves: [String] = []
        var size = 0
        while size < approximateBytes / 2 {
            let leaf = stat(&random, indent: "")
            size += leaf.utf8.count
            leaves.append(leaf)
        }
        var json = "{\"type\": \"vstack\", \"children\": [" + leaves.joined(separator: ", ") + "]}"
        // The leaves sit at level 3; a card adds one level and a vstack two (object + children),
        // so 85 cards and 84 stacks make the deepest container exactly level 256.
        for level in 0..<169 {
            json =
                level % 2 == 0
                ? "{\"type\": \"card\", \"padding\": 4, \"child\": " + json + "}"
                : "{\"type\": \"vstack\", \"children\": [{\"type\": \"divider\"}, " + json + "]}"
        }
        return Array((json + "\n").utf8)
    }

    /// One vstack with `children` stats.
    public static func wide(children: Int) -> [UInt8] {
        var random = SeededRandom(seed: 100_000)
        let items = (0..<children).map { _ in stat(&random, indent: "  ") }
        return Array(("{\"type\": \"vstack\", \"children\": [\n" + items.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    // MARK: - Pieces

    private static let labels = [
        "Revenue", "Spent this month", "Savings rate", "Groceries", "Dining out", "Rent", "Transport", "Subscriptions",
        "Travel", "Health",
    ]
    private static let icons = [
        "dollarsign.circle.fill", "creditcard", "cart.fill", "fork.knife", "house.fill", "car.fill", "airplane",
        "heart.fill", "chart.line.uptrend.xyaxis", "calendar",
    ]
    private static let colors = ["green", "red", "orange", "blue", "purple", "#34C759", "#FF9500", "secondary"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func money(_ random: inout SeededRandom) -> String {
        "$\(random.below(90) + 1),\(100 + random.below(900)).\(10 + random.below(90))"
    }

    static func stat(_ random: inout SeededRandom, indent: String) -> String {
        "\(indent){\"type\": \"stat\", \"label\": \"\(random.pick(labels))\", \"value\": \"\(money(&random))\", \"color\": \"\(random.pick(colors))\", \"icon\": \"\(random.pick(icons))\"}"
    }

    private static func section(_ random: inout SeededRandom, index: Int) -> String {
        let i = "      "
        switch index % 4 {
        case 0:
            return "\(i){\n\(i)  \"type\": \"hstack\",\n\(i)  \"spacing\": 12,\n\(i)  \"children\": [\n"
                + (0..<3).map { _ in stat(&random, indent: i + "    ") }.joined(separator: ",\n") + "\n\(i)  ]\n\(i)}"
        case 1:
            let points = months.map {
                "\(i)      {\"label\": \"\($0)\", \"value\": \(random.below(100_000)).\(random.below(100)), \"color\": \"\(random.pick(colors))\"}"
            }
            return
                "\(i){\n\(i)  \"type\": \"card\",\n\(i)  \"child\": {\n\(i)    \"type\": \"chart\",\n\(i)    \"variant\": \"\(random.pick(["bar", "line", "pie"]))\",\n\(i)    \"title\": \"Spending by month\",\n\(i)    \"data\": [\n"
                + points.joined(separator: ",\n") + "\n\(i)    ]\n\(i)  }\n\(i)}"
        case 2:
            let rows = (0..<4).map { _ in
                "\(i)    {\"type\": \"hstack\", \"children\": [{\"type\": \"image\", \"system_name\": \"\(random.pick(icons))\", \"color\": \"\(random.pick(colors))\"}, {\"type\": \"text\", \"content\": \"\(random.pick(labels)) — café ☕️\", \"style\": \"body\", \"maxLines\": 1}, {\"type\": \"spacer\"}, {\"type\": \"text\", \"content\": \"-\(money(&random))\", \"weight\": \"medium\"}]}"
            }
            return "\(i){\n\(i)  \"type\": \"list\",\n\(i)  \"items\": [\n" + rows.joined(separator: ",\n")
                + "\n\(i)  ]\n\(i)}"
        default:
            let rows = (0..<5).map { _ in
                "[\"\(random.pick(labels))\", \"\(money(&random))\", \"\(random.below(100))%\"]"
            }
            return
                "\(i){\"type\": \"vstack\", \"alignment\": \"leading\", \"children\": [{\"type\": \"text\", \"content\": \"Budget \\\"\(index)\\\"\", \"style\": \"headline\"}, {\"type\": \"progress\", \"value\": \(random.below(1000)), \"total\": 1000, \"label\": \"Used\"}, {\"type\": \"table\", \"title\": \"Categories\", \"headers\": [\"Category\", \"Spent\", \"Share\"], \"rows\": ["
                + rows.joined(separator: ", ") + "]}, {\"type\": \"divider\"}]}"
        }
    }
}
