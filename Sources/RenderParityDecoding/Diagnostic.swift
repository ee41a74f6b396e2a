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

    /// The one place diagnostics are worded.
    public var message: String {
        switch problem {
        case .rootFailed(let failure):
            return "cannot render (\(failure.reason.rawValue)): \(failure.explanation)"
        case .dropped(let nodeType, let failure):
            return "dropped \(nodeType.map { "the \($0)" } ?? "this element"): \(failure.message)"
        case .unknownType(let name):
            return "unknown type \(SnapshotString.quoted(name)); rendered as Unknown"
        case .unknownMember(let owner):
            return "unknown member of \(owner); ignored"
        case .unusableOptional(let expected, let found, let using):
            return "expected \(expected), found \(found.typeName); " + (using.isEmpty ? "ignored" : "using \(using)")
        case .notInEnum(let value, let allowed, let using):
            return "\(SnapshotString.quoted(value)) is not one of \(allowed.joined(separator: ", ")); "
                + (using.isEmpty ? "ignored" : "using \(using)")
        case .integerOutOfRange(let value, let minimum, let maximum, let using):
            return "expected an integer from \(minimum) to \(maximum), found \(SnapshotNumber.format(value)); "
                + (using.isEmpty || using == "no limit" ? "ignored" : "using \(using)")
        case .responseMember(let expected, let found):
            return found.map { "expected \(expected), found \($0.typeName)" } ?? "missing (expected \(expected))"
        }
    }

    public var description: String {
        if case .rootFailed(let failure) = problem, case .document = failure.problem { return message }
        return "\(path): \(message)"
    }
}
