import Foundation

/// The files below a folder, read with `readdir`: the entry types come with the names, so
/// listing 20,000 fixtures and goldens costs no `stat` per file. `FileManager`'s enumerator
/// took 45% of a whole `parity verify` on 10,000 fixtures (issue 11 §3).
enum DirectoryListing {
    /// Relative paths of the non-folder entries below `folder` whose name ends in `suffix`, in
    /// no particular order. Hidden entries (a name starting with `.`) and everything below
    /// them are skipped. A symbolic link counts as what it points to; a link to a folder is
    /// not followed (so a cycle cannot loop).
    static func files(below folder: String, suffix: String) throws(ParityError) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(path) else {
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                switch kind(Int32(entry.pointee.d_type), at: folder + "/" + child) {
                case .folder: pending.append(child)
                case .file: if name.hasSuffix(suffix) { found.append(child) }
                case .linkToFolder: continue
                }
            }
        }
        return found
    }

    private enum Kind { case file, folder, linkToFolder }

    /// The entry's kind from `d_type`, asking the file system only when the type is unknown or a link.
    private static func kind(_ type: Int32, at path: String) -> Kind {
        switch type {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return FileBytes.isDirectory(path) ? .linkToFolder : .file
        default:
            var info = stat()
            guard lstat(path, &info) == 0 else { return .file }
            if info.st_mode & S_IFMT == S_IFDIR { return .folder }
            if info.st_mode & S_IFMT == S_IFLNK { return FileBytes.isDirectory(path) ? .linkToFolder : .file }
            return .file
        }
    }
}
