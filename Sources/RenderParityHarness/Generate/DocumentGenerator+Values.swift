/// The values the generator writes: mostly well-formed, often awkward.
extension DocumentGenerator {
    // MARK: - Fields

    /// A member writer: valid most of the time, sometimes absent-by-null, wrong-typed or off-list.
    func field(_ name: String, required: Bool = false, number: Bool = false, enumName: String? = nil) -> () -> Void {
        let roll = random.below(100)
        if !required, roll < 35 { return {} }
        return {
            self.out += "\"\(name)\": "
            switch roll {
            case 35..<40: self.out += "null"
            case 40..<46: self.anyValue(depth: 1)
            case 46..<50 where enumName != nil:
                self.quoted(self.random.pick(["middle", "Bold", "", "none", "LEADING"]))
            default:
                if let enumName {
                    self.quoted(self.random.pick(Self.enumValues(enumName)))
                } else if number {
                    self.number()
                } else {
                    self.string()
                }
            }
        }
    }

    func emit(_ members: [() -> Void]) {
        var first = true
        for member in members {
            let before = out.count
            if !first { out += random.chance(10) ? ",\n  " : ", " }
            let mark = out.count
            member()
            if out.count == mark { out.removeLast(mark - before) } else { first = false }
        }
    }

    func shuffle(_ members: inout [() -> Void]) {
        guard members.count > 1 else { return }
        for index in stride(from: members.count - 1, to: 0, by: -1) { members.swapAt(index, random.below(index + 1)) }
    }

    // MARK: - Scalars

    private static let strings = [
        "Revenue", "", "none", "default", " lead", "trail ", "a=b", "say \\\"hi\\\"", "back\\\\slash", "tab\\there",
        "line\\nbreak",
        "cr\\r", "\\u0001ctl", "del\\u007f", "e\\u0301", "👩‍👩‍👧", "\\ud83d\\ude00", "שלום", "مرحبا", "\\u00e9t\\u00E9",
        "\\/solidus",
        "$1,240.50", "100%", "caf\u{E9}", "\u{85}nel", "\u{2028}ls", "heart.fill", "cart.circle.fill", "Filled.Star",
        "=", "\\\"", "null",
    ]

    private static let numbers = [
        "0", "-0", "-0.0", "8", "16", "0.5", "-2.25", "1e-7", "1e21", "123456789012345678", "5e-324",
        "1.7976931348623157e308", "0.1",
        "0.30000000000000004", "1e-400", "-1e-400", "1E+2", "3.141592653589793238462643", "2.5", "1e22",
        "9007199254740993", "0.000001",
        "1e-6", "100000000000000000000", "4.35", "2147483647", "2147483648", "3.0", "1.5e300", "-7",
    ]

    func string() {
        if random.chance(70) { out += "\"" + random.pick(Self.strings) + "\"" } else { quoted(randomWord()) }
    }

    func number() {
        if random.chance(60) {
            out += random.pick(Self.numbers)
        } else {
            let mantissa = String(random.next() % 10_000_000_000_000_000)
            let sign = random.chance(30) ? "-" : ""
            let whole = mantissa.prefix(random.below(9) + 1)
            let fraction = mantissa.suffix(random.below(12) + 1)
            out += sign + whole + "." + fraction
            if random.chance(30) { out += "e" + String(random.below(80) - 40) }
        }
    }

    func quoted(_ text: String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{00}"..."\u{1F}": out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    func stringArray() {
        out += "["
        for index in 0..<random.below(4) {
            if index > 0 { out += ", " }
            if random.chance(5) { number() } else { string() }
        }
        out += "]"
    }

    func rows() {
        out += "["
        for index in 0..<random.below(4) {
            if index > 0 { out += ", " }
            if random.chance(5) { string() } else { stringArray() }
        }
        out += "]"
    }

    /// Any JSON value, for wrong types and ignored members.
    func anyValue(depth: Int) {
        switch random.below(depth > 0 ? 7 : 5) {
        case 0: string()
        case 1: number()
        case 2: out += random.pick(["true", "false"])
        case 3: out += "null"
        case 4: out += "{}"
        case 5:
            out += "["
            anyValue(depth: depth - 1)
            out += "]"
        default:
            out += "{\"k\": "
            anyValue(depth: depth - 1)
            out += "}"
        }
    }

    private func randomWord() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.-_é😀\u{1}\t")
        return String((0..<random.below(12)).map { _ in random.pick(alphabet) })
    }

    private static func enumValues(_ name: String) -> [String] {
        switch name {
        case "valign": ["leading", "center", "trailing"]
        case "halign": ["top", "center", "bottom"]
        case "zalign":
            [
                "center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom",
                "bottomTrailing",
            ]
        case "style":
            [
                "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "caption", "caption2",
                "footnote",
            ]
        case "weight": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        case "statSize": ["default", "large"]
        case "imageSize": ["small", "default", "large", "xlarge"]
        default: ["bar", "pie", "line"]
        }
    }
}
