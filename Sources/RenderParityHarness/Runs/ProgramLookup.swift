import RenderParitySystem

/// Finds the program a renderer command names, before any fixture is run: a missing
/// program is the user's mistake, said once as an error, not one error per fixture.
public enum ProgramLookup {
    /// The executable file `program` names: itself when it contains a `/` (relative to
    /// `currentDirectory`), else the first match in `searchPath` (the `PATH` variable's folders).
    public static func find(_ program: String, searchPath: String?, currentDirectory: String) -> String? {
        if program.contains("/") {
            let path = program.hasPrefix("/") ? program : currentDirectory + "/" + program
            return isExecutableFile(path) ? path : nil
        }
        let folders = (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(
            separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let base = folder.isEmpty ? currentDirectory : String(folder)
            if isExecutableFile(base + "/" + program) { return base + "/" + program }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        !FileBytes.isDirectory(path) && access(path, X_OK) == 0
    }
}
