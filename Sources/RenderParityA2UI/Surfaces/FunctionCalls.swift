import RenderParityText

/// Function calls in property values (spec/a2ui.md §5.3). The functions whose result the
/// protocol defines the same on every platform are evaluated: `required`, `length`, `numeric`,
/// `and`, `or`, `not`, and `formatString` over data-model paths. Every other call (currency,
/// dates, numbers, plurals, which depend on locale or time; `email` and `regex`, whose rules
/// differ between platforms' libraries; a catalog's own functions) is written as a canonical,
/// unevaluated call: `formatCurrency(currency="USD", value=12.5)`, arguments sorted bytewise,
/// bound arguments resolved, values as JSON.
package struct FunctionCalls {
    package enum Outcome: Equatable {
        case value(A2UIValue)
        case call(String)
    }

    let model: DataModel
    let scope: JSONPointer

    /// Whether `value` is a call (`{"call": …}`) rather than a literal or a binding.
    package static func isCall(_ value: A2UIValue) -> Bool { value.object?["call"] != nil }

    /// Whether `value` is a binding (`{"path": "…"}` and nothing else).
    package static func bindingPath(_ value: A2UIValue) -> String? {
        guard let object = value.object, object.count == 1 else { return nil }
        return object["path"]?.string
    }

    /// A literal, a binding resolved (null when missing) or a call evaluated or written out.
    /// Recursion follows the value's nesting, which the reader bounds.
    package func evaluate(_ value: A2UIValue) -> Outcome {
        if let path = Self.bindingPath(value) {
            return .value(model.value(at: JSONPointer(path, in: scope)) ?? .null)
        }
        guard let call = value.object, let name = call["call"]?.string else { return .value(value) }
        let args = call["args"]?.object ?? A2UIObject()
        var evaluated: [(key: String, outcome: Outcome)] = []
        for member in args.members {
            if case .array(let elements) = member.value, name == "and" || name == "or" {
                let outcomes = elements.map(evaluate)
                // One known false decides `and`, one known true decides `or`, whatever the others are.
                if outcomes.contains(.value(.bool(name == "or"))) { return .value(.bool(name == "or")) }
                if outcomes.allSatisfy({ if case .value = $0 { true } else { false } }) {
                    evaluated.append((member.key, .value(.array(outcomes.compactMap { $0.value }))))
                } else {
                    evaluated.append((member.key, .call(list(outcomes))))
                }
            } else {
                evaluated.append((member.key, evaluate(member.value)))
            }
        }
        let values = evaluated.compactMap { item in item.outcome.value.map { (item.key, $0) } }
        if values.count == evaluated.count,
            let result = Self.deterministic(
                name, Dictionary(values, uniquingKeysWith: { first, _ in first }), model, scope)
        {
            return .value(result)
        }
        let written = evaluated.sorted { BytewiseOrder.precedes($0.key, $1.key) }.map { item in
            switch item.outcome {
            case .value(let value): item.key + "=" + A2UIText.json(value)
            case .call(let text): item.key + "=" + text
            }
        }
        return .call(name + "(" + written.joined(separator: ", ") + ")")
    }

    /// A call written out without evaluating it (an action's local function, §5.4).
    package func written(_ call: A2UIValue) -> String {
        guard let object = call.object, let name = object["call"]?.string else { return A2UIText.json(call) }
        let args = (object["args"]?.object ?? A2UIObject()).members.sorted { BytewiseOrder.precedes($0.key, $1.key) }
        let written = args.map { member -> String in
            switch evaluate(member.value) {
            case .value(let value): member.key + "=" + A2UIText.json(value)
            case .call(let text): member.key + "=" + text
            }
        }
        return name + "(" + written.joined(separator: ", ") + ")"
    }

    func list(_ outcomes: [Outcome]) -> String {
        "["
            + outcomes.map {
                switch $0 {
                case .value(let value): A2UIText.json(value)
                case .call(let text): text
                }
            }.joined(separator: ", ") + "]"
    }

    /// The result of a function this spec defines, or nil for one it does not (or bad arguments).
    static func deterministic(_ name: String, _ args: [String: A2UIValue], _ model: DataModel, _ scope: JSONPointer)
        -> A2UIValue?
    {
        switch name {
        case "required":
            switch args["value"] ?? .null {
            case .null: return .bool(false)
            case .string(let text): return .bool(!text.isEmpty)
            case .array(let elements): return .bool(!elements.isEmpty)
            default: return .bool(true)
            }
        case "length":
            guard let text = args["value"]?.string else { return nil }
            let count = Double(text.unicodeScalars.count)
            return .bool(within(count, args["min"], args["max"]))
        case "numeric":
            guard case .number(let number) = args["value"] ?? .null else { return nil }
            return .bool(within(number, args["min"], args["max"]))
        case "and", "or":
            guard let values = args["values"]?.array else { return nil }
            let flags = values.compactMap { if case .bool(let flag) = $0 { flag } else { nil } }
            guard flags.count == values.count else { return nil }
            return .bool(name == "and" ? flags.allSatisfy { $0 } : flags.contains(true))
        case "not":
            guard case .bool(let flag) = args["value"] ?? .null else { return nil }
            return .bool(!flag)
        case "formatString":
            guard let template = args["value"]?.string else { return nil }
            return FormatString.interpolate(template, model: model, scope: scope).map(A2UIValue.string)
        default:
            return nil
        }
    }

    /// `min` ≤ value ≤ `max`, each bound only when it is a number.
    static func within(_ value: Double, _ minimum: A2UIValue?, _ maximum: A2UIValue?) -> Bool {
        if case .number(let low) = minimum ?? .null, value < low { return false }
        if case .number(let high) = maximum ?? .null, value > high { return false }
        return true
    }
}

extension FunctionCalls.Outcome {
    var value: A2UIValue? { if case .value(let value) = self { value } else { nil } }
}

/// `formatString`'s `${…}` (protocol "The formatString function"): `${/abs/path}` and
/// `${relative/path}` are replaced by the value converted to a string (§5.3), `\${` is a
/// literal `${`. An expression that calls a function (it has `(`) is not evaluated here: nil,
/// and the whole call is written out instead. The delimiters are found as UTF-8 bytes, never
/// as parts of `Character`s, so a combining mark after `$`, `{` or `}` changes nothing.
enum FormatString {
    static func interpolate(_ template: String, model: DataModel, scope: JSONPointer) -> String? {
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        var index = 0
        // Where the text since the last `${` or `}` starts: only a `\` in it escapes.
        var segment = 0
        while index < bytes.count {
            guard bytes[index] == 0x24, index + 1 < bytes.count, bytes[index + 1] == 0x7B else {
                out.append(bytes[index])
                index += 1
                continue
            }
            if index > segment, bytes[index - 1] == 0x5C {
                out[out.count - 1] = 0x24
                out.append(0x7B)
                index += 2
                segment = index
                continue
            }
            guard let close = bytes[(index + 2)...].firstIndex(of: 0x7D) else { return nil }
            var expression = bytes[(index + 2)..<close]
            if expression.contains(0x28) || expression.contains(0x24) { return nil }
            while expression.first == 0x20 { expression.removeFirst() }
            while expression.last == 0x20 { expression.removeLast() }
            let path = String(decoding: expression, as: UTF8.self)
            out += A2UIText.converted(model.value(at: JSONPointer(path, in: scope)) ?? .null).utf8
            index = close + 1
            segment = index
        }
        return String(decoding: out, as: UTF8.self)
    }
}
