import RenderParityHarness
import RenderParitySystem

/// A write to stdout or stderr that failed, and how `parity` ends then:
/// a broken pipe (the reader is gone, as with `parity verify | head -1`) ends quietly with
/// status 141, what a shell shows for a tool that SIGPIPE ended; any other error (`> /dev/full`)
/// is one line on stderr and exit 2. Either way our temporary files are removed first.
package struct OutputFailure: Sendable, Equatable {
    package let stream: String
    package let code: Int32

    package init(stream: String, code: Int32) {
        self.stream = stream
        self.code = code
    }

    package var isBrokenPipe: Bool { code == EPIPE }

    /// 141 for a broken pipe, else 2 (an I/O error).
    package var exitCode: Int32 { isBrokenPipe ? 128 + SIGPIPE : 2 }

    package var error: CommandError { .harness(.outputFailed(stream: stream, reason: String(cString: strerror(code)))) }

    /// What to write on stderr: nothing for a broken pipe or when stderr itself failed.
    package var stderrLine: String? { isBrokenPipe || stream == "stderr" ? nil : ParityCLI.errorLine(error) }

    /// Ends the process as above. Only `main` calls it.
    package func exitProcess() -> Never {
        RunCleanup.run()
        if let line = stderrLine { _ = FileBytes.writeAll(Array(line.utf8), to: 2) }
        exit(exitCode)
    }
}
