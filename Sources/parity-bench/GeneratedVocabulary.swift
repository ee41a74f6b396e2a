/// A vocabulary file of `nodeTypes` node types, made up for the load-time row (spec/vocabulary.md):
/// each type has a line of its own, a required string, a number and an enum with defaults, an
/// optional string with an absent word, an optional integer and a boolean, and every fifth
/// holds children. Eight fields are shared by every type and two are its own, so the file has
/// about `2 × nodeTypes` member names, as a team's catalogue of components would.
enum GeneratedVocabulary {
    static func file(nodeTypes: Int) -> [UInt8] {
        let nodes = (0..<nodeTypes).map { index in
            let children =
                index % 5 == 0
                ? #"{ "name": "children", "type": "nodes", "required": true, "count": "children" }, "#
                : ""
            return """
                    { "type": "component\(index)", "line": "Component\(index)", "fields": [
                      \(children){ "name": "title", "type": "string", "required": true },
                      { "name": "spacing", "type": "number", "default": \(index % 7 + 1) },
                      { "name": "alignment", "type": "enum", "enum": "Alignment", "default": "center" },
                      { "name": "color", "type": "string", "absent": "default" },
                      { "name": "maxLines", "type": "integer", "minimum": 1, "omitWhenAbsent": true },
                      { "name": "hidden", "type": "boolean", "default": false },
                      { "name": "own\(index)", "type": "string", "absent": "none" },
                      { "name": "size\(index)", "type": "number", "default": 0 }
                    ] }
                """
        }
        let text = """
            {
              "format": 1,
              "name": "bench-\(nodeTypes)",
              "version": "1",
              "document": { "typeKey": "type" },
              "enums": { "Alignment": ["leading", "center", "trailing"] },
              "nodes": [
            \(nodes.joined(separator: ",\n"))
              ]
            }

            """
        return Array(text.utf8)
    }
}
