import Foundation
import RenderParityHarness
import Testing

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

    /// A file of 4 MiB and more is read straight into storage advised as 2 MiB pages; sizes
    /// around the page and read boundaries read back exactly.
    @Test(arguments: [4 << 20, (4 << 20) + 1, (5 << 20) - 1, 6_000_001])
    func readsLargeFilesExactly(_ count: Int) throws {
        let folder = try TemporaryFolder("large")
        defer { folder.remove() }
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 12) }
        #expect(try FileBytes.read(try folder.write("large.bin", bytes)) == bytes)
    }

    /// A file longer than its size said (as `/proc` files are: size 0, yet they have text) is
    /// read on past its size, and still stops at the limit.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline"), "Linux's /proc"))
    func aFileLongerThanItsSizeIsReadToItsEnd() throws {
        let path = "/proc/self/cmdline"
        var info = stat()
        try #require(stat(path, &info) == 0 && info.st_size == 0)
        let expected = try #require(FileManager.default.contents(atPath: path))
        #expect(expected.count > 1)
        #expect(try FileBytes.read(path) == [UInt8](expected))
        #expect(throws: ParityError.inputTooLarge(path: path, limit: 1)) { try FileBytes.read(path, limit: 1) }
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
        #expect(throws: ParityError.unreadable(path: path, reason: String(cString: strerror(EACCES)))) {
            try FileBytes.read(path)
        }
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
        #expect(throws: ParityError.self) {
            try FileBytes.writeAtomically(Array("x\n".utf8), to: folder.path + "/file/under.txt")
        }
    }

    @Test func removeDeletesAndReportsMissingFiles() throws {
        let folder = try TemporaryFolder("remove")
        defer { folder.remove() }
        let path = try folder.write("old.txt", "x\n")
        try FileBytes.remove(path)
        #expect(!FileBytes.exists(path))
        #expect(throws: ParityError.writeFailed(path: path, reason: String(cString: strerror(ENOENT)))) {
            try FileBytes.remove(path)
        }
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

/// Only regular files are read, up to a limit; nothing else can hang a read.
struct FileBytesHostileInputTests {
    @Test(arguments: [("/dev/zero", "a character device"), ("/dev/null", "a character device")])
    func devicesAreReportedNotRead(_ path: String, _ kind: String) {
        #expect(throws: ParityError.notARegularFile(path: path, kind: kind)) { try FileBytes.read(path) }
    }

    @Test func aFIFONamedLikeAGoldenIsReportedWithoutBlocking() throws {
        let folder = try TemporaryFolder("fifo")
        defer { folder.remove() }
        let path = folder.path + "/a.txt"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: ParityError.notARegularFile(path: path, kind: "a FIFO")) { try FileBytes.readIfPresent(path) }
    }

    @Test func aSymlinkToDevZeroIsReported() throws {
        let folder = try TemporaryFolder("zero")
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a.json", withDestinationPath: "/dev/zero")
        #expect(throws: ParityError.notARegularFile(path: folder.path + "/a.json", kind: "a character device")) {
            try FileBytes.read(folder.path + "/a.json")
        }
    }

    @Test func filesOverTheLimitAreReported() throws {
        let folder = try TemporaryFolder("limit")
        defer { folder.remove() }
        let path = try folder.write("big.json", [UInt8](repeating: 0x20, count: 1001))
        #expect(throws: ParityError.inputTooLarge(path: path, limit: 1000)) { try FileBytes.read(path, limit: 1000) }
        #expect(try FileBytes.read(path, limit: 1001).count == 1001)
        #expect(FileBytes.defaultMaxInputBytes == 256 * 1024 * 1024)
        #expect(
            ParityError.inputTooLarge(path: "x", limit: 5).message
                == "x: larger than 5 bytes, the input limit")
    }
}
