import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Builds one surface's document (spec/a2ui.md §4) from its components and data model:
/// the tree from `root`, child ids followed, templates expanded once per item of their bound
/// list with relative paths resolved against the item, values resolved (`PropertyWriter`).
///
/// Iterative, with an explicit stack of what is left to write: a chain of any length is
/// an error line (`A2UILimits.depth`), never a stack overflow. A child id that is already an
/// ancestor is a cycle.
package struct SurfaceAssembler {
    /// The names the document uses for the synthetic `Surface` node (spec/a2ui.md §4.1).
    package enum SurfaceNode {
        package static let type = "a2ui:surface"
        package static let line = "Surface"
        package static let emptyType = "a2ui:empty"
        package static let emptyLine = "NoSurface"
    }

    enum Reference {
        case component(id: String, at: JSONPath, scope: JSONPointer, item: Int?)
        case slot(type: String, owner: Surface.Component, scope: JSONPointer)
        case item(type: String, object: A2UIObject, at: JSONPath, scope: JSONPointer)
    }

    enum Task {
        case node(Reference, place: JSONPath, depth: Int, comma: Bool)
        case text(String)
        case leave(String)
    }

    let surface: Surface
    let plans: (nodes: [String: NodePlan], records: [String: NodePlan])
    let typeKey: String
    var out = ""
    var origins: [JSONPath: SurfaceDocument.Origin] = [:]
    var ancestors: Set<A2UIName> = []
    var lines = 1

    package init(surface: Surface, plans: (nodes: [String: NodePlan], records: [String: NodePlan]), typeKey: String) {
        self.surface = surface
        self.plans = plans
        self.typeKey = typeKey
    }

    package static func document(
        _ surface: Surface, plans: (nodes: [String: NodePlan], records: [String: NodePlan]), typeKey: String
    ) throws(A2UIFailure) -> SurfaceDocument {
        guard let root = surface.components[A2UIName("root")] else {
            throw .missingRoot(surface: surface.id, at: surface.createdAt)
        }
        var assembler = SurfaceAssembler(surface: surface, plans: plans, typeKey: typeKey)
        try assembler.run(root: root)
        return SurfaceDocument(surface: surface.id, bytes: Array(assembler.out.utf8), origins: assembler.origins)
    }

    mutating func run(root: Surface.Component) throws(A2UIFailure) {
        out += "{" + A2UIText.quoted(typeKey) + ":" + A2UIText.quoted(SurfaceNode.type)
        out += ",\"id\":" + A2UIText.quoted(surface.id) + ",\"catalog\":" + A2UIText.quoted(surface.catalog)
        if let theme = surface.theme { out += ",\"theme\":" + A2UIText.quoted(A2UIText.json(theme)) }
        out += ",\"root\":"
        origins[.root] = SurfaceDocument.Origin(path: surface.createdAt, plan: nil)
        var stack: [Task] = [
            .text("}"),
            .node(
                .component(id: "root", at: root.path, scope: .root, item: nil),
                place: JSONPath.root.appending(key: "root"), depth: 1, comma: false),
        ]
        while let task = stack.popLast() {
            switch task {
            case .text(let text): out += text
            case .leave(let id): ancestors.remove(A2UIName(id))
            case .node(let reference, let place, let depth, let comma):
                if comma { out += "," }
                try write(reference, place: place, depth: depth, stack: &stack)
            }
        }
    }

    /// Writes a node's members and pushes what it holds, then its closing brace.
    mutating func write(_ reference: Reference, place: JSONPath, depth: Int, stack: inout [Task]) throws(A2UIFailure) {
        let at: JSONPath
        switch reference {
        case .component(_, let path, _, _), .item(_, _, let path, _): at = path
        case .slot(_, let owner, _): at = owner.path
        }
        guard depth < A2UILimits.depth else { throw .tooDeep(at: at) }
        lines += 1
        guard lines <= A2UILimits.lines else { throw .tooManyLines(at: at) }
        let object: A2UIObject
        let objectPath: JSONPath
        let plan: NodePlan?
        let type: String?
        var scope = JSONPointer.root
        var item: Int?
        switch reference {
        case .component(let id, let path, let inScope, let index):
            guard let component = surface.components[A2UIName(id)] else { throw .danglingChild(id, at: path) }
            guard !ancestors.contains(A2UIName(id)) else { throw .cycle(id, at: path) }
            ancestors.insert(A2UIName(id))
            stack.append(.leave(id))
            object = component.value
            objectPath = component.path
            type = component.value[typeKey]?.string
            plan = type.flatMap { plans.nodes[$0] }
            scope = inScope
            item = index
        case .slot(let slotType, let owner, let inScope):
            object = owner.value
            objectPath = owner.path
            type = slotType
            plan = plans.nodes[slotType]
            scope = inScope
        case .item(let itemType, let itemObject, let path, let inScope):
            object = itemObject
            objectPath = path
            type = itemType
            plan = plans.nodes[itemType]
            scope = inScope
        }
        origins[place] = SurfaceDocument.Origin(path: objectPath, plan: plan)
        out += "{"
        guard let plan, let type else {
            // Not in the catalog: the decoder prints it as an `Unknown` line (render-snapshot.md §3.4).
            if let name = object[typeKey] { out += A2UIText.quoted(typeKey) + ":" + A2UIText.json(name) }
            out += "}"
            return
        }
        out += A2UIText.quoted(typeKey) + ":" + A2UIText.quoted(type)
        var writer = PropertyWriter(model: surface.dataModel, scope: scope, plan: plan, records: plans.records)
        let held = try writer.write(object, at: objectPath, item: item, slotTypes: plan.slotTypes, owner: type)
        if case .component = reference {
            let slotProperties = plan.slotTypes.flatMap { plans.nodes[$0]?.fields.compactMap(\.property.first) ?? [] }
            writer.copyUnknownMembers(of: object, typeKey: typeKey, alsoUsed: slotProperties)
        }
        out += writer.out
        stack.append(.text("}"))
        guard let held else { return }
        out += "," + A2UIText.quoted(held.member) + ":" + (held.isArray ? "[" : "")
        if held.isArray { stack.append(.text("]")) }
        let base = place.appending(key: held.member)
        for (position, child) in held.children.enumerated().reversed() {
            let childPlace = held.isArray ? base.appending(index: position) : base
            let childReference: Reference =
                switch child {
                case .component(let id, let path, let childScope, let index):
                    .component(id: id, at: path, scope: childScope, item: index)
                case .slot(let slotType):
                    .slot(type: slotType, owner: Surface.Component(value: object, path: objectPath), scope: scope)
                case .item(let itemType, let itemObject, let path):
                    .item(type: itemType, object: itemObject, at: path, scope: scope)
                }
            stack.append(.node(childReference, place: childPlace, depth: depth + 1, comma: position > 0))
        }
    }
}
