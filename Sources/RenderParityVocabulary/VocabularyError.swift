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
        case .unreadable(let why):
            path == .root
                ? Words.inFile(file: file, text: why) : Words.atPath(file: file, path: path.description, text: why)
        case .invalidJSON(let failure): Words.notAVocabulary(file: file, failure: failure.message)
        case .tooLarge(let bytes, let limit): Words.fileTooLarge(file: file, bytes: bytes, limit: limit)
        default: Words.atPath(file: file, path: path.description, text: explanation)
        }
    }

    public var description: String { message }

    /// What was wrong and what was expected, without the file and path: the one place these
    /// errors pick their wording (spec/messages.json) and fill it in.
    public var explanation: String {
        switch problem {
        case .unreadable(let why): why
        case .invalidJSON(let failure): failure.message
        case .tooLarge(let bytes, let limit): Words.tooLarge(bytes: bytes, limit: limit)
        case .wrongType(let expected, let found): Messages.Decoding.wrongType(expected: expected, found: found.typeName)
        case .missing(let expected): Words.missing(expected: expected)
        case .unknownMember(let allowed): Words.unknownMember(allowed: allowed)
        case .unsupportedFormat(let found): Words.unsupportedFormat(found: found)
        case .invalidName(let name, let what, let rule): Words.invalidName(name: name, what: what, rule: rule)
        case .unknownFieldType(let name):
            Words.unknownFieldType(name: name, types: FieldDefinition.FieldType.allCases.map(\.rawValue))
        case .unknownEnum(let name): Words.unknownEnum(name: name)
        case .unknownRecord(let name): Words.unknownRecord(name: name)
        case .duplicate(let what, let name, let first):
            duplicate(what: what, name: name, first: first)
        case .defaultWrongType(let expected): Words.defaultWrongType(expected: expected)
        case .defaultNotACase(let value, let cases): Words.defaultNotACase(value: value, cases: cases)
        case .defaultOutOfRange(let minimum, let maximum): Words.defaultOutOfRange(minimum: minimum, maximum: maximum)
        case .absentWord(let word): Words.absentWord(word: word)
        case .notAllowedFor(let member, let fieldType): Words.notAllowedFor(member: member, fieldType: fieldType)
        case .heldInRecord(let type): Words.heldInRecord(type: type)
        case .envelopeFieldType(let type): Words.envelopeFieldType(type: type)
        case .needsDefault(let fieldType): Words.needsDefault(fieldType: fieldType)
        case .absentOrOmit: Words.absentOrOmit
        case .defaultOrOmit: Words.defaultOrOmit
        case .moreThanOne(let what): Words.moreThanOne(what: what)
        case .envelopeRoot: Words.envelopeRoot
        case .documentInExtension: Words.documentInExtension
        case .documentMissing: Words.documentMissing
        case .replaceUnknown(let name): Words.replaceUnknown(name: name)
        case .extendsCycle(let chain): Words.extendsCycle(chain: chain)
        case .extendsTooDeep(let limit): Words.extendsTooDeep(limit: limit)
        case .limit(let what, let limit): Words.limit(limit: limit, what: what)
        }
    }

    private typealias Words = Messages.Vocabulary

    /// A name defined twice: where it was first, and for a node type or record, how to redefine it.
    private func duplicate(what: String, name: String, first: JSONPath) -> String {
        let place = first == .root ? Words.inBase : Words.firstAt(path: first.description)
        return what == "node type" || what == "record"
            ? Words.duplicateReplaceable(what: what, name: name, first: place)
            : Words.duplicate(what: what, name: name, first: place)
    }
}
