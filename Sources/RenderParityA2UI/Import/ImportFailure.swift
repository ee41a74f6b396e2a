import RenderParityJSON

/// Why a catalog could not be imported (spec/a2ui.md §2.4): one line naming the file, the JSON
/// path and what was expected. The wording lives here.
public struct ImportFailure: Error, Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        case unreadable(JSONReadFailure)
        case expected(String)
        case unresolvedReference(String)
        case unmappable(String)
        case nameClash(String, first: String)
        case tooLong(String, limit: Int)
    }

    public let file: String
    public let path: JSONPath
    public let problem: Problem

    public init(_ problem: Problem, in file: String, at path: JSONPath) {
        self.problem = problem
        self.file = file
        self.path = path
    }

    public var message: String {
        let what: String =
            switch problem {
            case .unreadable(let failure): failure.message
            case .expected(let expected): "expected \(expected)"
            case .unresolvedReference(let reference):
                "cannot resolve \"$ref\": \(reference) (expected a local #/$defs/… or, with the common types file given, common_types.json#/$defs/…)"
            case .unmappable(let why): "cannot map this property: \(why)"
            case .nameClash(let name, let first): "\(name) is already used by \(first)"
            case .tooLong(let name, let limit): "\(name) is longer than \(limit) bytes, the vocabulary format's limit"
            }
        return "\(file): \(path): \(what)"
    }
}
