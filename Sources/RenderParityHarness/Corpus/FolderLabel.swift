import RenderParitySystem

/// How reports name a corpus folder and the files in it (spec/vocabulary.md §8): relative to
/// the root, as the project file wrote it (`goldens`, or `test-snapshots` without one), or
/// absolute when the folder is outside the root. A report thus names the file a person would
/// open from the root, whatever the layout, and a default corpus reads as it always has.
///
/// Worked out lexically from the paths the project gave (`.` and `name/..` taken out, no file
/// system asked), so the label is the same on every machine and for a folder not made yet.
public enum FolderLabel {
    /// The label of `folder` in the corpus at `root`: `.` for the root itself.
    public static func of(_ folder: String, root: String) -> String {
        let parts = PathText.components(folder)
        let rootParts = PathText.components(root)
        let isAbsolute = folder.hasPrefix("/")
        if isAbsolute == root.hasPrefix("/"), parts.starts(with: rootParts), !rootParts.contains("..") {
            let inside = parts.dropFirst(rootParts.count)
            return inside.isEmpty ? "." : inside.joined(separator: "/")
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// `file` (a path relative to the folder) as reports print it, under the folder's `label`.
    public static func file(_ file: String, in label: String) -> String {
        label == "." ? file : label + "/" + file
    }
}
