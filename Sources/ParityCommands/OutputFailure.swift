import Foundation
import RenderParityHarness

/// A write to stdout or stderr that failed, and how `parity` ends then:
/// a broken pipe (the reader is gone, as with `parity verify | head -1`) ends quietly with
/// status 141, what a shell shows for a tool that SIGPIPE ended; any other error (`> /dev/full`)
/// is one line on stderr and exit 2. Either way our temporary files are removed first.
public struct OutputFailure: Sendable, Equatable {
    public let stream: String
    public let code: Int32

    public init(stream: String, code: Int32) {
        self.stream = stream
        self.code = code
    }

    public var isBrokenPipe: Bool { code == EPIPE }

    /// 141 for a broken pipe, else 2 (an I/O error).
    public var exitCode: Int32 { isBrokenPipe ? 128 + SIGPIPE : 2 }

    public var error: ParityError { .outputFailed(stream: stream, reason: String(cString: strerror(code))) }

    /// What to write on stderr: nothing for a broken pipe or when stderr itself failed.
    public var stderrLine: String? { isBrokenPipe || stream == "stderr" ? nil : ParityCLI.errorLine(error) }

    /// Ends the process as above. Only `main` calls it.
    public func exitProcess() -> Never {
        TerminationCleanup.run()
        if let line = stderrLine { _ = FileBytes.writeAll(Array(line.utf8), to: 2) }
        exit(exitCode)
    }
}
