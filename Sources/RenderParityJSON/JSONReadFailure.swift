import RenderParityText

/// Why a document as a whole was rejected (spec §1.2), in priority order:
/// any syntax or encoding error beats too deep, which beats a duplicate key.
public enum JSONReadFailure: Error, Equatable, Sendable {
    /// Not UTF-8 or not JSON; `line` and `column` are 1-based, columns count Unicode scalars.
    case invalidJSON(line: Int, column: Int, message: String)
    /// Arrays and objects nest deeper than `JSONReader.maximumDepth`.
    case depthLimit(line: Int, column: Int)
    /// The first repeated member name in document order, at the repeated member's path.
    case duplicateKey(path: JSONPath, name: String)

    /// The snapshot's `reason` (§3.4).
    public var reason: FailureReason {
        switch self {
        case .invalidJSON: .invalidJSON
        case .depthLimit: .depthLimit
        case .duplicateKey: .duplicateKey
        }
    }

    /// One line for people: where and what was expected (worded in spec/messages.json).
    public var message: String {
        switch self {
        case .invalidJSON(let line, let column, let message):
            Messages.JSON.invalidJSON(line: line, column: column, detail: message)
        case .depthLimit(let line, let column):
            Messages.JSON.depthLimit(depth: JSONReader.maximumDepth, line: line, column: column)
        case .duplicateKey(let path, let name): Messages.JSON.duplicateKey(path: path.description, name: name)
        }
    }
}
