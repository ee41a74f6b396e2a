import Foundation
import ParityCommands
import RenderParityHarness
import Testing

/// A failed write to stdout or stderr is never a crash (it was SIGILL from a
/// `try!`): a broken pipe ends quietly (141), any other error is one line and exit 2.
struct OutputFailureTests {
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [OutputFailure] = []
        func add(_ failure: OutputFailure) { lock.withLock { recorded.append(failure) } }
        var all: [OutputFailure] { lock.withLock { recorded } }
    }

    @Test func aFullDeviceIsOneFailureAndExitTwo() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        defer { close(descriptor) }
        let failures = Failures()
        let output = FileDescriptorOutput(descriptor: descriptor, stream: "stdout") { failures.add($0) }
        output.write("Divider\n")
        output.write("more\n")
        #expect(failures.all == [OutputFailure(stream: "stdout", code: ENOSPC)], "reported once")
        let failure = try #require(failures.all.first)
        #expect(failure.exitCode == 2)
        #expect(failure.stderrLine == "parity: stdout: cannot write: \(String(cString: strerror(ENOSPC)))\n")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let failures = Failures()
        FileDescriptorOutput(descriptor: ends[1], stream: "stdout") { failures.add($0) }.write("Divider\n")
        let failure = try #require(failures.all.first)
        #expect(failure.isBrokenPipe)
        #expect(failure.exitCode == 141)
        #expect(failure.stderrLine == nil)
    }

    /// `parity snapshot` streams its pieces to stdout where they lie (`write(raw:)`): every byte, in order.
    @Test func lentBytesAreWrittenWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let failures = Failures()
        let output = FileDescriptorOutput(descriptor: ends[1], stream: "stdout") { failures.add($0) }
        let pieces: [[UInt8]] = [Array("Divider\n".utf8), [], Array(repeating: 0x41, count: 3000), Array("end\n".utf8)]
        for piece in pieces { piece.withUnsafeBytes { output.write(raw: $0) } }
        output.write(bytes: Array("last".utf8))
        close(ends[1])
        var read: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = Foundation.read(ends[0], &chunk, chunk.count), count > 0 { read += chunk[..<count] }
        #expect(read == pieces.flatMap { $0 } + Array("last".utf8))
        #expect(failures.all.isEmpty)
    }

    @Test func aFailedStderrSaysNothingMore() {
        #expect(OutputFailure(stream: "stderr", code: ENOSPC).stderrLine == nil)
        #expect(OutputFailure(stream: "stderr", code: ENOSPC).exitCode == 2)
    }
}
