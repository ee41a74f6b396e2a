import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// A decision the decoder made where the document deviated from the schema (spec §2.4).
///
/// Diagnostics never change the snapshot; they explain it. A document validates
/// against the schema exactly when it decodes with none and without an `Error`.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The whole document or its root failed; the snapshot is an `Error` line.
        case rootFailed(DecodeFailure)
        /// An element of `children` or `items` failed and was left out.
        case dropped(nodeType: String?, failure: DecodeFailure)
        case unknownType(String)
        case unknownMember(of: String)
        /// An optional field was null or of the wrong JSON type.
        case unusableOptional(expected: String, found: JSONDocument.Kind, using: String)
        /// An optional enum field held a string outside the list.
        case notInEnum(value: String, allowed: [String], using: String)
        /// An integer field (the DSL's `maxLines`) was a number but not an integer in its range.
        case integerOutOfRange(Double, minimum: Int, maximum: Int, using: String)
        /// A response's `title` or `spoken_summary` was missing or not a string.
        case responseMember(expected: String, found: JSONDocument.Kind?)
    }

    public let path: JSONPath
    public let problem: Problem

    public init(_ problem: Problem, at path: JSONPath) {
        self.problem = problem
        self.path = path
    }

    /// The one place diagnostics pick their wording (spec/messages.json) and fill it in.
    public var message: String {
        typealias Words = Messages.Diagnostics
        switch problem {
        case .rootFailed(let failure):
            return Words.rootFailed(reason: failure.reason.rawValue, explanation: failure.explanation)
        case .dropped(let nodeType, let failure):
            return nodeType.map { Words.droppedNode(type: $0, failure: failure.message) }
                ?? Words.droppedElement(failure: failure.message)
        case .unknownType(let name):
            return Words.unknownType(name: name)
        case .unknownMember(let owner):
            return Words.unknownMember(owner: owner)
        case .unusableOptional(let expected, let found, let using):
            return Words.unusableOptional(expected: expected, found: found.typeName, outcome: Self.outcome(using))
        case .notInEnum(let value, let allowed, let using):
            return Words.notInEnum(value: value, allowed: allowed, outcome: Self.outcome(using))
        case .integerOutOfRange(let value, let minimum, let maximum, let using):
            return Words.integerOutOfRange(
                minimum: minimum, maximum: maximum, value: value,
                outcome: Self.outcome(using == Words.noLimit ? "" : using))
        case .responseMember(let expected, let found):
            return found.map { Words.responseWrongType(expected: expected, found: $0.typeName) }
                ?? Words.responseMissing(expected: expected)
        }
    }

    /// What the decoder did instead: used `using`, or, when there is nothing to use, ignored the value.
    private static func outcome(_ using: String) -> String {
        using.isEmpty ? Messages.Diagnostics.ignored : Messages.Diagnostics.using(value: using)
    }

    public var description: String {
        if case .rootFailed(let failure) = problem, case .document = failure.problem { return message }
        return Messages.Decoding.located(path: path.description, text: message)
    }
}
