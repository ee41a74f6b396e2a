/// What the importer makes of a catalog, before it is written as a vocabulary file
/// (spec/vocabulary.md): plain values in the file's order.
struct ImportedVocabulary {
    struct Field {
        var name: String
        var type: String
        var source: String
        var attribute: String?
        var required = false
        var omitWhenAbsent = false
        /// The default as JSON text.
        var defaultJSON: String?
        var enumName: String?
        var record: String?
        var count: String?
        var minimum: Int?
        var maximum: Int?
    }

    struct Node {
        var type: String
        var line: String
        var description: String?
        var fields: [Field]
    }

    struct Record {
        var name: String
        var line: String
        var owner: String
        var fields: [Field]
    }

    var name: String
    var version: String
    var description: String
    var enums: [(name: String, cases: [String])] = []
    var commonFields: [Field] = []
    var nodes: [Node] = []
    var records: [Record] = []

    /// The vocabulary file's text: two-space indented, one field a line, members in a fixed order.
    var text: String {
        var lines = ["{", "  \"format\": 1,", "  \"name\": \(q(name)),", "  \"version\": \(q(version)),"]
        lines.append("  \"description\": \(q(description)),")
        lines.append("  \"document\": { \"typeKey\": \"component\" },")
        lines.append("  \"enums\": {")
        lines += enums.enumerated().map { position, item in
            "    \(q(item.name)): [\(item.cases.map(q).joined(separator: ", "))]"
                + (position < enums.count - 1 ? "," : "")
        }
        lines.append("  },")
        lines.append("  \"commonFields\": [")
        lines += fieldLines(commonFields, indent: "    ")
        lines.append("  ],")
        lines.append("  \"nodes\": [")
        for (position, node) in nodes.enumerated() {
            var head = "    { \"type\": \(q(node.type)), \"line\": \(q(node.line)),"
            if let description = node.description { head += " \"description\": \(q(description))," }
            lines.append(head + " \"fields\": [")
            lines += fieldLines(node.fields, indent: "      ")
            lines.append("    ] }" + (position < nodes.count - 1 ? "," : ""))
        }
        lines.append("  ],")
        lines.append("  \"records\": {")
        for (position, record) in records.enumerated() {
            lines.append(
                "    \(q(record.name)): { \"line\": \(q(record.line)), \"schemaName\": \(q(record.name)), \"owner\": \(q(record.owner)), \"fields\": ["
            )
            lines += fieldLines(record.fields, indent: "      ")
            lines.append("    ] }" + (position < records.count - 1 ? "," : ""))
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func fieldLines(_ fields: [Field], indent: String) -> [String] {
        fields.enumerated().map { position, field in
            var members = ["\"name\": \(q(field.name))", "\"type\": \(q(field.type))"]
            if field.required { members.append("\"required\": true") }
            if field.omitWhenAbsent { members.append("\"omitWhenAbsent\": true") }
            if let value = field.defaultJSON { members.append("\"default\": \(value)") }
            if let name = field.enumName { members.append("\"enum\": \(q(name))") }
            if let name = field.record { members.append("\"record\": \(q(name))") }
            if let label = field.count { members.append("\"count\": \(q(label))") }
            if let minimum = field.minimum { members.append("\"minimum\": \(minimum)") }
            if let maximum = field.maximum { members.append("\"maximum\": \(maximum)") }
            if let attribute = field.attribute { members.append("\"attribute\": \(q(attribute))") }
            members.append("\"source\": \(q(field.source))")
            return indent + "{ " + members.joined(separator: ", ") + " }" + (position < fields.count - 1 ? "," : "")
        }
    }

    func q(_ text: String) -> String { A2UIText.quoted(text) }
}
