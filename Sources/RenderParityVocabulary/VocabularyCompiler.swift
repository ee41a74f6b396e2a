import RenderParityJSON
import RenderParityText

/// Compiles a checked definition into the rows the decoder and the line writer read
/// (`NodeSpec`, `RecordSpec`, `FieldSpec`): member names become `FieldID`s, attributes their
/// pre-encoded `", name="` bytes, enums `EnumSpec`s, defaults values.
enum VocabularyCompiler {
    static func compile(_ definition: VocabularyDefinition, hash: LazyContentHash, file: String) throws(VocabularyError)
        -> Vocabulary
    {
        var names: [String] = []
        var ids: [String: FieldID] = [:]
        func id(_ name: String) -> FieldID {
            if let known = ids[name] { return known }
            let new = FieldID(names.count)
            names.append(name)
            ids[name] = new
            return new
        }
        let shape = definition.document
        let typeKey = id(shape.typeKey)
        let propsKey = shape.propsKey.map(id)
        // By position in the definition, found by name with a scan as `enumeration(named:)` and
        // `record(named:)` do: a dictionary of each was one more generic type made at run time.
        var enums: [EnumSpec] = []
        enums.reserveCapacity(definition.enums.count)
        for enumeration in definition.enums { enums.append(EnumSpec(enumeration.cases)) }

        func spec(_ field: FieldDefinition, inProps: Bool) -> FieldSpec {
            let enumPosition = field.enumName.flatMap { name in definition.enums.firstIndex { $0.name == name } }
            let enumeration = enumPosition.map { enums[$0] }
            let cases = enumPosition.map { definition.enums[$0].cases } ?? []
            let recordPosition = field.record.flatMap { name in definition.records.firstIndex { $0.name == name } }
            var defaultNumber = 0.0
            var defaultBoolean = false
            var defaultCase = 0
            switch field.defaultValue {
            case .number(let value): defaultNumber = value
            case .integer(let value): defaultNumber = Double(value)
            case .boolean(let value): defaultBoolean = value
            case .enumCase(let value): defaultCase = cases.firstIndex(of: value) ?? 0
            case nil: break
            }
            let minimum = Double(field.bounds.minimum)
            let maximum = Double(field.bounds.maximum)
            return FieldSpec(
                id(field.name), kind(field.type), required: field.required, inProps: inProps,
                lead: field.attribute.map { ", \($0)=" }, absentWord: field.absent, defaultNumber: defaultNumber,
                hasDefault: field.defaultValue != nil, defaultBoolean: defaultBoolean,
                range: minimum...max(minimum, maximum),
                enumeration: enumeration, defaultCase: defaultCase, count: field.count.map { " [\($0)=" },
                record: recordPosition ?? 0, recordOwner: recordPosition.map { definition.records[$0].owner } ?? "",
                isIcon: field.isIcon)
        }

        let envelope = shape.envelope.map { envelope in
            let fields = envelope.fields.map { spec($0, inProps: false) }
            return EnvelopeSpec(
                spec: RecordSpec(line: envelope.schemaName, owner: "the response", fields: fields),
                root: envelope.fields.firstIndex { $0.type == .node } ?? 0)
        }
        let rows = definition.nodes.map { node in
            NodeSpec(
                type: node.type, line: node.line, fillsWidth: node.fillsWidth, weightedInHStack: node.weightedInHStack,
                weightsChildren: node.weightsChildren,
                fields: definition.fields(of: node).map {
                    spec($0, inProps: shape.isInProps($0.name))
                })
        }
        let records = definition.records.map { record in
            RecordSpec(line: record.line, owner: record.owner, fields: record.fields.map { spec($0, inProps: false) })
        }
        return Vocabulary(
            identity: VocabularyIdentity(name: definition.name, version: definition.version, content: hash),
            definition: definition,
            compiled: CompiledRows(
                names: names, rows: rows, records: records, typeKey: typeKey, propsKey: propsKey, envelope: envelope))
    }

    static func kind(_ type: FieldDefinition.FieldType) -> FieldSpec.Kind {
        switch type {
        case .string: .string
        case .number: .number
        case .integer: .integer
        case .boolean: .boolean
        case .enumeration: .enumeration
        case .node: .node
        case .nodes: .nodes
        case .records: .records
        case .stringList: .stringList
        case .stringRows: .stringRows
        }
    }
}
