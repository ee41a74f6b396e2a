/// A data-model location (RFC 6901, spec/a2ui.md §3.3): its reference tokens, unescaped.
/// A path that starts with `/` is absolute; any other is relative to the scope of the
/// template item it is read in (the root outside templates). `""` and `"/"` are the root.
package struct JSONPointer: Equatable, Sendable {
    package var tokens: [String]

    package static let root = JSONPointer(tokens: [])

    package init(tokens: [String]) { self.tokens = tokens }

    /// `path` resolved against `scope`: absolute paths ignore it.
    package init(_ path: String, in scope: JSONPointer) {
        if path == "/" || path.isEmpty {
            self = path.isEmpty ? scope : .root
            return
        }
        let isAbsolute = path.hasPrefix("/")
        let body = isAbsolute ? path.dropFirst() : Substring(path)
        let parsed = body.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingAll("~1", with: "/").replacingAll("~0", with: "~")
        }
        tokens = (isAbsolute ? [] : scope.tokens) + parsed
    }

    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    /// The absolute form, as snapshots print a binding (`/restaurants/0/title`; `/` for the root).
    package var text: String {
        tokens.isEmpty
            ? "/" : tokens.map { "/" + $0.replacingAll("~", with: "~0").replacingAll("/", with: "~1") }.joined()
    }

    /// An array index token: decimal digits without a leading zero (RFC 6901 §4).
    static func index(_ token: String) -> Int? {
        guard let first = token.utf8.first, token.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            first != 48 || token.utf8.count == 1, token.utf8.count <= 9
        else { return nil }
        return Int(token)
    }
}

extension StringProtocol {
    /// Every occurrence of `target` replaced, without Foundation (the core has none).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    /// The first occurrence of `target`, by characters; `range(of:)` is Foundation's.
    func range(of target: String) -> Range<Index>? {
        let needle = Array(target)
        guard let first = needle.first else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index] == first, self[index...].starts(with: needle) {
                return index..<(self.index(index, offsetBy: needle.count))
            }
            index = self.index(after: index)
        }
        return nil
    }
}
