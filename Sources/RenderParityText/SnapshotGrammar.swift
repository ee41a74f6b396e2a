// Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.

/// The `reason` of an `Error(...)` snapshot line (spec §3.4).
///
/// In the text stage, with the grammar: the reader's failures name these too
/// (`JSONReadFailure.reason`), and every vocabulary shares them.
public enum FailureReason: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case depthLimit = "depth_limit"
    case duplicateKey = "duplicate_key"
    case notAnObject = "not_an_object"
    case missingField = "missing_field"
    case wrongType = "wrong_type"
    case invalidValue = "invalid_value"
}

/// What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure
/// reason, then what only diagnostics say.
///
/// Why: an app that sends a model's output through `parity lint` branches on these
/// names; messages are for people and may be reworded, codes may not.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case depthLimit = "depth_limit"
    case duplicateKey = "duplicate_key"
    case notAnObject = "not_an_object"
    case missingField = "missing_field"
    case wrongType = "wrong_type"
    case invalidValue = "invalid_value"
    case dropped = "dropped"
    case unknownType = "unknown_type"
    case unknownMember = "unknown_member"
    case notInEnum = "not_in_enum"
    case maxLinesOutOfRange = "max_lines_out_of_range"

    /// The code of a failure: the same name.
    public init(_ reason: FailureReason) {
        switch reason {
        case .invalidJSON: self = .invalidJSON
        case .depthLimit: self = .depthLimit
        case .duplicateKey: self = .duplicateKey
        case .notAnObject: self = .notAnObject
        case .missingField: self = .missingField
        case .wrongType: self = .wrongType
        case .invalidValue: self = .invalidValue
        }
    }
}

/// The names the grammar writes itself, whatever the vocabulary (spec §2.3, §3.4).
package enum SnapshotGrammar {
    /// The line of a type the vocabulary does not define: `Unknown(type="…")`.
    package static let unknownLine: StaticString = "Unknown(type="
}
