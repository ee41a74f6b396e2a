import Foundation
import Testing

@testable import RenderParityHarness

/// A write never replaces something that is not a regular file. As root,
/// `--output /dev/full` used to replace the device node with a regular file.
struct SafeFileWriterTests {
    @Test func aRegularFileIsReplacedAtomically() throws {
        let folder = try TemporaryFolder("regular")
        defer { folder.remove() }
        let path = try folder.write("a/report.json", "old")
        try SafeFileWriter.write(Array("new".utf8), to: path)
        #expect(try FileBytes.read(path) == Array("new".utf8))
        try SafeFileWriter.write(Array("made".utf8), to: folder.path + "/b/c/new.txt")
        #expect(try FileBytes.read(folder.path + "/b/c/new.txt") == Array("made".utf8))
        #expect(!folder.entries().contains { $0.contains(".tmp-") })
    }

    @Test func aSymlinksTargetIsReplacedNotTheLink() throws {
        let folder = try TemporaryFolder("symlink")
        defer { folder.remove() }
        let target = try folder.write("real/target.txt", "old")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.txt", withDestinationPath: "real/target.txt")
        try SafeFileWriter.write(Array("new".utf8), to: folder.path + "/link.txt")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.txt") == "real/target.txt")
        #expect(try FileBytes.read(target) == Array("new".utf8))
        // A dangling link creates its target.
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/dangling.txt", withDestinationPath: "real/later.txt")
        try SafeFileWriter.write(Array("later".utf8), to: folder.path + "/dangling.txt")
        #expect(try FileBytes.read(folder.path + "/real/later.txt") == Array("later".utf8))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/dangling.txt") == "real/later.txt"
        )
    }

    /// `/dev/full` stays a device: the write goes through it (and fails, as it should).
    @Test func aDeviceIsWrittenThroughNeverReplaced() throws {
        #expect(throws: ParityError.writeFailed(path: "/dev/full", reason: String(cString: strerror(ENOSPC)))) {
            try SafeFileWriter.write(Array("x".utf8), to: "/dev/full")
        }
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        try SafeFileWriter.write(Array("x".utf8), to: "/dev/null")
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFIFOIsWrittenThrough() throws {
        let folder = try TemporaryFolder("fifo")
        defer { folder.remove() }
        let path = folder.path + "/out.fifo"
        #expect(mkfifo(path, 0o644) == 0)
        // Read the FIFO on another thread while the write goes through it.
        let received = Received()
        let thread = Thread {
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &buffer, 64)
            close(descriptor)
            received.set(Array(buffer.prefix(max(0, count))))
        }
        thread.start()
        try SafeFileWriter.write(Array("through".utf8), to: path)
        for _ in 0..<100 where received.bytes == nil { usleep(10_000) }
        #expect(received.bytes == Array("through".utf8))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFolderIsAnError() throws {
        let folder = try TemporaryFolder("folder")
        defer { folder.remove() }
        let path = try folder.makeFolder("report.json")
        #expect(throws: ParityError.isDirectory(path: path)) { try SafeFileWriter.write(Array("x".utf8), to: path) }
    }

    /// Missing folders are made parents first; a file where a folder must go is a failure, and an
    /// existing folder is fine.
    @Test func foldersAreMadeAsNeeded() throws {
        let folder = try TemporaryFolder("folders")
        defer { folder.remove() }
        #expect(SafeFileWriter.createFolders(folder.path + "/a/b//c/"))
        #expect(FileBytes.isDirectory(folder.path + "/a/b/c"))
        #expect(SafeFileWriter.createFolders(folder.path + "/a/b"))
        let file = try folder.write("plain", "x")
        #expect(!SafeFileWriter.createFolders(file + "/inside"))
    }

    /// A bare name is written in the current folder (`NSString` trapped on one-letter names).
    @Test func aOneLetterNameIsAPathLikeAnyOther() {
        #expect(TemporaryFiles.path(nextTo: "a").hasPrefix(".a.tmp-"))
    }

    /// `/dev/stdout` and `/dev/fd/N` are our own descriptors, written in place.
    @Test func devStdoutNamesOurOwnDescriptor() {
        #expect(SafeFileWriter.ownDescriptor("/dev/stdout") == 1)
        #expect(SafeFileWriter.ownDescriptor("/dev/stderr") == 2)
        #expect(SafeFileWriter.ownDescriptor("/dev/fd/7") == 7)
        #expect(SafeFileWriter.ownDescriptor("/proc/self/fd/3") == 3)
        #expect(SafeFileWriter.ownDescriptor("/dev/fd/x") == nil)
        #expect(SafeFileWriter.ownDescriptor("/tmp/stdout") == nil)
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var value: [UInt8]?
        func set(_ bytes: [UInt8]) { lock.withLock { value = bytes } }
        var bytes: [UInt8]? { lock.withLock { value } }
    }
}
