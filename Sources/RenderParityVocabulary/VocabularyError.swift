import RenderParityJSON
import RenderParityText

/// Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and
/// what was expected. `message` is the one place these are worded.
public struct VocabularyError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The file could not be read (the harness words why).
        case unreadable(String)
        case invalidJSON(JSONReadFailure)
        case tooLarge(bytes: Int, limit: Int)
        case wrongType(expected: String, found: JSONDocument.Kind)
        case missing(expected: String)
        case unknownMember(allowed: [String])
        case unsupportedFormat(String)
        /// A name that breaks its rule: what it is ("a line name") and the rule.
        case invalidName(String, what: String, rule: String)
        case unknownFieldType(String)
        case unknownEnum(String)
        case unknownRecord(String)
        case duplicate(what: String, name: String, first: JSONPath)
        case defaultWrongType(expected: String)
        case defaultNotACase(String, cases: [String])
        case defaultOutOfRange(minimum: Int, maximum: Int)
        case absentWord(String)
        case notAllowedFor(member: String, fieldType: String)
        /// A record's field of a type that holds nodes or rows, which print below a node's line only.
        case heldInRecord(String)
        /// An envelope field other than its root node and checked strings.
        case envelopeFieldType(String)
        case needsDefault(fieldType: String)
        case absentOrOmit
        case defaultOrOmit
        case moreThanOne(what: String)
        case envelopeRoot
        case documentInExtension
        case documentMissing
        case replaceUnknown(String)
        case extendsCycle([String])
        case extendsTooDeep(limit: Int)
        case limit(what: String, limit: Int)
    }

    /// How the file is named: its path as given, or `builtin`.
    public let file: String
    public let path: JSONPath
    public let problem: Problem

    public init(_ problem: Problem, in file: String, at path: JSONPath = .root) {
        self.problem = problem
        self.file = file
        self.path = path
    }

    /// `acme.json: $.nodes[3].fields[1].type: unknown field type "color" (expected one of …)`.
    public var message: String {
        switch problem {
        case .unreadable(let why): path == .root ? "\(file): \(why)" : "\(file): \(path): \(why)"
        case .invalidJSON(let failure): "\(file): not a vocabulary: \(failure.message)"
        case .tooLarge(let bytes, let limit):
            "\(file): \(bytes) bytes; a vocabulary file is at most \(limit) bytes (spec/vocabulary.md §6)"
        default: "\(file): \(path): \(explanation)"
        }
    }

    public var description: String { message }

    /// What was wrong and what was expected, without the file and path.
    public var explanation: String {
        switch problem {
        case .unreadable(let why): why
        case .invalidJSON(let failure): failure.message
        case .tooLarge(let bytes, let limit): "\(bytes) bytes (at most \(limit))"
        case .wrongType(let expected, let found): "expected \(expected), found \(found.typeName)"
        case .missing(let expected): "is missing (expected \(expected))"
        case .unknownMember(let allowed):
            "unknown member (expected one of \(allowed.joined(separator: ", ")))"
        case .unsupportedFormat(let found): "format \(found) is not supported (expected 1)"
        case .invalidName(let name, let what, let rule): "\(quoted(name)) is not \(what) (\(rule))"
        case .unknownFieldType(let name):
            "unknown field type \(quoted(name)) (expected one of "
                + FieldDefinition.FieldType.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case .unknownEnum(let name): "unknown enum \(quoted(name)) (expected a name in \"enums\")"
        case .unknownRecord(let name): "unknown record \(quoted(name)) (expected a name in \"records\")"
        case .duplicate(let what, let name, let first):
            "duplicate \(what) \(quoted(name)) ("
                + (first == .root ? "the base vocabulary has it" : "first at \(first)")
                + ")" + (what == "node type" || what == "record" ? "; list it in \"replace\" to redefine it" : "")
        case .defaultWrongType(let expected): "the default is not \(expected)"
        case .defaultNotACase(let value, let cases):
            "default \(quoted(value)) is not one of \(cases.joined(separator: ", "))"
        case .defaultOutOfRange(let minimum, let maximum): "the default is outside \(minimum)…\(maximum)"
        case .absentWord(let word):
            "absent word \(quoted(word)) cannot be told apart from a string (expected \"default\" or \"none\")"
        case .notAllowedFor(let member, let fieldType): "\"\(member)\" is not allowed for a field of type \(fieldType)"
        case .heldInRecord(let type):
            "a record's field cannot be of type \(type) (nodes and rows print below a node's line only)"
        case .envelopeFieldType(let type):
            "an envelope's field cannot be of type \(type) (expected its one node, or strings marked \"expected\")"
        case .needsDefault(let fieldType): "an optional \(fieldType) field needs a \"default\""
        case .absentOrOmit: "an optional string has exactly one of \"absent\" and \"omitWhenAbsent\""
        case .defaultOrOmit: "a field with a \"default\" is never absent, so it cannot be \"omitWhenAbsent\""
        case .moreThanOne(let what): "more than one \(what)"
        case .envelopeRoot: "an envelope has exactly one field of type node, and it is required"
        case .documentInExtension: "a vocabulary that extends another keeps its document shape (no \"document\")"
        case .documentMissing: "is missing (expected the document shape, or \"extends\")"
        case .replaceUnknown(let name): "\(quoted(name)) is not a node type or record of the base vocabulary"
        case .extendsCycle(let chain): "extends cycle: " + chain.joined(separator: " → ")
        case .extendsTooDeep(let limit): "extends chain deeper than \(limit)"
        case .limit(let what, let limit): "more than \(limit) \(what) (spec/vocabulary.md §6)"
        }
    }

    private func quoted(_ text: String) -> String { SnapshotString.quoted(text) }
}
