import RenderParity

/// Random A2UI message streams in an imported catalog's vocabulary, for the differential test
/// between adapters (spec/a2ui.md §8: every port's `--documents` and snapshot must be the
/// Swift reference's). Weighted towards what breaks ports: templates and nested templates,
/// data-model updates after components and at paths, replacement by id, several surfaces and
/// deletion, bindings to missing paths, dangling ids, cycles, unknown components, function
/// calls, actions and checks, odd strings (escapes, control characters, combining marks,
/// canonically equivalent spellings) and odd numbers, and every malformed case of §6.
/// Deterministic for a seed: stream `index` of seed `seed` is always the same bytes.
public final class A2UIStreamGenerator {
    var random: SeededRandom
    let shape: A2UICatalogShape
    /// The protocol version this stream's messages carry.
    var version = "v0.10"
    /// A counter for fresh component ids.
    var nextID = 0

    init(random: SeededRandom, shape: A2UICatalogShape) {
        self.random = random
        self.shape = shape
    }

    /// Stream `index` of `seed`, for the components of `vocabulary` (an imported catalog's).
    public static func stream(seed: UInt64, index: Int, vocabulary: Vocabulary) -> [UInt8] {
        let generator = A2UIStreamGenerator(
            random: SeededRandom(seed: seed &* 0x100_0000_01B3 &+ UInt64(index) &+ 0xA2),
            shape: A2UICatalogShape(vocabulary))
        return Array(generator.makeStream().utf8)
    }

    /// `parity generate --a2ui`: streams 0..<`count` of `seed`, each written atomically to `folder/gen-NNNNN.json`.
    public static func write(count: Int, seed: UInt64, into folder: String, vocabulary: Vocabulary) throws(ParityError)
    {
        for index in 0..<count {
            try FileBytes.writeAtomically(
                stream(seed: seed, index: index, vocabulary: vocabulary),
                to: folder + "/" + DocumentGenerator.fileName(index: index, count: count))
        }
    }

    // MARK: - Streams

    func makeStream() -> String {
        version = random.chance(80) ? "v0.10" : "v0.9"
        let roll = random.below(100)
        if roll < 2 { return random.pick(["", "[", "{\"messages\": 3}", "42", "\"text\"", "[1, 2]", "null"]) }
        var lists: [[String]] = []
        let ids = Self.surfaceIDs.shuffled(&random).prefix(1 + random.below(random.chance(70) ? 1 : 3))
        for id in ids { lists.append(surface(String(id))) }
        var messages = interleave(lists)
        if random.chance(12) { breakStream(&messages) }
        return frame(messages)
    }

    static let surfaceIDs = ["main", "side", "é", "e\u{301}", "a b", "", "~1/", "Ω", "zeta", "\u{1}"]

    /// The messages of one surface, in its own order: created, filled, updated, maybe deleted.
    func surface(_ id: String) -> [String] {
        var list = [create(id)]
        let model = dataModel()
        let modelFirst = random.chance(40)
        if modelFirst { list.append(update(id, path: random.pick([nil, "", "/"]), value: model)) }
        let components = tree()
        var rest = components.shuffled(&random)
        while !rest.isEmpty {
            let take = 1 + random.below(rest.count)
            list.append(updateComponents(id, Array(rest.prefix(take))))
            rest.removeFirst(take)
        }
        if !modelFirst { list.append(update(id, path: random.chance(80) ? nil : "/", value: model)) }
        for _ in 0..<random.below(4) {
            list.append(update(id, path: modelPath(), value: random.chance(20) ? nil : value(depth: 1)))
        }
        if random.chance(30) { list.append(updateComponents(id, replacements())) }
        if random.chance(15) {
            list.append(message("deleteSurface", "{\"surfaceId\": \(quoted(id))}"))
            if random.chance(50) {
                list.append(create(id))
                list.append(updateComponents(id, tree()))
            }
        }
        if random.chance(5) { list.append(message(random.pick(["callFunction", "actionResponse"]), "{\"x\": 1}")) }
        return list
    }

    func create(_ id: String) -> String {
        var body = "{\"surfaceId\": \(quoted(id)), \"catalogId\": \(quoted(random.pick(Self.catalogs)))"
        if random.chance(30) { body += ", \"theme\": " + value(depth: 2) }
        return message("createSurface", body + "}")
    }

    static let catalogs = ["https://a2ui.org/specification/v0_10/basic_catalog.json", "catalog", "é\"/"]

    func updateComponents(_ id: String, _ components: [String]) -> String {
        message(
            "updateComponents",
            "{\"surfaceId\": \(quoted(id)), \"components\": [\(components.joined(separator: ", "))]}")
    }

    func update(_ id: String, path: String?, value: String?) -> String {
        var body = "{\"surfaceId\": \(quoted(id))"
        if let path { body += ", \"path\": " + quoted(path) }
        if let value { body += ", \"value\": " + value }
        return message("updateDataModel", body + "}")
    }

    func message(_ kind: String, _ body: String) -> String {
        "{\"version\": \(quoted(version)), \(quoted(kind)): \(body)}"
    }

    /// The surfaces' messages merged, each surface's in its own order.
    func interleave(_ lists: [[String]]) -> [String] {
        var lists = lists
        var merged: [String] = []
        while let index = lists.indices.filter({ !lists[$0].isEmpty }).randomElement(&random) {
            merged.append(lists[index].removeFirst())
        }
        return merged
    }

    /// A JSON array (most), the `{"messages": […]}` wrapper, or JSON Lines.
    func frame(_ messages: [String]) -> String {
        switch random.below(10) {
        case 0..<6: return "[" + messages.joined(separator: ",\n") + "]\n"
        case 6..<8: return "{\"name\": \"generated\", \"messages\": [" + messages.joined(separator: ", ") + "]}"
        default:
            let lines = messages.map { $0.replacing("\n", with: " ") }
            return lines.joined(separator: random.chance(20) ? "\n\n" : "\n") + (random.chance(50) ? "\n" : "")
        }
    }

    /// One malformed case of spec/a2ui.md §6, at a random place.
    func breakStream(_ messages: inout [String]) {
        let at = random.below(messages.count + 1)
        let surface = quoted(random.pick(Self.surfaceIDs))
        let broken: String =
            switch random.below(12) {
            case 0: "{\"updateComponents\": {\"surfaceId\": \(surface), \"components\": []}}"
            case 1: "{\"version\": \"v1.0\", \"deleteSurface\": {\"surfaceId\": \(surface)}}"
            case 2: "{\"version\": \(quoted(version)), \"deleteSurface\": {\"surfaceId\": \"nowhere\"}}"
            case 3: "{\"version\": \(quoted(version))}"
            case 4:
                "{\"version\": \(quoted(version)), \"deleteSurface\": {\"surfaceId\": \(surface)}, \"callFunction\": {}}"
            case 5: random.pick(["3", "[]", "\"message\"", "null"])
            case 6: "{\"version\": \(quoted(version)), \"updateDataModel\": {\"surfaceId\": \(surface), \"path\": 7}}"
            case 7:
                "{\"version\": \(quoted(version)), \"updateComponents\": {\"surfaceId\": \(surface), \"components\": {}}}"
            case 8: "{\"version\": \(quoted(version)), \"createSurface\": {\"surfaceId\": \(surface)}}"
            case 9:
                "{\"version\": \(quoted(version)), \"updateDataModel\": {\"surfaceId\": \(surface), \"path\": \"/name/x/y\", \"value\": 1}}"
            case 10:
                "{\"version\": \(quoted(version)), \"updateComponents\": {\"surfaceId\": \(surface), \"components\": [{\"component\": \"Text\"}]}}"
            default: "{\"version\": \(quoted(version)), \"createSurface\": \"main\"}"
            }
        messages.insert(broken, at: at)
    }
}

extension Array {
    /// Fisher–Yates with the seeded generator, so a seed gives the same order everywhere.
    func shuffled(_ random: inout SeededRandom) -> [Element] {
        var items = self
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, random.below(index + 1))
        }
        return items
    }

    func randomElement(_ random: inout SeededRandom) -> Element? {
        isEmpty ? nil : self[random.below(count)]
    }
}
