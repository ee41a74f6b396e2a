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
        case let .targetNotInCompose(entry, _, _), let .unknownSymbol(entry, _), let .deprecatedTarget(entry, _, _), let .unusedEntry(entry): entry
        case let .sameTargetForFillPair(outline, _, _, _): outline
        case let .usedIconFallsBack(name, _), let .usedIconUnknown(name, _, _): name
        }
    }

    public var message: String {
        switch self {
        case let .invalidFallback(target, replacement, _):
            replacement == nil ? "the fallback \(target) is not a Compose icon" : "the fallback \(target) is deprecated"
        case let .targetNotInCompose(_, target, _): "\(target) is not a Compose Material icon"
        case .unknownSymbol: "not a known SF Symbol name"
        case let .deprecatedTarget(_, target, _): "\(target) is deprecated in Compose"
        case let .sameTargetForFillPair(outline, filled, target, _): "\(outline) and \(filled) both resolve to \(target)"
        case let .usedIconFallsBack(_, uses): "used \(uses) time\(uses == 1 ? "" : "s") by fixtures but resolves to the fallback"
        case let .usedIconUnknown(_, uses, _): "used \(uses) time\(uses == 1 ? "" : "s") by fixtures, is no known SF Symbol, and falls back"
        case .unusedEntry: "no fixture uses it"
        }
    }

    public var suggestion: String? {
        switch self {
        case let .invalidFallback(_, replacement, suggestion): (replacement ?? suggestion).map { "use \($0)" }
        case let .targetNotInCompose(_, _, suggestion): suggestion.map { "did you mean \($0)?" }
        case let .unknownSymbol(_, suggestion): suggestion.map { "did you mean \($0)?" }
        case let .deprecatedTarget(_, _, replacement): "use \(replacement)"
        case let .sameTargetForFillPair(outline, filled, target, variant):
            variant.hasSuffix("Border") || variant.hasSuffix("Outline") || variant.hasSuffix("None") || variant.contains("Outlined.")
                ? "map \(outline) to \(variant) and \(filled) to \(target)" : "map \(outline) to \(target) and \(filled) to \(variant)"
        case let .usedIconFallsBack(name, _): "add an entry for \(name) or a prefix of it"
        case let .usedIconUnknown(_, _, suggestion): suggestion.map { "did you mean \($0)?" }
        case .unusedEntry: nil
        }
    }
}
