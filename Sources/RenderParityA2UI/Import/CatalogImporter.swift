import RenderParityJSON
import RenderParityText

/// `parity vocabulary import-a2ui`: an A2UI catalog (a JSON Schema 2020-12 document whose
/// `components` map names to schemas) becomes a vocabulary file (spec/a2ui.md §2). Properties
/// keep the catalog's order (the `allOf` parts in order, each part's properties in order) and
/// required-ness; each becomes the fields its kind needs, every one with a `source` the adapter
/// reads. A property it cannot map is an error with its JSON path; none is dropped.
public struct CatalogImporter {
    let schemas: SchemaDocuments
    var vocabulary: ImportedVocabulary
    var attributesSeen: [String: String] = [:]
    /// Item node types met while mapping a component, added after it.
    var pendingItemNodes: [ImportedVocabulary.Node] = []

    public static func importCatalog(
        _ catalog: (file: String, bytes: [UInt8]), common: (file: String, bytes: [UInt8])?, name: String?,
        version: String
    ) throws(ImportFailure) -> String {
        var documents = [SchemaDocuments.Document(file: catalog.file, root: try read(catalog))]
        if let common { documents.append(SchemaDocuments.Document(file: common.file, root: try read(common))) }
        let root = documents[0].root
        let title = root.object?["title"]?.string ?? "a2ui-catalog"
        let catalogID = root.object?["catalogId"]?.string ?? root.object?["$id"]?.string ?? catalog.file
        var importer = CatalogImporter(
            schemas: SchemaDocuments(documents: documents),
            vocabulary: ImportedVocabulary(
                name: name ?? Self.vocabularyName(title), version: version,
                description: "Imported from the A2UI catalog \(catalogID) (spec/a2ui.md)."))
        try importer.run()
        return importer.vocabulary.text
    }

    static func read(_ file: (file: String, bytes: [UInt8])) throws(ImportFailure) -> A2UIValue {
        switch JSONReader.read(file.bytes) {
        case .failure(let failure): throw ImportFailure(.unreadable(failure), in: file.file, at: .root)
        case .success(let document): return document.withTape { A2UIValue(tape: $0, index: $0.root) }
        }
    }

    /// `A2UI Minimal Catalog` → `a2ui-minimal-catalog` (spec/vocabulary.md §1's name rule).
    static func vocabularyName(_ title: String) -> String {
        var name = ""
        for scalar in title.lowercased().unicodeScalars {
            let isAllowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isAllowed { name.unicodeScalars.append(scalar) } else if !name.hasSuffix("-") { name += "-" }
        }
        let trimmed = String(name.drop { $0 == "-" }.prefix(64))
        return trimmed.isEmpty ? "a2ui-catalog" : trimmed
    }

    mutating func run() throws(ImportFailure) {
        let root = SchemaDocuments.Located(schema: schemas.documents[0].root, document: 0, path: .root)
        guard let components = root.schema.object?["components"]?.object else {
            throw schemas.failure(
                .expected("an object \"components\" mapping names to schemas"), at: root, key: "components")
        }
        vocabulary.nodes.append(Self.surfaceNode)
        vocabulary.commonFields = [
            ImportedVocabulary.Field(
                name: "@item", type: "integer", source: "@item", attribute: "item", omitWhenAbsent: true)
        ]
        for (name, schema) in components.members {
            let located = SchemaDocuments.Located(
                schema: schema, document: 0, path: JSONPath.root.appending(key: "components").appending(key: name))
            try importComponent(name, located)
        }
        vocabulary.nodes.append(
            ImportedVocabulary.Node(
                type: SurfaceAssembler.SurfaceNode.emptyType, line: SurfaceAssembler.SurfaceNode.emptyLine, fields: []))
    }

    /// The synthetic root of each surface's document (spec/a2ui.md §4.1).
    static let surfaceNode = ImportedVocabulary.Node(
        type: SurfaceAssembler.SurfaceNode.type, line: SurfaceAssembler.SurfaceNode.line,
        description: "A surface: its id, catalog and theme, and its tree from the component \"root\".",
        fields: [
            ImportedVocabulary.Field(name: "id", type: "string", source: "surfaceId", required: true),
            ImportedVocabulary.Field(name: "catalog", type: "string", source: "catalogId", required: true),
            ImportedVocabulary.Field(name: "theme", type: "string", source: "theme@json", omitWhenAbsent: true),
            ImportedVocabulary.Field(name: "root", type: "node", source: "root@child", required: true),
        ])

    /// One component: its properties in order, then what they hold; two or more held
    /// properties each get a slot node (`Modal:trigger`).
    mutating func importComponent(_ name: String, _ located: SchemaDocuments.Located) throws(ImportFailure) {
        let properties = try self.properties(of: located)
        var own: [ImportedVocabulary.Field] = []
        var held: [(name: String, fields: [ImportedVocabulary.Field])] = []
        attributesSeen = [:]
        for property in properties where property.name != "component" {
            var fields: [ImportedVocabulary.Field] = []
            let kind = try classify(property.schema)
            if property.name == "id" {
                fields.append(
                    ImportedVocabulary.Field(name: "id", type: "string", source: "id", attribute: "id", required: true))
            } else {
                try map(
                    property.name, [property.name], kind, property.schema, required: property.required, owner: name,
                    into: &fields)
            }
            if kind.isHeld, property.name != "id" { held.append((property.name, fields)) } else { own += fields }
        }
        var slots: [ImportedVocabulary.Node] = []
        if held.count > 1 {
            own.append(ImportedVocabulary.Field(name: "@slots", type: "nodes", source: "@slots"))
            for slot in held {
                let type = try checkedType(name + ":" + slot.name, at: located)
                let line = try checkedLine(name + Self.capitalized(slot.name), at: located)
                slots.append(ImportedVocabulary.Node(type: type, line: line, fields: slot.fields))
            }
        } else {
            own += held.flatMap(\.fields)
        }
        let line = try checkedLine(name, at: located)
        vocabulary.nodes.append(
            ImportedVocabulary.Node(type: try checkedType(name, at: located), line: line, fields: own))
        vocabulary.nodes += slots + pendingItemNodes
        pendingItemNodes = []
    }

    /// The properties of a component schema in catalog order: `allOf` parts in order (each
    /// followed through `$ref`), then its own `properties`; required if any part requires it.
    func properties(of located: SchemaDocuments.Located) throws(ImportFailure) -> [(
        name: String, schema: SchemaDocuments.Located, required: Bool
    )] {
        var ordered: [(name: String, schema: SchemaDocuments.Located)] = []
        var required: Set<String> = []
        var pending = [located]
        var visited = 0
        while let next = pending.popLast() {
            visited += 1
            guard visited < 256 else {
                throw schemas.failure(.unmappable("more than 256 nested schema parts"), at: located)
            }
            let part = try schemas.resolve(next)
            guard let object = part.schema.object else {
                throw schemas.failure(.expected("a schema object"), at: part)
            }
            if let parts = object["allOf"]?.array {
                let allOf = part.path.appending(key: "allOf")
                for (position, schema) in parts.enumerated().reversed() {
                    pending.append(
                        SchemaDocuments.Located(
                            schema: schema, document: part.document, path: allOf.appending(index: position)))
                }
            }
            for name in object["required"]?.array?.compactMap(\.string) ?? [] { required.insert(name) }
            guard let properties = object["properties"]?.object else { continue }
            for (name, schema) in properties.members where !ordered.contains(where: { $0.name == name }) {
                let path = part.path.appending(key: "properties").appending(key: name)
                ordered.append((name, SchemaDocuments.Located(schema: schema, document: part.document, path: path)))
            }
        }
        return ordered.map { ($0.name, $0.schema, required.contains($0.name)) }
    }

    static func isLineName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
    }

    /// Capitalises the first letter: `tabs` → `Tabs`.
    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// An attribute for a property path: `accessibility.label` → `accessibilityLabel`.
    static func attribute(_ path: [String], suffix: String = "") -> String {
        (path.enumerated().map { $0 == 0 ? $1 : capitalized($1) }.joined() + suffix)
            .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    func checkedType(_ type: String, at located: SchemaDocuments.Located) throws(ImportFailure) -> String {
        guard type.utf8.count <= 24 else {
            throw schemas.failure(.tooLong("node type \(SnapshotString.quoted(type))", limit: 24), at: located)
        }
        return type
    }

    /// Lines the grammar owns (`Error`, `Unknown`, `Row`) or the adapter does (`Surface`, `NoSurface`).
    static let reservedLines = [
        "Error", "Unknown", "Row", SurfaceAssembler.SurfaceNode.line, SurfaceAssembler.SurfaceNode.emptyLine,
    ]

    /// A component's line: its name, or `<name>Component` for a name the grammar or the adapter
    /// owns (A2UI's `Row` prints `RowComponent`, spec/a2ui.md §2.3).
    func checkedLine(_ name: String, at located: SchemaDocuments.Located) throws(ImportFailure) -> String {
        let name = Self.reservedLines.contains(name) ? name + "Component" : name
        if vocabulary.nodes.contains(where: { $0.line == name }) || !Self.isLineName(name) {
            throw schemas.failure(
                .nameClash(
                    "line name \(SnapshotString.quoted(name))",
                    first: "another node type, or it is not [A-Z][A-Za-z0-9]*"),
                at: located)
        }
        _ = try checkedType(name, at: located)
        return name
    }
}
