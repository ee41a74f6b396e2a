import RenderParity

/// `parity icons`: the map checked against the real name lists and the icons the
/// fixtures use (spec/icon-map.md §4). A value; formatting is in `IconReportFormat`.
public struct IconMapReport: Sendable {
    public struct UsedIcon: Sendable {
        public let resolution: IconResolution
        public let sites: [IconUsage.Site]
    }

    public struct Summary: Equatable, Sendable {
        public let entries: Int
        public let usedIcons: Int
        public let exact: Int, viaChain: Int, fallback: Int
        /// Distinct targets of the entries by the artifact they need.
        public let coreTargets: Int, extendedTargets: Int
    }

    public let summary: Summary
    public let fallback: String
    public let usedIcons: [UsedIcon]
    /// Sorted by severity, then entry bytewise.
    public let problems: [IconMapProblem]

    public func count(_ severity: IconMapProblem.Severity) -> Int { problems.filter { $0.severity == severity }.count }

    /// Whether the map fails its check: any error, and any warning too when `strict` (spec/icon-map.md §4.1).
    public func fails(strict: Bool) -> Bool {
        count(.error) > 0 || (strict && count(.warning) > 0)
    }

    public static func build(map: IconMap, catalog: IconCatalog, usage: IconUsage) -> IconMapReport {
        var problems: [IconMapProblem] = []
        if catalog.compose[map.fallback] == nil || catalog.compose[map.fallback]?.replacement != nil {
            problems.append(
                .invalidFallback(
                    target: map.fallback, replacement: catalog.compose[map.fallback]?.replacement,
                    suggestion: IconSuggestion.composeTarget(for: map.fallback, in: catalog)))
        }
        for name in map.names {
            guard let target = map.icons[name] else { continue }
            if !catalog.symbols.contains(name) {
                problems.append(.unknownSymbol(entry: name, suggestion: IconSuggestion.symbol(for: name, in: catalog)))
            }
            if let icon = catalog.compose[target] {
                if let replacement = icon.replacement {
                    problems.append(.deprecatedTarget(entry: name, target: target, replacement: replacement))
                }
            } else {
                problems.append(
                    .targetNotInCompose(
                        entry: name, target: target, suggestion: IconSuggestion.composeTarget(for: target, in: catalog))
                )
            }
            if usage.sites[name] == nil { problems.append(.unusedEntry(entry: name)) }
        }
        problems += fillPairProblems(map: map, catalog: catalog, names: map.names + usage.names)
        let used = usage.names.map { UsedIcon(resolution: map.resolve($0), sites: usage.sites[$0] ?? []) }
        for icon in used where icon.resolution.outcome == .fallback {
            let name = icon.resolution.name
            problems.append(
                catalog.symbols.contains(name)
                    ? .usedIconFallsBack(name: name, uses: icon.sites.count)
                    : .usedIconUnknown(
                        name: name, uses: icon.sites.count, suggestion: IconSuggestion.symbol(for: name, in: catalog)))
        }
        let targets = Set(map.icons.values)
        let summary = Summary(
            entries: map.icons.count, usedIcons: used.count,
            exact: used.filter { $0.resolution.outcome == .exact }.count,
            viaChain: used.filter { if case .via = $0.resolution.outcome { true } else { false } }.count,
            fallback: used.filter { $0.resolution.outcome == .fallback }.count,
            coreTargets: targets.filter { catalog.compose[$0]?.isExtended == false }.count,
            extendedTargets: targets.filter { catalog.compose[$0]?.isExtended == true }.count)
        let sorted = problems.enumerated().sorted { lhs, rhs in
            if lhs.element.severity != rhs.element.severity { return lhs.element.severity < rhs.element.severity }
            if lhs.element.entry != rhs.element.entry {
                return BytewiseOrder.precedes(lhs.element.entry, rhs.element.entry)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return IconMapReport(summary: summary, fallback: map.fallback, usedIcons: used, problems: sorted)
    }

    /// §4.2: a pair (x, x.fill) of known SF names that resolve to the same target while it has a variant.
    static func fillPairProblems(map: IconMap, catalog: IconCatalog, names: [String]) -> [IconMapProblem] {
        var checked: Set<String> = []
        var problems: [IconMapProblem] = []
        for name in names {
            let outline = name.hasSuffix(".fill") && name != ".fill" ? String(name.dropLast(".fill".count)) : name
            guard !outline.isEmpty, checked.insert(outline).inserted else { continue }
            let filled = outline + ".fill"
            guard catalog.symbols.contains(outline), catalog.symbols.contains(filled) else { continue }
            let target = map.resolve(outline).target
            guard map.resolve(filled).target == target, let variant = variants(of: target, in: catalog).first else {
                continue
            }
            problems.append(.sameTargetForFillPair(outline: outline, filled: filled, target: target, variant: variant))
        }
        return problems
    }

    /// The outline or filled variants of a target that exist and are not deprecated (§4.2).
    static func variants(of target: String, in catalog: IconCatalog) -> [String] {
        var parts = target.split(separator: ".").map(String.init)
        let prefix = parts.count == 3 ? parts.removeFirst() + "." : ""
        guard parts.count == 2 else { return [] }
        let theme = parts[0]
        let name = parts[1]
        var candidates = [prefix + (theme == "Filled" ? "Outlined" : "Filled") + "." + name]
        for suffix in ["Border", "Outline", "None"] {
            candidates.append(prefix + theme + "." + name + suffix)
            if name.hasSuffix(suffix), name.count > suffix.count {
                candidates.append(prefix + theme + "." + name.dropLast(suffix.count))
            }
        }
        return candidates.filter {
            $0 != target && catalog.compose[$0] != nil && catalog.compose[$0]?.replacement == nil
        }
    }
}
