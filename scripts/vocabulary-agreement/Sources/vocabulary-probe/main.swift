import Foundation
import RenderParity

// vocabulary-probe identity FILE...
//     per FILE, one line: its identity (`name version (hash)`), or the loader's one-line error
// vocabulary-probe snapshot VOCABULARY OUT DIR
//     writes OUT/<path>.txt for every *.json below DIR, snapshotted in VOCABULARY's terms
//
// Files are read as the Kotlin port reads them (ParityCommands/VocabularyFiles.kt): `builtin`,
// or a path; `extends` relative to the folder of the file that says it, normalised.

func read(_ path: String) throws(VocabularyError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw VocabularyError(.unreadable("cannot read"), in: path)
    }
    return [UInt8](data)
}

/// `parent/reference` with `.` and `..` folded, as `java.nio.file.Path.normalize` does for relative paths.
func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
}

func load(_ path: String) throws(VocabularyError) -> Vocabulary {
    if path == VocabularyLoader.builtinReference { return .builtin }
    return try VocabularyLoader.load(try read(path), file: path) { reference, file throws(VocabularyError) in
        let folder = (file as NSString).deletingLastPathComponent
        let name = normalized(folder.isEmpty ? reference : folder + "/" + reference)
        return (name, try read(name))
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "identity":
    for path in arguments.dropFirst() {
        do throws(VocabularyError) {
            print(try load(path).identity.description)
        } catch {
            print(error.message)
        }
    }
case "snapshot" where arguments.count == 4:
    let vocabulary: Vocabulary
    do throws(VocabularyError) { vocabulary = try load(arguments[1]) } catch {
        FileHandle.standardError.write(Data((error.message + "\n").utf8))
        exit(2)
    }
    let out = URL(fileURLWithPath: arguments[2])
    let input = URL(fileURLWithPath: arguments[3])
    for name in (try? FileManager.default.subpathsOfDirectory(atPath: input.path))?.sorted() ?? []
    where name.hasSuffix(".json") {
        guard let data = FileManager.default.contents(atPath: input.appendingPathComponent(name).path) else { continue }
        let target = out.appendingPathComponent(String(name.dropLast(5)) + ".txt")
        try? FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let snapshot = RenderSnapshot.make(from: [UInt8](data), vocabulary: vocabulary)
        guard FileManager.default.createFile(atPath: target.path, contents: Data(snapshot)) else {
            FileHandle.standardError.write(Data("\(target.path): cannot write\n".utf8))
            exit(2)
        }
    }
default:
    FileHandle.standardError.write(
        Data("usage: vocabulary-probe identity FILE... | snapshot VOCABULARY OUT DIR\n".utf8))
    exit(2)
}
