import RenderParityJSON

/// One surface as the JSON document the one decoder reads with the imported vocabulary
/// (spec/a2ui.md §4): a `Surface` node holding the tree from `root`, every property written
/// as the vocabulary's fields say. `origins` maps each node's place in the document to the
/// stream's component (or item) it was made from, so a failure the decoder finds is
/// reported at the stream's path, not the document's.
public struct SurfaceDocument: Sendable {
    public let surface: String
    /// Compact JSON, UTF-8.
    public let bytes: [UInt8]
    package let origins: [JSONPath: Origin]

    package struct Origin: Sendable {
        package let path: JSONPath
        package let plan: NodePlan?
    }

    /// `path`, a place in this document, as a place in the stream: the deepest node it passes
    /// through is replaced by where that node came from, and members by their properties.
    package func streamPath(_ path: JSONPath) -> JSONPath {
        var components = path.components
        var rest: [JSONPath.Component] = []
        while true {
            if let origin = origins[JSONPath(components: components)] {
                var result = origin.path
                for (position, component) in rest.enumerated() {
                    guard case .key(let member) = component else {
                        if case .index(let index) = component { result = result.appending(index: index) }
                        continue
                    }
                    let plan = position == 0 ? origin.plan?.fields.first { $0.member == member } : nil
                    let keys = plan?.property ?? Self.property(of: member)
                    for key in keys { result = result.appending(key: key) }
                }
                return result
            }
            guard let last = components.popLast() else { return path }
            rest.insert(last, at: 0)
        }
    }

    /// A member named by its source (`label@value`): its property's keys.
    static func property(of member: String) -> [String] {
        let name = member.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return name.split(separator: ".").map(String.init)
    }
}
