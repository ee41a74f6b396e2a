/// Components: a tree from `root` in the catalog's components, its properties written as their
/// kinds say (A2UICatalogShape), with templates (nested ones inside their items), and now and
/// then a dangling id, a cycle, an unknown component, a missing `root` or a chain past the
/// depth limit (spec/a2ui.md §6).
extension A2UIStreamGenerator {
    /// One component still to write: its id and how deep it is, and whether it is a template's
    /// item (its relative bindings read the item).
    struct Pending {
        let id: String
        let depth: Int
        let inTemplate: Bool
    }

    /// The components of one tree, as JSON texts.
    func tree() -> [String] {
        if random.chance(2) { return chain(length: random.pick([99, 100, 101, 150])) }
        var components: [String] = []
        var queue = [Pending(id: random.chance(3) ? "Root" : "root", depth: 0, inTemplate: false)]
        var budget = 1 + random.below(random.chance(20) ? 30 : 10)
        var ancestors: [String] = []
        while !queue.isEmpty {
            let pending = queue.removeFirst()
            budget -= 1
            ancestors.append(pending.id)
            components.append(component(pending, leaf: budget <= 0 || pending.depth > 5, queue: &queue, ancestors))
        }
        if random.chance(8) {
            components.append(component(Pending(id: "orphan", depth: 9, inTemplate: false), leaf: true))
        }
        return components
    }

    /// A chain of single children, `length` deep, past the depth limit or just inside it.
    func chain(length: Int) -> [String] {
        (0..<length).map { position in
            let id = position == 0 ? "root" : "c\(position)"
            let child = position + 1 < length ? "[\"c\(position + 1)\"]" : "[]"
            return "{\"id\": \(quoted(id)), \"component\": \"Column\", \"children\": \(child)}"
        }
    }

    /// Later definitions of ids the tree may use: replacement by id (spec/a2ui.md §3.2).
    func replacements() -> [String] {
        (0..<(1 + random.below(2))).map { _ in
            let id = random.chance(60) ? "root" : "c\(random.below(max(nextID, 1)))"
            return component(Pending(id: id, depth: 3, inTemplate: random.chance(30)), leaf: true)
        }
    }

    func freshID() -> String {
        nextID += 1
        return random.chance(4) ? random.pick(Self.oddStrings) + "\(nextID)" : "c\(nextID)"
    }

    /// One component's JSON; the ids it holds are queued (and, rarely, one that dangles or is an ancestor).
    func component(_ pending: Pending, leaf: Bool, queue: inout [Pending], _ ancestors: [String] = []) -> String {
        // Half the inner components hold others, so trees, templates and nesting are common.
        let holding = !leaf && random.chance(50)
        let lists = holding && random.chance(60)
        let candidates = shape.components.filter {
            lists ? $0.holdsChildren : holding ? $0.isContainer : !leaf || !$0.isContainer
        }
        let roll = random.below(100)
        var members = ["\"id\": " + quoted(pending.id)]
        guard roll >= 3, let chosen = candidates.randomElement(&random) else {
            members.append("\"component\": " + quoted(random.pick(["Carousel", "text", "", "Row "])))
            members.append("\"children\": [\"c1\"]")
            return "{" + members.shuffled(&random).joined(separator: ", ") + "}"
        }
        members.append("\"component\": " + quoted(chosen.name))
        for property in chosen.properties where property.name != "id" && (property.required || random.chance(60)) {
            guard random.chance(99) else { continue }  // a required property missing, now and then
            members.append(quoted(property.name) + ": " + value(of: property.kind, pending, queue: &queue, ancestors))
        }
        if random.chance(10) {
            members.append(quoted(random.pick(["extra", "accessibility", "é"])) + ": " + value(depth: 2))
        }
        return "{" + (random.chance(30) ? members.shuffled(&random) : members).joined(separator: ", ") + "}"
    }

    func component(_ pending: Pending, leaf: Bool) -> String {
        var ignored: [Pending] = []
        return component(pending, leaf: leaf, queue: &ignored)
    }

    /// A property's value of `kind`; child ids are queued one level deeper.
    func value(of kind: A2UICatalogShape.Kind, _ pending: Pending, queue: inout [Pending], _ ancestors: [String])
        -> String
    {
        func child(inTemplate: Bool) -> String {
            let roll = random.below(100)
            if roll < 2 { return quoted("missing-\(random.below(3))") }
            if roll < 4, let ancestor = ancestors.randomElement(&random) { return quoted(ancestor) }
            if roll < 5 { return random.pick(["7", "null", "{}"]) }
            let id = freshID()
            queue.append(Pending(id: id, depth: pending.depth + 1, inTemplate: inTemplate))
            return quoted(id)
        }
        switch kind {
        case .child: return child(inTemplate: pending.inTemplate)
        case .children:
            if random.chance(40) {
                let id = freshID()
                queue.append(Pending(id: id, depth: pending.depth + 1, inTemplate: true))
                return "{\"componentId\": \(quoted(id)), \"path\": \(quoted(listPath(pending.inTemplate)))}"
            }
            if random.chance(2) {
                return random.pick(["\"c1\"", "{\"componentId\": \"c1\"}", "{\"path\": \"/items\"}"])
            }
            return "["
                + (0..<random.below(4)).map { _ in child(inTemplate: pending.inTemplate) }.joined(separator: ", ")
                + "]"
        case .objects(let properties):
            let items = (0..<random.below(3)).map { _ in
                "{"
                    + properties.filter { $0.required || random.chance(50) }.map {
                        quoted($0.name) + ": " + value(of: $0.kind, pending, queue: &queue, ancestors)
                    }.joined(separator: ", ") + "}"
            }
            return "[" + items.joined(separator: ", ") + "]"
        case .literal(let type, let cases): return literal(type, cases: cases)
        case .dynamic(let type): return dynamic(type, inTemplate: pending.inTemplate)
        case .action: return action(inTemplate: pending.inTemplate)
        case .checks: return checks(inTemplate: pending.inTemplate)
        case .json: return value(depth: 2)
        case .text: return random.chance(70) ? quoted(random.pick(Self.oddStrings)) : value(depth: 2)
        }
    }

    /// A template's list: absolute outside templates, often relative to the item inside one.
    func listPath(_ inTemplate: Bool) -> String {
        if inTemplate && random.chance(60) {
            return random.chance(80) ? "tags" : random.pick(["items", "", "missing", "name"])
        }
        if random.chance(80) { return random.pick(["/items", "/items", "/people", "/items/0/tags"]) }
        return random.pick(["/missing", "/name", "/empty", "/user"])
    }
}
