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

    /// The same path written one way, for the folder `parity` works on: no empty or `.`
    /// components and no trailing `/`; in an absolute path each `..` also removes the component
    /// before it (`/..` is `/`). A relative path keeps its `..`s, and an empty result is `.`.
    /// Symbolic links are left as they are: the kernel follows them when the path is used.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", isAbsolute {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` without the `/`s it ends with, but `/` itself stays `/` (and `//` becomes `/`).
    private static func withoutTrailingSlashes(_ path: some StringProtocol) -> Substring {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return text
    }
}
