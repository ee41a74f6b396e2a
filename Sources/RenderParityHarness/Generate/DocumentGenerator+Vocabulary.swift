import RenderParity

/// Documents of any vocabulary, generated from its definition (spec/vocabulary.md): its node
/// types and their fields by type, enums, records, the props object and the envelope, with the
/// same deliberate faults as the built-in DSL's documents (unknown types, null and wrong-typed
/// optionals, cases off the list, integers out of range, failing children, unknown members,
/// nesting past the limit, broken syntax, duplicate keys).
extension DocumentGenerator {
    func makeDocument(of definition: VocabularyDefinition) -> String {
        switch random.below(100) {
        case 0..<55: node(of: definition, depth: 0)
        case 55..<85:
            if let envelope = definition.document.envelope {
                self.envelope(envelope, of: definition)
            } else {
                node(of: definition, depth: 0)
            }
        case 85..<90:
            let levels = random.pick([200, 255, 256, 257, 300])
            out += "{" + SnapshotString.quoted(definition.document.typeKey) + ": "
            quoted(definition.nodes.first?.type ?? "")
            out += ", \"x\": " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
        case 90..<95:
            node(of: definition, depth: 1)
            breakSyntax()
        default:
            node(of: definition, depth: 1)
            addDuplicateKey()
        }
        return out
    }

    private func envelope(_ envelope: EnvelopeDefinition, of definition: VocabularyDefinition) {
        var members: [() -> Void] = envelope.fields.map { field in
            let present = random.chance(field.type == .node ? 90 : 85)
            return present ? member(field, of: definition, depth: 1) : {}
        }
        if random.chance(10) { members.append(unknownMember()) }
        out += "{"
        emit(members)
        if out.hasSuffix("{") { out += "\"\": 0" }
        out += "}"
    }

    private func node(of definition: VocabularyDefinition, depth: Int) {
        let roll = random.below(100)
        if roll < 3 {
            anyValue(depth: 2)
            return
        }
        let known = random.pick(definition.nodes)
        let type =
            roll < 8
            ? random.pick(["carousel", known.type.uppercased(), "", known.type + "X", known.type.lowercased()])
            : known.type
        let node = definition.nodes.first { $0.type == type }
        let shape = definition.document
        var members: [() -> Void] = []
        if roll != 8 {
            members.append {
                self.out += SnapshotString.quoted(shape.typeKey) + ": "
                if self.random.chance(97) { self.quoted(type) } else { self.anyValue(depth: 2) }
            }
        }
        let fields = node.map(definition.fields(of:)) ?? []
        var props: [() -> Void] = []
        for field in fields {
            let write = member(field, of: definition, depth: depth)
            if shape.isInProps(field.name) { props.append(write) } else { members.append(write) }
        }
        if let propsKey = shape.propsKey, !props.isEmpty || random.chance(20) {
            members.append {
                self.out += SnapshotString.quoted(propsKey) + ": "
                if self.random.chance(3) {
                    self.anyValue(depth: 1)
                    return
                }
                if self.random.chance(8) { props.append(self.unknownMember()) }
                if self.random.chance(15) { self.shuffle(&props) }
                self.out += "{"
                self.emit(props)
                self.out += "}"
            }
        }
        if random.chance(8) { members.append(unknownMember()) }
        if random.chance(15) { shuffle(&members) }
        out += "{"
        emit(members)
        out += "}"
    }

    /// A field as a member: absent (optional ones, often), null, of any type, off its list, or valid.
    private func member(_ field: FieldDefinition, of definition: VocabularyDefinition, depth: Int) -> () -> Void {
        let roll = random.below(100)
        if !field.required, roll < 35 { return {} }
        return {
            self.out += SnapshotString.quoted(field.name) + ": "
            switch roll {
            case 35..<40: self.out += "null"
            case 40..<46: self.anyValue(depth: 1)
            default: self.value(field, of: definition, depth: depth, offList: roll < 50)
            }
        }
    }

    /// A value of the field's type; `offList`: an enum's string that is not a case, an integer out of range.
    private func value(_ field: FieldDefinition, of definition: VocabularyDefinition, depth: Int, offList: Bool) {
        switch field.type {
        case .string:
            if field.isIcon, random.chance(50) {
                quoted(random.pick(["heart.fill", "cart.circle.fill", "star", "bell", "no.such.symbol", ""]))
            } else {
                string()
            }
        case .number: number()
        case .integer:
            let (minimum, maximum) = field.bounds
            if offList {
                out += random.pick([String(minimum - 1), String(maximum) + "1", "2.5", "-0", "1e3"])
            } else {
                out += String(minimum + Int(random.next() % UInt64(min(maximum - minimum, 1000) + 1)))
            }
        case .boolean: out += random.pick(["true", "false"])
        case .enumeration:
            let cases = field.enumName.flatMap(definition.enumeration(named:))?.cases ?? []
            if offList || cases.isEmpty {
                quoted(
                    random.pick(["middle", "", "NONE", (cases.first ?? "x").uppercased(), " " + (cases.last ?? "")]))
            } else {
                quoted(random.pick(cases))
            }
        case .node:
            if depth < 6 { node(of: definition, depth: depth + 1) } else { quoted("leaf") }
        case .nodes:
            if random.chance(4) {
                anyValue(depth: 1)
                return
            }
            array(count: depth < 5 ? random.below(5) : random.below(2)) { self.node(of: definition, depth: depth + 1) }
        case .records:
            guard let record = field.record.flatMap(definition.record(named:)) else {
                out += "[]"
                return
            }
            array(count: random.below(5)) {
                if self.random.chance(4) { return self.anyValue(depth: 1) }
                var members = record.fields.map { self.member($0, of: definition, depth: depth) }
                if self.random.chance(5) { members.append(self.unknownMember()) }
                self.out += "{"
                self.emit(members)
                self.out += "}"
            }
        case .stringList: stringArray()
        case .stringRows: rows()
        }
    }

    private func array(count: Int, _ element: () -> Void) {
        out += "["
        for index in 0..<count {
            if index > 0 { out += ", " }
            element()
        }
        out += "]"
    }

    private func unknownMember() -> () -> Void {
        let name = random.pick(["colour", "odd key", "", "ünïcode", "9lives", "id"])
        return {
            self.quoted(name)
            self.out += ": "
            self.anyValue(depth: 2)
        }
    }
}
