/// A data-model location (RFC 6901, spec/a2ui.md §3.3): its reference tokens, unescaped.
/// A path that starts with `/` is absolute; any other is relative to the scope of the
/// template item it is read in (the root outside templates). `""` and `"/"` are the root.
package struct JSONPointer: Equatable, Sendable {
    package var tokens: [String]

    package static let root = JSONPointer(tokens: [])

    package init(tokens: [String]) { self.tokens = tokens }

    /// `path` resolved against `scope`: absolute paths ignore it. The path is split and unescaped
    /// as UTF-8 bytes, so a combining mark after `/` or `~1` does not hide it, as it would from
    /// `Character` matching (every port reads the same tokens).
    package init(_ path: String, in scope: JSONPointer) {
        let bytes = Array(path.utf8)
        if bytes.isEmpty || bytes == [0x2F] {
            self = bytes.isEmpty ? scope : .root
            return
        }
        let isAbsolute = bytes[0] == 0x2F
        let body = isAbsolute ? bytes.dropFirst() : bytes[...]
        let parsed = body.split(separator: 0x2F, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self).replacingAll("~1", with: "/").replacingAll("~0", with: "~")
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
    /// Every occurrence of `target` replaced, matched as UTF-8 bytes (not `Character`s, which a
    /// following combining mark would change), without Foundation (the core has none).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return String(self) }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, bytes[index...].starts(with: needle) {
                out += replacement.utf8
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
