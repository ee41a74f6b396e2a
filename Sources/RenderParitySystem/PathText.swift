/// File paths as text, split and joined at `/` without touching the file system: the parts of
/// `NSString`'s path methods the harness uses, which are Foundation's, not FoundationEssentials'
/// (see SystemImports.swift). Unlike those, every function here is total: swift-corelibs'
/// `deletingLastPathComponent` traps on a one-character relative path such as `a` or `.`.
public enum PathText {
    /// The last component: `b` for `a/b` and `a/b/`, `/` for `/`, the path itself when it has no `/`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component: `a` for `a/b` and `a//b/`, `/` for `/a` and `/`,
    /// and the empty string for a path with no `/` (a name in the current folder).
    public static func parent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The same path written one way, worked out from the text alone (no file system asked, so
    /// symbolic links are left for the kernel to follow): `components` joined, after a `/` when
    /// `path` is absolute; an empty relative result is `.`.
    ///
    /// Joined by `+=`, not `joined(separator:)`: the generic join's first call in a process
    /// looked up its witnesses at run time, about 0.1M instructions of every `parity` start-up.
    public static func normalized(_ path: String) -> String {
        var joined = path.hasPrefix("/") ? "/" : ""
        for (index, part) in components(path).enumerated() {
            if index > 0 { joined += "/" }
            joined += part
        }
        return joined.isEmpty ? "." : joined
    }

    /// The components of `path` with the empty ones, `.` and `name/..` taken out; a `..` that has
    /// nothing to go up from stays in a relative path, and goes above `/`.
    public static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !path.hasPrefix("/") {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        return parts
    }

    /// `path` without the `/`s it ends with, but `/` itself stays `/` (and `//` becomes `/`).
    private static func withoutTrailingSlashes(_ path: some StringProtocol) -> Substring {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return text
    }
}
