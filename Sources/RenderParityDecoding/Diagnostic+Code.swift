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
        case .maxLinesOutOfRange: .maxLinesOutOfRange
        case .responseMember(_, let found): found == nil ? .missingField : .wrongType
        }
    }

    public var severity: DiagnosticSeverity {
        switch problem {
        case .rootFailed, .dropped, .unknownType: .error
        case .unusableOptional, .notInEnum, .maxLinesOutOfRange, .responseMember: .warning
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
    /// node table; nil for any other diagnostic.
    public var allowedMembers: [String]? {
        guard case .unknownMember(let owner) = problem else { return nil }
        if let type = NodeType(rawValue: owner) { return type.allowedMembers }
        if let record = NodeTable.records.first(where: { $0.owner.description == owner }) {
            return record.fields.map { $0.field.name.description }
        }
        return Field.response.map(\.name.description)
    }
}

extension NodeType {
    /// Every member a node of this type may have, `type` first, then the table's fields in
    /// checking order (spec §2.1): what `lint` suggests from and lists (§2.5).
    public var allowedMembers: [String] { [Field.type.name.description] + spec.fields.map(\.field.name.description) }
}
