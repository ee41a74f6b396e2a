import RenderParity

/// Random documents weighted towards what breaks ports:
/// quoting and sentinel strings, awkward numbers, unicode, optional fields that
/// are null or of the wrong type, unknown types, failing children, duplicate
/// keys, nesting near the depth limit, bare nodes versus responses, and a few
/// documents that are not JSON at all. Deterministic for a seed: document
/// `index` of seed `seed` is always the same bytes.
///
/// The built-in DSL keeps its hand-tuned generator (below), so a seed gives the same
/// documents as before vocabularies and CI's differential runs stay reproducible; any other
/// vocabulary is generated from its definition (`DocumentGenerator+Vocabulary.swift`).
public final class DocumentGenerator {
    var random: SeededRandom
    var out: String = ""
    /// The vocabulary to generate from; nil: the built-in DSL's own generator.
    let definition: VocabularyDefinition?

    init(random: SeededRandom, definition: VocabularyDefinition? = nil) {
        self.random = random
        self.definition = definition
    }

    /// Document `index` of `seed` in `vocabulary`.
    public static func document(seed: UInt64, index: Int, vocabulary: Vocabulary = .builtin) -> [UInt8] {
        let isBuiltin = vocabulary.identity == Vocabulary.builtin.identity
        let generator = DocumentGenerator(
            random: SeededRandom(seed: seed &* 0x100_0000_01B3 &+ UInt64(index)),
            definition: isBuiltin ? nil : vocabulary.definition)
        return Array(generator.makeDocument().utf8)
    }

    /// `parity generate`: documents 0..<`count` of `seed`, each written atomically to `folder/<fileName>`.
    public static func write(count: Int, seed: UInt64, into folder: String, vocabulary: Vocabulary = .builtin)
        throws(ParityError)
    {
        for index in 0..<count {
            try FileBytes.writeAtomically(
                document(seed: seed, index: index, vocabulary: vocabulary),
                to: folder + "/" + fileName(index: index, count: count))
        }
    }

    /// `gen-NNNNN.json`: at least five digits, more when `count` needs them, so names sort in order.
    static func fileName(index: Int, count: Int) -> String {
        let width = max(5, String(max(count - 1, 0)).count)
        let digits = String(index)
        return "gen-" + String(repeating: "0", count: width - digits.count) + digits + ".json"
    }

    // MARK: - Documents

    private func makeDocument() -> String {
        if let definition { return makeDocument(of: definition) }
        switch random.below(100) {
        case 0..<55: node(depth: 0)
        case 55..<85: response()
        case 85..<90: deepNesting()
        case 90..<95:
            node(depth: 1)
            breakSyntax()
        default:
            node(depth: 1)
            addDuplicateKey()
        }
        return out
    }

    private func response() {
        out += "{"
        var members: [() -> Void] = []
        if random.chance(85) {
            members.append {
                self.out += "\"title\": "
                self.string()
            }
        }
        if random.chance(90) {
            members.append {
                self.out += "\"layout\": "
                self.node(depth: 1)
            }
        }
        if random.chance(80) {
            members.append {
                self.out += "\"spoken_summary\": "
                self.string()
            }
        }
        if random.chance(10) {
            members.append {
                self.out += "\"extra\": "
                self.anyValue(depth: 3)
            }
        }
        if members.isEmpty { out += "\"title\": \"t\"" }
        emit(members)
        out += "}"
    }

    /// Arrays nested close to the 256-level limit, sometimes just over it, inside an ignored member.
    private func deepNesting() {
        let levels = random.pick([200, 254, 255, 256, 257, 300])
        out += "{\"type\": \"text\", \"content\": \"deep\", \"x\": "
        out += String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
    }

    func breakSyntax() {
        switch random.below(4) {
        case 0: out.removeLast(random.below(min(8, out.count)) + 1)
        case 1: out += ","
        case 2: out = out.replacing("\"type\"", with: "type", maxReplacements: 1)
        default: out += "\"\\ud800\""
        }
    }

    func addDuplicateKey() {
        guard out.hasPrefix("{"), out.count > 2 else { return }
        out.insert(contentsOf: "\"dup\": 1, \"dup\": 2, ", at: out.index(after: out.startIndex))
    }

    // MARK: - Nodes

    private static let types = [
        "vstack", "hstack", "zstack", "text", "stat", "image", "badge", "card", "progress", "chart", "list", "table",
        "divider", "spacer",
    ]
    private func node(depth: Int) {
        let roll = random.below(100)
        if roll < 3 {
            anyValue(depth: 2)
            return
        }
        let type = roll < 8 ? random.pick(["carousel", "VStack", "", "map", "Text"]) : random.pick(Self.types)
        var members: [() -> Void] = []
        if roll != 8 {
            members.append {
                self.out += "\"type\": "
                if self.random.chance(97) { self.quoted(type) } else { self.anyValue(depth: 2) }
            }
        }
        let deeper = depth < 6
        switch type {
        case "vstack", "hstack", "zstack", "list":
            let key = type == "list" ? "items" : "children"
            members.append {
                self.out += "\"\(key)\": "
                self.children(depth: depth)
            }
            if type != "list" {
                members.append(
                    field("alignment", enumName: type == "vstack" ? "valign" : type == "hstack" ? "halign" : "zalign"))
            }
            if type == "vstack" || type == "hstack" { members.append(field("spacing", number: true)) }
        case "text":
            members += [
                field("content", required: true), field("style", enumName: "style"), field("color"),
                field("weight", enumName: "weight"), field("maxLines", number: true),
            ]
        case "stat":
            members += [
                field("label", required: true), field("value", required: true), field("color"),
                field("size", enumName: "statSize"), field("icon"),
            ]
        case "image":
            members += [field("system_name", required: true), field("color"), field("size", enumName: "imageSize")]
        case "badge":
            members += [field("text", required: true), field("color")]
        case "card":
            members += [
                {
                    self.out += "\"child\": "
                    if deeper { self.node(depth: depth + 1) } else { self.quoted("leaf") }
                },
                field("color"), field("padding", number: true), field("cornerRadius", number: true),
            ]
        case "progress":
            members += [
                field("value", required: true, number: true), field("total", number: true), field("label"),
                field("color"),
            ]
        case "chart":
            members += [
                field("variant", required: true, enumName: "variant"), field("title"),
                {
                    self.out += "\"data\": "
                    self.dataPoints()
                },
            ]
        case "table":
            members += [
                field("title"),
                {
                    self.out += "\"headers\": "
                    self.stringArray()
                },
                {
                    self.out += "\"rows\": "
                    self.rows()
                },
            ]
        default: break
        }
        if random.chance(8) {
            members.append {
                self.quoted(self.random.pick(["colour", "odd key", "", "ünïcode", "9lives", "id"]))
                self.out += ": "
                self.anyValue(depth: 2)
            }
        }
        if random.chance(15) { shuffle(&members) }
        out += "{"
        emit(members)
        out += "}"
    }

    private func children(depth: Int) {
        if random.chance(4) {
            anyValue(depth: 1)
            return
        }
        out += "["
        let count = depth < 5 ? random.below(5) : random.below(2)
        for index in 0..<count {
            if index > 0 { out += ", " }
            node(depth: depth + 1)
        }
        out += "]"
    }

    private func dataPoints() {
        if random.chance(4) {
            anyValue(depth: 1)
            return
        }
        out += "["
        for index in 0..<random.below(5) {
            if index > 0 { out += ", " }
            if random.chance(4) {
                anyValue(depth: 1)
                continue
            }
            var members = [
                field("label", required: true), field("value", required: true, number: true), field("color"),
            ]
            if random.chance(5) { members.append { self.out += "\"type\": \"x\"" } }
            out += "{"
            emit(members)
            out += "}"
        }
        out += "]"
    }
}
