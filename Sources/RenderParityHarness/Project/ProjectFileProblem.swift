import RenderParity

/// What is wrong in a project file (spec/vocabulary.md §8), worded in `explanation`: the file
/// is strict, so an unknown member or a wrong type stops the command rather than being guessed at.
public enum ProjectFileProblem: Equatable, Sendable {
    /// Not strict JSON (render-snapshot.md §1.1): the reader's message.
    case invalidJSON(String)
    case unknownMember(allowed: [String])
    case wrongType(expected: String, found: String)
    case empty(expected: String)
    /// A string member that must be one of a few words (`documents`).
    case notAChoice(String, expected: String)

    public var explanation: String {
        switch self {
        case .invalidJSON(let message): "not a project file: \(message)"
        case .unknownMember(let allowed): "unknown member (expected one of \(allowed.joined(separator: ", ")))"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .empty(let expected): "is empty (expected \(expected))"
        case .notAChoice(let value, let expected): "\"\(value)\" is not a kind of fixture (expected \(expected))"
        }
    }
}
