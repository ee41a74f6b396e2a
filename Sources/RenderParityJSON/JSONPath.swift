import RenderParityText

/// A location in a JSON document, written as the spec prints it (§3.5):
/// `$`, `$.layout.children[2].content`, `$["odd key"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public static let root = JSONPath(components: [])

    public init(components: [Component]) { self.components = components }

    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// One new array, sized once: `components + [component]` made two, and the vocabulary loader
    /// makes a path for every member of every field it reads.
    private func appending(_ component: Component) -> JSONPath {
        var extended: [Component] = []
        extended.reserveCapacity(components.count + 1)
        extended += components
        extended.append(component)
        return JSONPath(components: extended)
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let name) where Self.isIdentifier(name):
                text += "." + name
            case .key(let name):
                text += "[" + SnapshotString.quoted(name) + "]"
            }
        }
        return text
    }

    /// Orders paths by their printed form, bytewise, so reports never depend on dictionary order.
    public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
        BytewiseOrder.precedes(lhs.description, rhs.description)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, ASCII only (§3.5).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return name.utf8.allSatisfy {
            $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
