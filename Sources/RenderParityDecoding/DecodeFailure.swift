import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Why a document, or one node in it, could not be decoded (spec §1.2, §2.2).
///
/// A failure at the root becomes the snapshot; inside `children` or `items`
/// it becomes a "dropped" diagnostic (§2.3).
public struct DecodeFailure: Error, Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        case document(JSONReadFailure)
        case notAnObject(found: JSONDocument.Kind)
        case missingField(expected: String)
        case wrongType(expected: String, found: JSONDocument.Kind)
        case invalidValue(value: String, allowed: [String])
    }

    public let problem: Problem
    /// Where it happened; `nil` for `invalid_json` and `depth_limit`, which have no path (§3.4).
    public let path: JSONPath?

    public init(_ problem: Problem, at path: JSONPath?) {
        self.problem = problem
        self.path = path
    }

    public var reason: FailureReason {
        switch problem {
        case .document(let failure): failure.reason
        case .notAnObject: .notAnObject
        case .missingField: .missingField
        case .wrongType: .wrongType
        case .invalidValue: .invalidValue
        }
    }

    /// What was wrong and what was expected, without the path (worded in spec/messages.json).
    public var explanation: String {
        switch problem {
        case .document(let failure): failure.message
        case .notAnObject(let found): Messages.Decoding.notAnObject(found: found.typeName)
        case .missingField(let expected): Messages.Decoding.missingField(expected: expected)
        case .wrongType(let expected, let found): Messages.Decoding.wrongType(expected: expected, found: found.typeName)
        case .invalidValue(let value, let allowed): Messages.Decoding.invalidValue(value: value, allowed: allowed)
        }
    }

    /// One line for people: `$.layout.content: is missing (expected a string)`.
    public var message: String {
        switch problem {
        case .document: explanation
        default: Messages.Decoding.located(path: (path ?? .root).description, text: explanation)
        }
    }
}
