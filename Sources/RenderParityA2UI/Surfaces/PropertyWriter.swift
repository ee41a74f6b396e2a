import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Writes one node's members from a component's (or item's) properties, as its plan says
/// (spec/a2ui.md §5): literals copied, dynamic values resolved with their binding, unresolved
/// path or unevaluated call beside them, actions and checks in their printed form, and what the
/// node holds (child ids, a template's expansion, items, slots) returned for the assembler.
/// Records, which hold no nodes, are written whole here.
package struct PropertyWriter {
    package enum HeldChild {
        case component(id: String, at: JSONPath, scope: JSONPointer, item: Int?)
        case slot(type: String)
        case item(type: String, object: A2UIObject, at: JSONPath)
    }

    package struct Held {
        package let member: String
        package let isArray: Bool
        package let children: [HeldChild]
    }

    let model: DataModel
    let scope: JSONPointer
    let plan: NodePlan
    let records: [String: NodePlan]
    package var out = ""

    init(model: DataModel, scope: JSONPointer, plan: NodePlan, records: [String: NodePlan]) {
        self.model = model
        self.scope = scope
        self.plan = plan
        self.records = records
    }

    var calls: FunctionCalls { FunctionCalls(model: model, scope: scope) }

    mutating func member(_ name: String, _ json: String) { out += "," + A2UIText.quoted(name) + ":" + json }

    /// Writes every field; returns what the node holds.
    mutating func write(_ object: A2UIObject, at path: JSONPath, item: Int?, slotTypes: [String], owner: String)
        throws(A2UIFailure) -> Held?
    {
        var held: Held?
        for field in plan.fields {
            let propertyPath = field.property.reduce(path) { $0.appending(key: $1) }
            switch field.role {
            case .path, .unresolved, .call, .context:
                continue  // written with their property's value or action
            case .item:
                if let item { member(field.member, String(item)) }
            case .slots:
                held = Held(member: field.member, isArray: true, children: slotTypes.map { .slot(type: $0) })
            default:
                guard let value = field.value(in: object) else { continue }
                if let found = try write(field, value, at: propertyPath, owner: owner) { held = found }
            }
        }
        return held
    }

    mutating func write(_ field: FieldPlan, _ value: A2UIValue, at path: JSONPath, owner: String) throws(A2UIFailure)
        -> Held?
    {
        switch field.role {
        case .value: writeDynamic(field, value)
        case .child:
            guard let id = value.string else {
                throw .wrongType(expected: "a component id", found: value.typeName, at: path)
            }
            return Held(
                member: field.member, isArray: false, children: [.component(id: id, at: path, scope: scope, item: nil)])
        case .children: return try children(field, value, at: path)
        case .items:
            guard let elements = value.array else {
                throw .wrongType(expected: "an array of objects", found: value.typeName, at: path)
            }
            var children: [HeldChild] = []
            for (position, element) in elements.enumerated() {
                guard let object = element.object else {
                    throw .notAnObject(found: element.typeName, at: path.appending(index: position))
                }
                let type = owner + ":" + field.property.joined(separator: ".")
                children.append(.item(type: type, object: object, at: path.appending(index: position)))
            }
            return Held(member: field.member, isArray: true, children: children)
        case .records: writeRecords(field, value, at: path)
        case .action: writeAction(field, value)
        case .checks: member(field.member, checkResults(value))
        case .json: member(field.member, A2UIText.quoted(A2UIText.json(value)))
        case .text: member(field.member, A2UIText.quoted(value.string ?? A2UIText.json(value)))
        default: member(field.member, A2UIText.json(value))
        }
        return nil
    }

    /// A dynamic value (§5.1): a literal as it is; a binding's value and its absolute path, or a
    /// placeholder and the path when it does not resolve to a value of the field's type; a call's
    /// result, or a placeholder and the canonical call.
    mutating func writeDynamic(_ field: FieldPlan, _ value: A2UIValue) {
        if let path = FunctionCalls.bindingPath(value) {
            let pointer = JSONPointer(path, in: scope)
            if let found = model.value(at: pointer), let converted = Self.converted(found, to: field.type) {
                member(field.member, A2UIText.json(converted))
                if let companion = plan.companion(.path, of: field) { member(companion, A2UIText.quoted(pointer.text)) }
            } else {
                member(field.member, A2UIText.json(Self.placeholder(field.type)))
                if let companion = plan.companion(.unresolved, of: field) {
                    member(companion, A2UIText.quoted(pointer.text))
                }
            }
            return
        }
        guard FunctionCalls.isCall(value) else {
            member(field.member, A2UIText.json(value))
            return
        }
        switch calls.evaluate(value) {
        case .value(let result):
            member(field.member, A2UIText.json(Self.converted(result, to: field.type) ?? result))
        case .call(let text):
            member(field.member, A2UIText.json(Self.placeholder(field.type)))
            if let companion = plan.companion(.call, of: field) { member(companion, A2UIText.quoted(text)) }
        }
    }

    /// A `ChildList`: ids, or a template expanded once per item of its bound list, each in the
    /// item's scope and with its index; the list's absolute path, or `unresolved` when it is not an array.
    mutating func children(_ field: FieldPlan, _ value: A2UIValue, at path: JSONPath) throws(A2UIFailure) -> Held {
        if let ids = value.array {
            var children: [HeldChild] = []
            for (position, element) in ids.enumerated() {
                guard let id = element.string else {
                    throw .wrongType(
                        expected: "a component id", found: element.typeName, at: path.appending(index: position))
                }
                children.append(.component(id: id, at: path.appending(index: position), scope: scope, item: nil))
            }
            return Held(member: field.member, isArray: true, children: children)
        }
        guard let template = value.object else {
            throw .wrongType(expected: "an array of component ids or a template", found: value.typeName, at: path)
        }
        let templateID = try A2UIMessage.string(template, "componentId", at: path)
        let listPath = try A2UIMessage.string(template, "path", at: path)
        let pointer = JSONPointer(listPath, in: scope)
        guard let list = model.value(at: pointer)?.array else {
            if let companion = plan.companion(.unresolved, of: field) {
                member(companion, A2UIText.quoted(pointer.text))
            }
            return Held(member: field.member, isArray: true, children: [])
        }
        if let companion = plan.companion(.path, of: field) { member(companion, A2UIText.quoted(pointer.text)) }
        let at = path.appending(key: "componentId")
        let children: [HeldChild] = list.indices.map {
            .component(id: templateID, at: at, scope: pointer.appending(String($0)), item: $0)
        }
        return Held(member: field.member, isArray: true, children: children)
    }

    /// Records hold no nodes: each is written whole with its record's plan. An element that is
    /// not an object is written as it is, and the decoder fails the node for it.
    mutating func writeRecords(_ field: FieldPlan, _ value: A2UIValue, at path: JSONPath) {
        guard let elements = value.array, let name = field.record, let recordPlan = records[name] else {
            member(field.member, A2UIText.json(value))
            return
        }
        var texts: [String] = []
        for element in elements {
            guard let object = element.object else {
                texts.append(A2UIText.json(element))
                continue
            }
            var writer = PropertyWriter(model: model, scope: scope, plan: recordPlan, records: records)
            for recordField in recordPlan.fields {
                guard let propertyValue = recordField.value(in: object) else { continue }
                switch recordField.role {
                case .value: writer.writeDynamic(recordField, propertyValue)
                case .json: writer.member(recordField.member, A2UIText.quoted(A2UIText.json(propertyValue)))
                case .text:
                    writer.member(
                        recordField.member, A2UIText.quoted(propertyValue.string ?? A2UIText.json(propertyValue)))
                case .literal: writer.member(recordField.member, A2UIText.json(propertyValue))
                default: continue
                }
            }
            texts.append("{" + writer.out.dropFirst() + "}")
        }
        member(field.member, "[" + texts.joined(separator: ",") + "]")
    }

    /// An action (§5.4): a server event's name and its context's keys, sorted bytewise; a local
    /// function as its canonical call. Anything else is written as it is, for the decoder to refuse.
    mutating func writeAction(_ field: FieldPlan, _ value: A2UIValue) {
        if let event = value.object?["event"]?.object, let name = event["name"]?.string {
            member(field.member, A2UIText.quoted(name))
            let keys = (event["context"]?.object?.keys ?? []).sorted(by: BytewiseOrder.precedes)
            if let companion = plan.companion(.context, of: field) {
                member(companion, "[" + keys.map(A2UIText.quoted).joined(separator: ",") + "]")
            }
        } else if let call = value.object?["functionCall"], FunctionCalls.isCall(call) {
            member(field.member, A2UIText.quoted(calls.written(call)))
        } else {
            member(field.member, A2UIText.json(value))
        }
    }

    /// Each check as `pass: message`, `fail: message`, or `<canonical call>: message` when its
    /// condition is not evaluated here (§5.5); `invalid: message` without a usable condition.
    func checkResults(_ value: A2UIValue) -> String {
        guard let checks = value.array else { return A2UIText.json(value) }
        let texts = checks.map { check -> String in
            let object = check.object ?? A2UIObject()
            let message = object["message"]?.string ?? ""
            let condition = object["condition"] ?? (object["call"] != nil ? check : nil)
            let outcome: String =
                switch condition.map(calls.evaluate) {
                case .value(.bool(let passed)): passed ? "pass" : "fail"
                case .call(let text): text
                default: "invalid"
                }
            return A2UIText.quoted(outcome + ": " + message)
        }
        return "[" + texts.joined(separator: ",") + "]"
    }

    /// Members of a component that its plan does not use, copied so that `lint` names them;
    /// the snapshot ignores them (render-snapshot.md §2.3).
    mutating func copyUnknownMembers(of object: A2UIObject, typeKey: String, alsoUsed: [String]) {
        let used = Set((plan.fields.compactMap(\.property.first) + alsoUsed + [typeKey]).map(A2UIName.init))
        let members = Set(plan.fields.map { A2UIName($0.member) })
        for (key, value) in object.members where !used.contains(A2UIName(key)) && !members.contains(A2UIName(key)) {
            member(key, A2UIText.json(value))
        }
    }

    static func converted(_ value: A2UIValue, to type: FieldDefinition.FieldType) -> A2UIValue? {
        switch (type, value) {
        case (.string, .string), (.number, .number), (.boolean, .bool): value
        case (.string, .number), (.string, .bool): .string(A2UIText.converted(value))
        case (.stringList, .array(let elements)) where elements.allSatisfy({ $0.string != nil }): value
        case (.string, _), (.number, _), (.boolean, _), (.stringList, _): nil
        default: value
        }
    }

    /// What a renderer shows for a value it does not have (protocol: undefined is the empty string).
    static func placeholder(_ type: FieldDefinition.FieldType) -> A2UIValue {
        switch type {
        case .string: .string("")
        case .number: .number(0)
        case .boolean: .bool(false)
        case .stringList: .array([])
        default: .null
        }
    }
}
