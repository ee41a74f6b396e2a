/// A surface's data model and the protocol's update rule (spec/a2ui.md §3.3): `updateDataModel`
/// replaces the value at its path, creating missing objects on the way; an omitted or `null`
/// value removes the key; the root path replaces the whole model.
public struct DataModel: Sendable {
    package private(set) var root: A2UIValue = .object(A2UIObject())

    package init() {}

    /// The value at `pointer`, or nil when any step is missing.
    package func value(at pointer: JSONPointer) -> A2UIValue? {
        var current = root
        for token in pointer.tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = JSONPointer.index(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// Why an update could not be applied, for `A2UIFailure.dataModelPath`.
    public enum UpdateProblem: Equatable, Sendable {
        /// A step runs into a string, number, boolean or null.
        case throughScalar(token: String)
        /// An array index past the end (the end itself appends).
        case indexPastEnd(token: String, count: Int)
        /// A step into an array that is not an index.
        case notAnIndex(token: String)
    }

    /// Sets (`value` non-nil and not null) or removes the value at `pointer`. Iterative: the
    /// path is walked down and the touched containers rebuilt on the way back up.
    package mutating func update(_ pointer: JSONPointer, to value: A2UIValue?) -> UpdateProblem? {
        let removing = value == nil || value == .null
        guard !pointer.tokens.isEmpty else {
            root = removing ? .object(A2UIObject()) : (value ?? .null)
            return nil
        }
        var containers: [A2UIValue] = []
        var current: A2UIValue? = root
        for token in pointer.tokens.dropLast() {
            let container = current ?? .object(A2UIObject())
            containers.append(container)
            switch container {
            case .object(let object): current = object[token]
            case .array(let elements):
                guard let index = JSONPointer.index(token) else { return .notAnIndex(token: token) }
                guard index <= elements.count else { return .indexPastEnd(token: token, count: elements.count) }
                current = index < elements.count ? elements[index] : nil
            default: return .throughScalar(token: token)
            }
        }
        var replacement: A2UIValue? = removing ? nil : value
        var container = current ?? .object(A2UIObject())
        for (depth, token) in pointer.tokens.enumerated().reversed() {
            switch container {
            case .object(var object):
                object[token] = replacement
                replacement = .object(object)
            case .array(var elements):
                guard let index = JSONPointer.index(token) else { return .notAnIndex(token: token) }
                guard index <= elements.count else { return .indexPastEnd(token: token, count: elements.count) }
                if let replacement {
                    if index == elements.count { elements.append(replacement) } else { elements[index] = replacement }
                } else if index < elements.count {
                    elements.remove(at: index)
                }
                replacement = .array(elements)
            default: return .throughScalar(token: token)
            }
            if depth > 0 { container = containers[depth - 1] }
        }
        root = replacement ?? .object(A2UIObject())
        return nil
    }
}
