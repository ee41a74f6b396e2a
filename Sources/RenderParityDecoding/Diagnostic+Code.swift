import RenderParityText
import RenderParityVocabulary

/// How much a diagnostic costs the rendering (spec §2.5): `error` loses content (the document,
/// a node, or a node's own fields), `warning` falls back to a default, `info` ignores a member.
public enum DiagnosticSeverity: String, CaseIterable, Sendable {
    case error, warning, info
}

extension Diagnostic {
    public var code: DiagnosticCode {
        switch problem {
        case .rootFailed(let failure): DiagnosticCode(failure.reason)
        case .dropped: .dropped
        case .unknownType: .unknownType
        case .unknownMember: .unknownMember
        case .unusableOptional: .wrongType
        case .notInEnum: .notInEnum
        case .integerOutOfRange: .maxLinesOutOfRange
        case .responseMember(_, let found): found == nil ? .missingField : .wrongType
        }
    }

    public var severity: DiagnosticSeverity {
        switch problem {
        case .rootFailed, .dropped, .unknownType: .error
        case .unusableOptional, .notInEnum, .integerOutOfRange, .responseMember: .warning
        case .unknownMember: .info
        }
    }

    /// The failure behind a failed root or a dropped element, if that is what this is.
    public var failure: DecodeFailure? {
        switch problem {
        case .rootFailed(let failure), .dropped(_, let failure): failure
        default: nil
        }
    }

    /// The member names the owner of an unknown member allows (spec §2.1, §1.3), from the
    /// vocabulary; nil for any other diagnostic.
    public func allowedMembers(in vocabulary: Vocabulary) -> [String]? {
        guard case .unknownMember(let owner) = problem else { return nil }
        if let members = vocabulary.allowedMembers(ofType: owner) { return members }
        if let record = vocabulary.definition.records.first(where: { $0.owner == owner }) {
            return record.fields.map(\.name)
        }
        return vocabulary.definition.document.envelope?.fields.map(\.name) ?? []
    }
}
