import RenderParity

/// Suggests the real name someone meant (spec/icon-map.md §4.1): first by
/// normalising spelling (an `Icons.` prefix, snake_case, kebab-case, letter
/// case), then by the smallest edit distance, ties broken bytewise.
public enum IconSuggestion {
    /// The existing Compose target nearest to `target`.
    public static func composeTarget(for target: String, in catalog: IconCatalog) -> String? {
        guard !target.allSatisfy(\.isWhitespace) else { return nil }
        let key = normalized(target)
        let exactMatches = catalog.compose.keys.filter { normalized($0) == key }.sorted(by: BytewiseOrder.precedes)
        if let match = exactMatches.first { return match }
        return nearest(to: target, among: catalog.compose.keys.filter { catalog.compose[$0]?.replacement == nil })
    }

    /// The known SF Symbols name nearest to `name`.
    public static func symbol(for name: String, in catalog: IconCatalog) -> String? {
        nearest(to: name.lowercased(), among: catalog.symbols)
    }

    /// Lower-cased, without an `Icons.` prefix, `_` and `-` (but the dots between theme and name stay).
    static func normalized(_ text: String) -> String {
        var value = text
        if value.lowercased().hasPrefix("icons.") { value = String(value.dropFirst("icons.".count)) }
        return String(value.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// Nil for an empty or blank name: every short name is "near" it, so a suggestion would be noise.
    static func nearest(to text: String, among candidates: some Collection<String>) -> String? {
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        let source = Array(text.utf8)
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            let bound = best?.distance ?? Int.max
            let target = Array(candidate.utf8)
            if abs(target.count - source.count) > bound { continue }
            let distance = editDistance(source, target)
            if let current = best,
                distance > current.distance
                    || (distance == current.distance && !BytewiseOrder.precedes(candidate, current.name))
            {
                continue
            }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// Levenshtein distance over bytes, two rows at a time.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

}
