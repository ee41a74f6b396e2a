import RenderParitySystem

/// Finds the folder `parity` works on, the way git finds `.git`: the nearest
/// folder at or above the current one that holds a project file (`renderparity.json`,
/// spec/vocabulary.md §8) or `test-fixtures/`.
public enum RepositoryRoot {
    public static let marker = Corpus.fixturesFolder

    /// `explicit` (from `--root`) if given, else the nearest folder above `start` with the marker.
    public static func find(explicit: String?, from start: String) throws(ParityError) -> String {
        if let explicit {
            guard FileBytes.isDirectory(explicit) else {
                throw FileBytes.exists(explicit) ? .notADirectory(path: explicit) : .fileNotFound(path: explicit)
            }
            return PathText.normalized(explicit)
        }
        var folder = PathText.normalized(start)
        while true {
            if FileBytes.isDirectory(folder + "/" + marker) || FileBytes.exists(folder + "/" + ProjectFile.fileName) {
                return folder
            }
            let parent = PathText.parent(folder)
            if parent == folder || parent.isEmpty { throw .rootNotFound(searchedFrom: start) }
            folder = parent
        }
    }
}
