import RenderParity

/// Values: literals, bindings (absolute, relative inside templates, missing, of the wrong type),
/// function calls (the evaluated ones and the written-out ones, nested), actions, checks, data
/// models and the paths updates write to, with odd strings and numbers throughout.
extension A2UIStreamGenerator {
    /// Strings that have broken ports: escapes, control characters, canonically equivalent
    /// spellings (`é` and `e` + U+0301, K and U+212A), combining marks after delimiters,
    /// pointer escapes, `formatString` syntax and words the grammar prints bare.
    static let oddStrings = [
        "Hello", "", " ", "Ada Lovelace", "quote \" inside", "back\\slash", "tab\there", "line\nbreak", "\u{1}ctl",
        "del\u{7F}", "é", "e\u{301}", "K", "\u{212A}", "日本語", "🙂", "👩🏽‍💻", "\u{2028}", "~0~1", "a/b", "/\u{301}x",
        "${/name}", "\\${name}", "${\u{301}}", "null", "true", "default", "-0", "1e3", "Error(reason=x)",
        "\u{0600}${/name}",
    ]

    /// Numbers as a stream writes them: signed zero, exponents, past 2^53, the shortest-digits cases.
    static let numbers = [
        "0", "-0", "1", "-12", "2.5", "0.1", "1e-7", "1E21", "1e+2", "123456789012345678", "9007199254740993",
        "0.30000000000000004", "1.7976931348623157e308", "5e-324", "-1.5e-10", "3.0", "100", "0.5",
    ]

    /// A JSON string literal of `text`; now and then with `\u` escapes, which must read the same.
    func quoted(_ text: String) -> String {
        guard random.chance(10) else { return A2UIText.quoted(text) }
        var out = "\""
        for unit in text.utf16 {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return out + "\""
    }

    func string() -> String { quoted(random.pick(Self.oddStrings)) }

    /// Any JSON value, `depth` levels of containers at most.
    func value(depth: Int) -> String {
        switch random.below(depth > 0 ? 9 : 6) {
        case 0: return "null"
        case 1: return random.chance(50) ? "true" : "false"
        case 2, 3: return random.pick(Self.numbers)
        case 4, 5: return string()
        case 6, 7:
            let keys = Self.modelKeys.shuffled(&random).prefix(random.below(4))
            return "{" + keys.map { quoted($0) + ": " + value(depth: depth - 1) }.joined(separator: ", ") + "}"
        default: return "[" + (0..<random.below(4)).map { _ in value(depth: depth - 1) }.joined(separator: ", ") + "]"
        }
    }

    static let modelKeys = ["name", "count", "flag", "tags", "items", "user", "é", "e\u{301}", "a/b", "~", ""]

    /// A surface's data model: lists for templates (with nested lists), and scalars to bind to.
    func dataModel() -> String {
        func item() -> String {
            "{\"name\": \(string()), \"count\": \(random.pick(Self.numbers)), \"flag\": \(random.chance(50)), "
                + "\"tags\": ["
                + (0..<(random.chance(70) ? 1 + random.below(2) : 0)).map { _ in "{\"name\": \(string())}" }.joined(
                    separator: ", ")
                + "]}"
        }
        var members = [
            "\"name\": " + string(), "\"count\": " + random.pick(Self.numbers), "\"flag\": \(random.chance(50))",
            "\"items\": ["
                + (0..<(random.chance(85) ? 1 + random.below(3) : 0)).map { _ in item() }.joined(separator: ", ") + "]",
            "\"people\": " + (random.chance(80) ? "[" + item() + "]" : value(depth: 1)), "\"empty\": []",
            "\"user\": {\"name\": \(string()), \"a/b\": \(string()), \"~\": 1}", "\"e\u{301}\": 1, \"é\": 2",
        ]
        if random.chance(20) { members.append("\"list\": " + value(depth: 2)) }
        return "{" + members.shuffled(&random).joined(separator: ", ") + "}"
    }

    /// Where an `updateDataModel` writes: into lists (appending at the end), escapes, equivalent
    /// spellings; now and then a path that cannot be written (past the end, through a scalar).
    func modelPath() -> String {
        if random.chance(5) {
            return random.pick(["/items/5", "/items/x", "/name/x", "/items/01", "/items/-", "/count/0"])
        }
        return random.pick([
            "/name", "/count", "/items/0/name", "/items/0", "/items/0/tags/0/name", "/user/a~1b", "/new/deep/key",
            "/people/0/name", "/empty/0", "/e\u{301}", "/é", "/~0", "/flag",
        ])
    }

    /// A literal of a field's type (rarely of another type, which the decoder refuses).
    func literal(_ type: FieldDefinition.FieldType, cases: [String]) -> String {
        if random.chance(3) { return value(depth: 1) }
        switch type {
        case .number: return random.pick(Self.numbers)
        case .integer: return random.pick(["0", "1", "3", "-1", "2.5", "2147483648"])
        case .boolean: return random.chance(50) ? "true" : "false"
        case .enumeration: return quoted(random.chance(95) ? cases.randomElement(&random) ?? "x" : "bogus")
        case .stringList: return "[" + (0..<random.below(3)).map { _ in string() }.joined(separator: ", ") + "]"
        default: return string()
        }
    }

    /// A dynamic value: a literal, a binding, a function call, or something that is neither.
    func dynamic(_ type: FieldDefinition.FieldType, inTemplate: Bool) -> String {
        switch random.below(100) {
        case 0..<35: return literal(type, cases: [])
        case 35..<70: return binding(inTemplate: inTemplate)
        case 70..<94: return call(depth: 0, inTemplate: inTemplate)
        default:
            return random.pick(["{\"path\": \"/name\", \"extra\": 1}", "null", "{\"path\": 3}", "{}", "[\"a\", 1]"])
        }
    }

    func binding(inTemplate: Bool) -> String {
        let relative = ["name", "count", "flag", "tags/0/name", "", "missing", "e\u{301}", "a~1b"]
        let absolute = [
            "/name", "/count", "/flag", "/items/0/name", "/items/9/name", "/user/name", "/user/a~1b", "/missing", "/",
            "/items", "/items/01/name", "/é", "/e\u{301}", "/~0", "/people/0/tags",
        ]
        return "{\"path\": " + quoted(inTemplate && random.chance(60) ? random.pick(relative) : random.pick(absolute))
            + "}"
    }

    /// A function call; nested calls at most two deep.
    func call(depth: Int, inTemplate: Bool) -> String {
        func argument() -> String {
            switch random.below(10) {
            case 0..<4: return random.chance(50) ? string() : random.pick(Self.numbers)
            case 4..<7: return binding(inTemplate: inTemplate)
            case 7: return random.chance(50) ? "true" : "false"
            default: return depth < 2 ? call(depth: depth + 1, inTemplate: inTemplate) : "null"
            }
        }
        func flags() -> String { "[" + (0..<random.below(4)).map { _ in argument() }.joined(separator: ", ") + "]" }
        let name = random.pick([
            "required", "length", "numeric", "and", "or", "not", "formatString", "formatString", "formatNumber",
            "formatCurrency", "formatDate", "pluralize", "email", "regex", "openUrl", "capitalize",
        ])
        var args: [String]
        switch name {
        case "length", "numeric":
            args = ["\"value\": " + argument(), "\"min\": " + random.pick(Self.numbers), "\"max\": " + argument()]
        case "and", "or": args = ["\"values\": " + flags()]
        case "formatString": args = ["\"value\": " + quoted(template(inTemplate: inTemplate))]
        case "formatCurrency": args = ["\"value\": " + argument(), "\"currency\": \"USD\""]
        case "regex": args = ["\"value\": " + argument(), "\"pattern\": \"^[0-9]{5}$\""]
        default: args = ["\"value\": " + argument(), quoted(random.pick(Self.modelKeys)) + ": " + argument()]
        }
        args = Array(args.shuffled(&random).prefix(random.chance(10) ? 1 : args.count))
        let body = random.chance(3) ? "\"args\": 5" : "\"args\": {" + args.joined(separator: ", ") + "}"
        return "{\"call\": " + quoted(name) + ", " + body + (random.chance(20) ? ", \"returnType\": \"string\"" : "")
            + "}"
    }

    /// A `formatString` template: paths to interpolate, escaped and unclosed `${`, calls inside.
    func template(inTemplate: Bool) -> String {
        let pieces = [
            "Hi ", "${/name}", "${ count }", "${/items/0/name}", "${/missing}", "\\${literal}", "${now()}", "${$x}",
            "${/user}", "${/items}", " and ", "${", "}", "${name}", "${/flag}", "é", "e\u{301}${/é}",
        ]
        return (0..<random.below(5)).map { _ in random.pick(pieces) }.joined()
    }

    /// An action: a server event with context, a local function call, or something malformed.
    func action(inTemplate: Bool) -> String {
        switch random.below(10) {
        case 0..<6:
            let keys = Self.modelKeys.shuffled(&random).prefix(random.below(4))
            let context = keys.map { quoted($0) + ": " + binding(inTemplate: inTemplate) }.joined(separator: ", ")
            return "{\"event\": {\"name\": " + string() + ", \"context\": {" + context + "}}}"
        case 6..<8: return "{\"functionCall\": " + call(depth: 1, inTemplate: inTemplate) + "}"
        default: return random.pick(["{\"event\": {}}", "\"submit\"", "{\"functionCall\": {\"args\": {}}}", "{}"])
        }
    }

    /// Checks: conditions evaluated or not, the v0.9 form with `call` in the check, none at all.
    func checks(inTemplate: Bool) -> String {
        let checks = (0..<random.below(4)).map { _ -> String in
            switch random.below(10) {
            case 0..<6:
                return "{\"condition\": " + call(depth: 1, inTemplate: inTemplate) + ", \"message\": " + string() + "}"
            case 6..<8:
                return "{\"call\": \"required\", \"args\": {\"value\": " + binding(inTemplate: inTemplate)
                    + "}, \"message\": \"Needed\"}"
            default:
                return random.pick([
                    "{\"message\": \"no condition\"}", "5", "{\"condition\": true, \"message\": \"t\"}",
                ])
            }
        }
        return "[" + checks.joined(separator: ", ") + "]"
    }
}
