import Foundation
import Testing
import RenderParityHarness

/// Whole-file reads with every failure named, and atomic writes (temp file in
/// the same folder, then rename) that leave nothing behind.
struct FileBytesTests {
    @Test func readsExactBytesAcrossChunks() throws {
        let folder = try TemporaryFolder("read")
        defer { folder.remove() }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try folder.write("big.bin", bytes)
        #expect(try FileBytes.read(path) == bytes)
        #expect(try FileBytes.read(try folder.write("empty.txt", [])) == [])
    }

    @Test func missingFileIsNotFound() throws {
        let folder = try TemporaryFolder("missing")
        defer { folder.remove() }
        let path = folder.path + "/nope.json"
        #expect(throws: ParityError.fileNotFound(path: path)) { try FileBytes.read(path) }
        #expect(ParityError.fileNotFound(path: path).message == "\(path): no such file")
    }

    @Test func directoryIsNamedAsSuch() throws {
        let folder = try TemporaryFolder("dir")
        defer { folder.remove() }
        let path = try folder.makeFolder("sub.json")
        #expect(throws: ParityError.isDirectory(path: path)) { try FileBytes.read(path) }
        #expect(ParityError.isDirectory(path: path).message == "\(path): is a directory, expected a file")
    }

    /// root reads a mode-000 file anyway, so this only means something for other users.
    @Test(.enabled(if: getuid() != 0, "root can read a chmod 000 file"))
    func unreadableFileSaysWhy() throws {
        let folder = try TemporaryFolder("unreadable")
        defer { folder.remove() }
        let path = try folder.write("secret.json", "{}")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        #expect(throws: ParityError.unreadable(path: path, reason: String(cString: strerror(EACCES)))) { try FileBytes.read(path) }
    }

    @Test func atomicWriteCreatesFoldersAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder("write")
        defer { folder.remove() }
        let path = folder.path + "/a/b/golden.txt"
        try FileBytes.writeAtomically(Array("Divider\n".utf8), to: path)
        #expect(try FileBytes.read(path) == Array("Divider\n".utf8))
        #expect(folder.entries() == ["a", "a/b", "a/b/golden.txt"])
    }

    @Test func atomicWriteReplacesContent() throws {
        let folder = try TemporaryFolder("replace")
        defer { folder.remove() }
        let path = try folder.write("golden.txt", String(repeating: "old line\n", count: 1_000))
        try FileBytes.writeAtomically(Array("Spacer\n".utf8), to: path)
        #expect(try FileBytes.read(path) == Array("Spacer\n".utf8))
        try FileBytes.writeAtomically([], to: path)
        #expect(try FileBytes.read(path) == [])
        #expect(folder.entries() == ["golden.txt"])
    }

    @Test func failedWriteIsAnErrorAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder("failed")
        defer { folder.remove() }
        let target = try folder.makeFolder("golden.txt")
        #expect(throws: ParityError.self) { try FileBytes.writeAtomically(Array("x\n".utf8), to: target) }
        #expect(folder.entries() == ["golden.txt"])
        try folder.write("file", "x")
        #expect(throws: ParityError.self) { try FileBytes.writeAtomically(Array("x\n".utf8), to: folder.path + "/file/under.txt") }
    }

    @Test func removeDeletesAndReportsMissingFiles() throws {
        let folder = try TemporaryFolder("remove")
        defer { folder.remove() }
        let path = try folder.write("old.txt", "x\n")
        try FileBytes.remove(path)
        #expect(!FileBytes.exists(path))
        #expect(throws: ParityError.writeFailed(path: path, reason: String(cString: strerror(ENOENT)))) { try FileBytes.remove(path) }
    }

    @Test func existsAndIsDirectory() throws {
        let folder = try TemporaryFolder("exists")
        defer { folder.remove() }
        let file = try folder.write("f.txt", "x")
        #expect(FileBytes.exists(file) && !FileBytes.isDirectory(file))
        #expect(FileBytes.exists(folder.path) && FileBytes.isDirectory(folder.path))
        #expect(!FileBytes.exists(folder.path + "/none") && !FileBytes.isDirectory(folder.path + "/none"))
    }
}
