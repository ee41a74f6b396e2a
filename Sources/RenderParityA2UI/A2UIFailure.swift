import RenderParityJSON
import RenderParityText

/// Why a message stream has no surfaces to show (spec/a2ui.md §6): every malformed case, with
/// the data its wording needs. Each maps onto one of the grammar's failure reasons
/// (render-snapshot.md §3.4), so the stream's snapshot is one `Error(reason=…, path=…)` line,
/// and `message` is the one line a person reads (`parity a2ui snapshot` prints it on stderr).
/// The wording lives here and nowhere else.
public enum A2UIFailure: Error, Equatable, Sendable {
    /// The stream, or one JSON Lines line, is not JSON (§1.2 of the grammar).
    case unreadable(JSONReadFailure, line: Int?)
    /// The stream is not an array of messages, JSON Lines, or `{"messages": […]}`.
    case notAStream(found: JSONDocument.Kind)
    /// A message, or a member that must be an object, is something else.
    case notAnObject(found: String, at: JSONPath)
    /// A required member is missing: a message's `version`, `surfaceId`, a component's `id`…
    case missing(expected: String, at: JSONPath)
    /// A member has the wrong JSON type.
    case wrongType(expected: String, found: String, at: JSONPath)
    /// A `version` this reader does not read.
    case unsupportedVersion(String, at: JSONPath)
    /// A message with none of the message keys.
    case unknownMessage(at: JSONPath)
    /// A message for a surface that was never created, or was deleted.
    case unknownSurface(String, at: JSONPath)
    /// `createSurface` for a surface that exists.
    case surfaceExists(String, at: JSONPath)
    /// A surface with no component `root` when the stream ends; the path is its `createSurface`.
    case missingRoot(surface: String, at: JSONPath)
    /// A child id that names no component of the surface.
    case danglingChild(String, at: JSONPath)
    /// A child id that is already an ancestor of the component holding it.
    case cycle(String, at: JSONPath)
    /// The tree is deeper than `A2UILimits.depth` lines.
    case tooDeep(at: JSONPath)
    /// A surface holds more than `A2UILimits.components` components.
    case tooManyComponents(at: JSONPath)
    /// The expanded tree has more than `A2UILimits.lines` lines.
    case tooManyLines(at: JSONPath)
    /// An `updateDataModel` path that cannot be written.
    case dataModelPath(String, DataModel.UpdateProblem, at: JSONPath)

    /// The grammar's reason the `Error` line prints.
    public var reason: FailureReason {
        switch self {
        case .unreadable(let failure, _): failure.reason
        case .notAStream, .notAnObject: .notAnObject
        case .missing, .unknownMessage, .missingRoot: .missingField
        case .wrongType: .wrongType
        case .tooDeep: .depthLimit
        case .unsupportedVersion, .unknownSurface, .surfaceExists, .danglingChild, .cycle, .tooManyComponents,
            .tooManyLines, .dataModelPath:
            .invalidValue
        }
    }

    /// Where it happened; nil for a stream that is not JSON, as for any document (§3.4).
    public var path: JSONPath? {
        switch self {
        case .unreadable: nil
        case .notAStream: .root
        case .notAnObject(_, let path), .missing(_, let path), .wrongType(_, _, let path),
            .unsupportedVersion(_, let path), .unknownMessage(let path), .unknownSurface(_, let path),
            .surfaceExists(_, let path), .missingRoot(_, let path), .danglingChild(_, let path), .cycle(_, let path),
            .tooDeep(let path), .tooManyComponents(let path), .tooManyLines(let path), .dataModelPath(_, _, let path):
            path
        }
    }

    /// What was wrong, without the path.
    public var explanation: String {
        switch self {
        case .unreadable(let failure, let line):
            (line.map { "JSON Lines line \($0): " } ?? "") + failure.message
        case .notAStream(let found):
            "expected an array of messages, JSON Lines or {\"messages\": [...]}, found \(found.typeName)"
        case .notAnObject(let found, _): "expected an object, found \(found)"
        case .missing(let expected, _): "is missing (expected \(expected))"
        case .wrongType(let expected, let found, _): "expected \(expected), found \(found)"
        case .unsupportedVersion(let version, _):
            "version \(SnapshotString.quoted(version)) is not one this reader reads (\(A2UIVersion.supportedList))"
        case .unknownMessage:
            "a message has exactly one of \(A2UIMessage.keys.joined(separator: ", "))"
        case .unknownSurface(let surface, _):
            "no surface \(SnapshotString.quoted(surface)) (never created, or deleted)"
        case .surfaceExists(let surface, _):
            "surface \(SnapshotString.quoted(surface)) already exists; delete it before creating it again"
        case .missingRoot(let surface, _):
            "surface \(SnapshotString.quoted(surface)) has no component with id \"root\""
        case .danglingChild(let id, _): "no component has id \(SnapshotString.quoted(id))"
        case .cycle(let id, _): "component \(SnapshotString.quoted(id)) contains itself"
        case .tooDeep: "the tree is deeper than \(A2UILimits.depth) lines"
        case .tooManyComponents: "a surface holds more than \(A2UILimits.components) components"
        case .tooManyLines: "the expanded tree has more than \(A2UILimits.lines) lines"
        case .dataModelPath(let path, let problem, _):
            switch problem {
            case .throughScalar(let token):
                "cannot write \(SnapshotString.quoted(path)): \(SnapshotString.quoted(token)) is inside a value that is not an object or array"
            case .indexPastEnd(let token, let count):
                "cannot write \(SnapshotString.quoted(path)): index \(token) is past the end of an array of \(count)"
            case .notAnIndex(let token):
                "cannot write \(SnapshotString.quoted(path)): \(SnapshotString.quoted(token)) is not an array index"
            }
        }
    }

    /// One line for people: `$.messages[2].updateComponents.surfaceId: no surface "main" (…)`.
    public var message: String {
        guard let path else { return explanation }
        return "\(path): \(explanation)"
    }
}

/// The stated limits (spec/a2ui.md §6.3). Assembly is iterative, so a stream beyond them
/// is an error line, never a stack overflow.
public enum A2UILimits {
    /// Components one surface may hold (after replacement by id).
    public static let components = 10_000
    /// Lines deep, the `Surface` line included: a surface becomes one JSON document that the
    /// strict reader reads, and it nests at most `JSONReader.maximumDepth` (256) levels, two a line.
    public static let depth = 100
    /// Lines in one stream's snapshot, after templates are expanded.
    public static let lines = 100_000
}

/// The protocol versions this reader reads.
public enum A2UIVersion {
    public static let supported = ["v0.9", "v0.10"]
    static var supportedList: String { supported.joined(separator: ", ") }
}
