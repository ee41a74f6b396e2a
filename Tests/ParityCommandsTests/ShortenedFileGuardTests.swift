import Foundation
import RenderParityHarness
import Testing

@testable import ParityCommands

/// A mapped input shortened while `parity` reads it ends the process with the error line and
/// exit status `ParityCLI` gives any unreadable file, not a SIGBUS; a SIGBUS anywhere else is
/// left as it was. Each case runs in a forked child, as the guard ends the process.
struct ShortenedFileGuardTests {
    static let marker = Array("the guard's line\n".utf8)
    static let failure = CommandError.harness(.unreadable(path: "big.json", reason: ShortenedFileGuard.reason))

    @Test func aShortenedFileIsTheUnreadableError() throws {
        let folder = try TemporaryCorpus([])
        defer { folder.remove() }
        try folder.write("big.json", Array(repeating: UInt8(ascii: " "), count: 1 << 16))
        let path = folder.path("big.json")
        let file = try #require(try MappedFile.open(path))
        let line = Array(ParityCLI.errorLine(Self.failure).utf8)
        #expect(
            String(decoding: line, as: UTF8.self)
                == "parity: big.json: cannot read: it was shortened while being read\n")
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let child = try ForkedChild {
            let byte = ShortenedFileGuard.guardingLocked(file.bytes, line: line, exitStatus: Self.failure.exitCode) {
                ftruncate(descriptor, 0)
                return file.bytes[40_000]
            }
            return byte == UInt8(ascii: " ") ? 90 : 91
        }
        #expect(child.status == .exited(Self.failure.exitCode))
        #expect(child.standardError == line)
    }

    @Test func aBusErrorOutsideTheMappingIsNotTaken() throws {
        let folder = try TemporaryCorpus([])
        defer { folder.remove() }
        try folder.write("guarded.json", Array(repeating: UInt8(ascii: " "), count: 1 << 16))
        try folder.write("other.json", Array(repeating: UInt8(ascii: " "), count: 1 << 16))
        let guardedPath = folder.path("guarded.json")
        let otherPath = folder.path("other.json")
        let guardedFile = try #require(try MappedFile.open(guardedPath))
        let other = try #require(try MappedFile.open(otherPath))
        let descriptor = open(otherPath, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let child = try ForkedChild {
            let byte = ShortenedFileGuard.guardingLocked(guardedFile.bytes, line: Self.marker, exitStatus: 7) {
                ftruncate(descriptor, 0)
                return other.bytes[40_000]
            }
            return byte == UInt8(ascii: " ") ? 90 : 91
        }
        // Handled as before the guard: here by the Swift runtime's backtracer, which prints on stderr.
        #expect(child.status == .signalled(SIGBUS))
        #expect(!String(decoding: child.standardError, as: UTF8.self).contains("the guard's line"))
    }

    /// After the guarded call, SIGBUS is handled as before it.
    @Test func thePreviousHandlerIsBackAfterward() throws {
        var before = sigaction()
        sigaction(SIGBUS, nil, &before)
        let bytes: [UInt8] = [1, 2, 3]
        let inside = bytes.withUnsafeBufferPointer { buffer in
            ShortenedFileGuard.guardingLocked(buffer, line: [0x78], exitStatus: 2) { () -> Bool in
                var during = sigaction()
                sigaction(SIGBUS, nil, &during)
                return during.sa_flags & SA_SIGINFO != 0 && ShortenedFileGuard.guarded != nil
            }
        }
        #expect(inside)
        var after = sigaction()
        sigaction(SIGBUS, nil, &after)
        #expect(after.sa_flags == before.sa_flags)
        #expect(
            unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
        #expect(ShortenedFileGuard.guarded == nil)
    }
}
