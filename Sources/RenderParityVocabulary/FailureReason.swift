/// The `reason` of an `Error(...)` snapshot line (spec §3.4).
///
/// In the vocabulary, not beside `DecodeFailure`: the reader's failures name these too
/// (`JSONReadFailure.reason`), and the reader is a stage before the decoder.
public enum FailureReason: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case depthLimit = "depth_limit"
    case duplicateKey = "duplicate_key"
    case notAnObject = "not_an_object"
    case missingField = "missing_field"
    case wrongType = "wrong_type"
    case invalidValue = "invalid_value"
}
