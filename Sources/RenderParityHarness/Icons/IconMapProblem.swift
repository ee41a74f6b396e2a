/// One finding of `parity icons` (spec/icon-map.md §4.1). Each case carries its
/// data; `severity`, `entry`, `message` and `suggestion` are the only wording.
public enum IconMapProblem: Equatable, Sendable {
    case invalidFallback(target: String, replacement: String?, suggestion: String?)
    case targetNotInCompose(entry: String, target: String, suggestion: String?)
    case unknownSymbol(entry: String, suggestion: String?)
    case deprecatedTarget(entry: String, target: String, replacement: String)
    case sameTargetForFillPair(outline: String, filled: String, target: String, variant: String)
    case usedIconFallsBack(name: String, uses: Int)
    /// A fixture uses a name that is no known SF Symbol: it falls back, but iOS cannot draw it either.
    case usedIconUnknown(name: String, uses: Int, suggestion: String?)
    case unusedEntry(entry: String)

    public enum Severity: String, Sendable, Comparable {
        case error, warning, info

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.error, .warning, .info]
            return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
        }
    }

    public var severity: Severity {
        switch self {
        case .invalidFallback, .targetNotInCompose, .unknownSymbol: .error
        case .deprecatedTarget, .sameTargetForFillPair, .usedIconFallsBack: .warning
        case .usedIconUnknown, .unusedEntry: .info
        }
    }

    /// A stable identifier for tools (`--format json`).
    public var code: String {
        switch self {
        case .invalidFallback: "invalid-fallback"
        case .targetNotInCompose: "unknown-target"
        case .unknownSymbol: "unknown-sf-symbol"
        case .deprecatedTarget: "deprecated-target"
        case .sameTargetForFillPair: "fill-pair-same-target"
        case .usedIconFallsBack: "used-icon-falls-back"
        case .usedIconUnknown: "used-icon-unknown"
        case .unusedEntry: "unused-entry"
        }
    }

    /// The map entry concerned: an SF name, or `fallback`.
    public var entry: String {
        switch self {
        case .invalidFallback: "fallback"
        case .targetNotInCompose(let entry, _, _), .unknownSymbol(let entry, _), .deprecatedTarget(let entry, _, _),
            .unusedEntry(let entry):
            entry
        case .sameTargetForFillPair(let outline, _, _, _): outline
        case .usedIconFallsBack(let name, _), .usedIconUnknown(let name, _, _): name
        }
    }

    public var message: String {
        switch self {
        case .invalidFallback(let target, let replacement, _):
            replacement == nil ? "the fallback \(target) is not a Compose icon" : "the fallback \(target) is deprecated"
        case .targetNotInCompose(_, let target, _): "\(target) is not a Compose Material icon"
        case .unknownSymbol: "not a known SF Symbol name"
        case .deprecatedTarget(_, let target, _): "\(target) is deprecated in Compose"
        case .sameTargetForFillPair(let outline, let filled, let target, _):
            "\(outline) and \(filled) both resolve to \(target)"
        case .usedIconFallsBack(_, let uses):
            "used \(uses) time\(uses == 1 ? "" : "s") by fixtures but resolves to the fallback"
        case .usedIconUnknown(_, let uses, _):
            "used \(uses) time\(uses == 1 ? "" : "s") by fixtures, is no known SF Symbol, and falls back"
        case .unusedEntry: "no fixture uses it"
        }
    }

    public var suggestion: String? {
        switch self {
        case .invalidFallback(_, let replacement, let suggestion): (replacement ?? suggestion).map { "use \($0)" }
        case .targetNotInCompose(_, _, let suggestion): suggestion.map { "did you mean \($0)?" }
        case .unknownSymbol(_, let suggestion): suggestion.map { "did you mean \($0)?" }
        case .deprecatedTarget(_, _, let replacement): "use \(replacement)"
        case .sameTargetForFillPair(let outline, let filled, let target, let variant):
            variant.hasSuffix("Border") || variant.hasSuffix("Outline") || variant.hasSuffix("None")
                || variant.contains("Outlined.")
                ? "map \(outline) to \(variant) and \(filled) to \(target)"
                : "map \(outline) to \(target) and \(filled) to \(variant)"
        case .usedIconFallsBack(let name, _): "add an entry for \(name) or a prefix of it"
        case .usedIconUnknown(_, _, let suggestion): suggestion.map { "did you mean \($0)?" }
        case .unusedEntry: nil
        }
    }
}
