import RenderParity
import RenderParitySystem

/// Reads vocabulary files for `parity` (spec/vocabulary.md): the file given, and each file its
/// `extends` names, relative to the file that names it. Only regular files are read, at most
/// `VocabularyLimits.fileBytes` each (`FileBytes`), so a FIFO or a 10 MB file is an error,
/// never a hang. Errors name a file as the user gave it (`vocab/acme.json`, and its base as
/// `vocab/base.json`); two names of one file (a symlink, `./`, `..`) are the same file by its
/// canonical path, which is how an `extends` cycle is found whatever it is spelled like.
public enum VocabularyFile {
    /// The vocabulary of the file at `path`, named `name` in errors (what the user wrote).
    /// `builtin` is the built-in DSL. Any failure is `.vocabulary`, one line.
    public static func load(_ path: String, name: String) throws(ParityError) -> Vocabulary {
        if name == VocabularyLoader.builtinReference { return .builtin }
        let files = Files()
        do throws(VocabularyError) {
            let bytes = try files.read(path, name: name)
            return try VocabularyLoader.load(bytes, file: name) { reference, file throws(VocabularyError) in
                try files.resolve(reference, from: file)
            }
        } catch {
            throw .vocabulary(error)
        }
    }

    /// The files one load has read: each name's path, and the name each canonical path was first read under.
    private final class Files {
        var paths: [String: String] = [:]
        var names: [String: String] = [:]

        /// The bytes of `path`; remembers it as `name`.
        func read(_ path: String, name: String) throws(VocabularyError) -> [UInt8] {
            do throws(ParityError) {
                let bytes = try FileBytes.read(path, limit: VocabularyLimits.fileBytes)
                paths[name] = path
                if let canonical = DirectoryListing.realPath(path) { names[canonical] = names[canonical] ?? name }
                return bytes
            } catch {
                if case .inputTooLarge = error {
                    throw VocabularyError(
                        .tooLarge(bytes: VocabularyFile.size(of: path), limit: VocabularyLimits.fileBytes), in: name)
                }
                throw VocabularyError(.unreadable(error.readProblem ?? error.message), in: name)
            }
        }

        /// `reference` (an `extends` path) as named in the file called `file`: its name and bytes. A file
        /// read before under another name keeps that name, so the loader sees the cycle.
        func resolve(_ reference: String, from file: String) throws(VocabularyError) -> (file: String, bytes: [UInt8]) {
            // Lexically, as the name is spelled: `sub/../b.json` is `b.json` even where `sub` is no folder.
            let path = reference.hasPrefix("/") ? reference : VocabularyFile.joined(paths[file] ?? file, reference)
            let spelled = reference.hasPrefix("/") ? reference : VocabularyFile.joined(file, reference)
            if let canonical = DirectoryListing.realPath(path), let known = names[canonical] {
                return (known, try read(path, name: known))
            }
            return (spelled, try read(path, name: spelled))
        }
    }

    /// `reference` relative to the folder of `file`, both as the user wrote them, with `.` and
    /// `name/..` taken out: `vocab/acme.json` + `../base.json` is `base.json`.
    static func joined(_ file: String, _ reference: String) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in reference.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != "..", last != "" { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The size `stat` gives for a file over the limit, for the error; past the limit when it cannot say.
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : VocabularyLimits.fileBytes + 1
    }
}
