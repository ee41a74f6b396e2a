/// What became of one fixture in a reviewed run, in the words of `verify` and `compare`:
/// `key` is the status their JSON reports use, so the page's filters and the reports agree.
public enum ReviewStatus: CaseIterable, Sendable {
    case fail
    /// `verify`: there is no golden yet.
    case missingGolden
    /// `compare`: the implementation wrote no snapshot.
    case missingSnapshot
    case malformed
    case error
    case obsolete
    /// `verify`: a temporary file a killed `update` left.
    case stray
    case unexpectedPass
    /// An expected-failures line naming no fixture.
    case stale
    case expectedFailure
    case pass

    public var key: String {
        switch self {
        case .fail: "fail"
        case .missingGolden, .missingSnapshot: "missing"
        case .malformed: "malformed"
        case .error: "error"
        case .obsolete: "obsolete"
        case .stray: "stray"
        case .unexpectedPass: "unexpected_pass"
        case .stale: "stale"
        case .expectedFailure: "expected_failure"
        case .pass: "pass"
        }
    }

    /// The label on the page's badges and filters.
    public var label: String {
        switch self {
        case .fail: "differs"
        case .missingGolden: "no golden"
        case .missingSnapshot: "no snapshot"
        case .malformed: "malformed golden"
        case .error: "error"
        case .obsolete: "obsolete golden"
        case .stray: "stray temporary file"
        case .unexpectedPass: "unexpected pass"
        case .stale: "stale list entry"
        case .expectedFailure: "expected failure"
        case .pass: "passes"
        }
    }

    /// Whether the fixture is one the review is about (shown without `--all`, a stop for the keyboard).
    public var needsReview: Bool { self != .pass }

    init(_ status: VerifyRun.Outcome.Status) {
        switch status {
        case .compared(.match): self = .pass
        case .compared(.mismatch): self = .fail
        case .compared(.missingGolden): self = .missingGolden
        case .compared(.malformedGolden): self = .malformed
        case .unreadable: self = .error
        case .obsolete: self = .obsolete
        case .strayTemporary: self = .stray
        }
    }

    init(_ verdict: CompareRun.Outcome.Verdict) {
        switch verdict {
        case .pass: self = .pass
        case .fail: self = .fail
        case .missing: self = .missingSnapshot
        case .error: self = .error
        case .expectedFailure: self = .expectedFailure
        case .unexpectedPass: self = .unexpectedPass
        }
    }
}
