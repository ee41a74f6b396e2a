import RenderParity

/// The DSL name someone most likely meant (spec §2.5): the same name in another case or with
/// `_`/`-` (`VStack`, `system-name`), a platform's or British English name (`PlatformNames`),
/// or a near miss by edit distance, always one of `candidates` (from the node table).
///
/// Why only candidates: a suggestion that is not allowed where it would go is worse than none.
enum DidYouMean {
    static func type(_ name: String, among types: [String]) -> String? {
        best(name, among: types, aliases: PlatformNames.types) ?? containing(name, among: types)
    }

    static func member(_ name: String, among candidates: [String]) -> String? {
        best(name, among: candidates, aliases: PlatformNames.members) ?? containing(name, among: candidates)
    }

    static func value(_ value: String, among candidates: [String]) -> String? {
        best(value, among: candidates, aliases: PlatformNames.values)
    }

    /// Lower case without `_`, `-`, spaces and dots: `System_Name`, `systemName` and `system-name` fold alike.
    static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !"_- .".unicodeScalars.contains($0) })
    }

    private static func best(_ name: String, among candidates: [String], aliases: [String: String]) -> String? {
        let key = folded(name)
        guard !key.isEmpty else { return nil }
        if let exact = candidates.first(where: { folded($0) == key }) { return exact }
        if let alias = aliases[key], candidates.contains(alias) { return alias }
        return nearest(key, among: candidates)
    }

    /// The one candidate within a third of the name's length (at least 1, at most 2) edits; ties give none.
    private static func nearest(_ key: String, among candidates: [String]) -> String? {
        let limit = min(2, max(1, key.count / 3))
        let scored = candidates.map { ($0, distance(Array(key), Array(folded($0)))) }.filter { $0.1 <= limit }
        guard let smallest = scored.map(\.1).min() else { return nil }
        let closest = scored.filter { $0.1 == smallest }
        return closest.count == 1 ? closest[0].0 : nil
    }

    /// The one candidate the name contains (`iconName` → `icon`, `ImageView` → `image`) or starts
    /// (`align` → `alignment`), three letters at least. Not for enum values, where a longer
    /// name is often another value (`subtitle` is not `title`).
    private static func containing(_ name: String, among candidates: [String]) -> String? {
        let key = folded(name)
        let matches = candidates.filter {
            let candidate = folded($0)
            return (candidate.count >= 3 && key.contains(candidate)) || (key.count >= 3 && candidate.hasPrefix(key))
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
