import RenderParityHarness
import RenderParitySystem
import RenderParityText

/// Turns the shortening of a mapped file (`MappedFile`) while `parity` reads it into a one-line
/// error and its exit status, instead of the process dying of SIGBUS.
///
/// Why a signal handler: a page of a mapping past the file's new end raises SIGBUS when it is
/// touched, and the reader and the decoder touch the input everywhere. The handler only acts on
/// an address inside the guarded mapping: it writes the error line prepared beforehand (no
/// allocation in a handler) and ends the process, as `ParityCLI` would have for the error. Any
/// other SIGBUS puts back the handler that was there before and returns, so the fault happens
/// again and is handled as it would have been. Here, not in the harness: signals are the
/// process's (`TerminationCleanup`).
///
/// One mapping is guarded at a time; a second caller waits (`lock`).
package enum ShortenedFileGuard {
    /// Why the file could not be read, as `ParityError.unreadable` words it.
    package static let reason = "it was shortened while being read"

    /// Runs `body` with `file` guarded: if the file is shortened, `failure` ends the process as
    /// `ParityCLI` would (its error line on stderr, its exit status).
    package static func guarding<Result>(_ file: MappedFile, failure: CommandError, _ body: () -> Result) -> Result {
        let line = Array(ParityCLI.errorLine(failure).utf8)
        return withExtendedLifetime(file) {
            lock.withLock { guardingLocked(file.bytes, line: line, exitStatus: failure.exitCode, body) }
        }
    }

    /// `guarding`, under `lock` (tests call it in a forked child, where no lock is safe to take).
    static func guardingLocked<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, line: [UInt8], exitStatus: Int32, _ body: () -> Result
    ) -> Result {
        line.withUnsafeBufferPointer { line in
            guard let base = bytes.baseAddress, let text = line.baseAddress else { return body() }
            var previous = sigaction()
            sigaction(SIGBUS, nil, &previous)
            guarded = Guarded(
                start: UInt(bitPattern: base), end: UInt(bitPattern: base) + UInt(bytes.count),
                line: text, lineCount: line.count, exitStatus: exitStatus, previous: previous)
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = onBusError
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, nil)
            defer {
                sigaction(SIGBUS, &previous, nil)
                guarded = nil
            }
            return body()
        }
    }

    struct Guarded {
        let start: UInt, end: UInt
        let line: UnsafePointer<UInt8>, lineCount: Int
        let exitStatus: Int32
        let previous: sigaction
    }

    /// Read by the handler; written only under `lock`, while no SIGBUS of the mapping can come.
    nonisolated(unsafe) static var guarded: Guarded?
    static let lock = Lock()
}

private func onBusError(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?)
{
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    guard let guarded = ShortenedFileGuard.guarded else {
        signal(SIGBUS, SIG_DFL)
        return
    }
    if address >= guarded.start, address < guarded.end {
        _ = systemWrite(2, guarded.line, guarded.lineCount)
        _exit(guarded.exitStatus)
    }
    var previous = guarded.previous
    sigaction(SIGBUS, &previous, nil)
}
