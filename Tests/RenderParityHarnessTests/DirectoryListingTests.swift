import Foundation
import Testing

@testable import RenderParityHarness

/// Listing fails closed. Whatever cannot be listed is reported with its path,
/// so `update --prune` never takes an unlisted golden for an obsolete one.
struct DirectoryListingTests {
    static func corpus(_ folder: TemporaryFolder) throws {
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        try folder.write("test-snapshots/a.txt", "Divider\n")
        try folder.write("test-snapshots/kept/b.txt", "Divider\n")
    }

    @Test func aSymlinkLoopIsReportedWithItsPath() throws {
        let folder = try TemporaryFolder("loop")
        defer { folder.remove() }
        try Self.corpus(folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/test-snapshots/loop", withDestinationPath: "loop")
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(
            listing.problems == [
                .unlistable(path: folder.path + "/test-snapshots/loop", reason: String(cString: strerror(ELOOP)))
            ])
        #expect(throws: ParityError.listingFailed(listing.problems)) { try Corpus(root: folder.path) }
    }

    @Test func aFolderSymlinkBackToAnAncestorIsALoop() throws {
        let folder = try TemporaryFolder("cycle")
        defer { folder.remove() }
        try Self.corpus(folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/test-snapshots/kept/up", withDestinationPath: "..")
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(listing.problems.count == 1)
        #expect(
            listing.problems.first?.message.hasPrefix(
                folder.path + "/test-snapshots/kept/up: cannot list: a symlink loop") == true)
    }

    /// Root can list any folder it may open, so this also runs as a normal user only when not root.
    @Test func anUnreadableFolderIsReported() throws {
        guard getuid() != 0 else { return }
        let folder = try TemporaryFolder("perm")
        defer {
            chmod(folder.path + "/test-snapshots/kept", 0o755)
            folder.remove()
        }
        try Self.corpus(folder)
        chmod(folder.path + "/test-snapshots/kept", 0o000)
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(
            listing.problems == [
                .unlistable(path: folder.path + "/test-snapshots/kept", reason: String(cString: strerror(EACCES)))
            ])
    }

    @Test func aPathOverPathMaxIsReported() throws {
        let folder = try TemporaryFolder("long")
        // GNU rm removes a tree deeper than PATH_MAX; FileManager may not.
        defer {
            _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.path]).waitUntilExit()
        }
        try Self.corpus(folder)
        // Built one component at a time relative to its parent, as no single path can name it.
        var descriptor = open(folder.path + "/test-snapshots/kept", O_RDONLY | O_DIRECTORY)
        let component = String(repeating: "d", count: 200)
        var depth = 0
        while (folder.path + "/test-snapshots/kept").count + depth * 201 <= Int(PATH_MAX) + 201 {
            #expect(mkdirat(descriptor, component, 0o755) == 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            depth += 1
        }
        close(descriptor)
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(listing.problems.count == 1)
        #expect(listing.problems.first?.message.contains(String(cString: strerror(ENAMETOOLONG))) == true)
    }

    @Test func aNameThatIsNotUTF8IsReportedByItsEscapedBytes() throws {
        let folder = try TemporaryFolder("utf8")
        defer { folder.remove() }
        try Self.corpus(folder)
        let name: [UInt8] = Array((folder.path + "/test-snapshots/caf").utf8) + [0xE9] + Array(".txt".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(listing.problems == [.nameNotUTF8(path: folder.path + #"/test-snapshots/caf\xE9.txt"#)])
        #expect(listing.problems.first?.message.contains("the file name is not UTF-8") == true)
    }

    @Test func aSymlinkOutsideTheRepositoryIsReportedNotFollowed() throws {
        let folder = try TemporaryFolder("outside")
        let elsewhere = try TemporaryFolder("elsewhere")
        defer {
            folder.remove()
            elsewhere.remove()
        }
        try Self.corpus(folder)
        let secret = try elsewhere.write("secret.txt", "Divider\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/test-snapshots/leak.txt", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/test-snapshots/inside.txt", withDestinationPath: "a.txt")
        let root = try #require(DirectoryListing.realPath(folder.path))
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt", confinedTo: [root])
        #expect(
            listing.problems == [
                .outsideRoot(
                    path: folder.path + "/test-snapshots/leak.txt", target: DirectoryListing.realPath(secret) ?? secret)
            ])
        #expect(listing.files == ["a.txt", "inside.txt", "kept/b.txt"])
    }

    @Test func temporaryFilesAreCollectedApart() throws {
        let folder = try TemporaryFolder("temporaries")
        defer { folder.remove() }
        try Self.corpus(folder)
        try folder.write("test-snapshots/kept/.b.txt.tmp-99999999-12", "Div")
        try folder.write("test-snapshots/.hidden.txt", "x")
        let listing = DirectoryListing.walk(folder.path + "/test-snapshots", suffix: ".txt")
        #expect(listing.temporaries == ["kept/.b.txt.tmp-99999999-12"])
        #expect(listing.files == ["a.txt", "kept/b.txt"])
        #expect(try Corpus(root: folder.path).staleTemporaries == ["kept/.b.txt.tmp-99999999-12"])
    }
}
