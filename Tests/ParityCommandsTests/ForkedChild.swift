import Foundation

/// Runs `body` in a forked child whose stderr goes to a pipe, and waits (at most 10 s, then
/// kills it) for how it ended: for code that ends the process, such as a signal handler's exit.
/// The child only runs `body` and `_exit`s with what it returns: keep `body` to system calls
/// and memory prepared before the fork, as a forked copy of a threaded process has one thread.
struct ForkedChild {
    enum Status: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
    }

    let status: Status
    /// What the child wrote on stderr.
    let standardError: [UInt8]

    init(_ body: () -> Int32) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        let pid = fork()
        if pid == 0 {
            dup2(ends[1], 2)
            _exit(body())
        }
        close(ends[1])
        defer { close(ends[0]) }
        guard pid > 0 else { throw POSIXError(.EAGAIN) }
        var raw: Int32 = 0
        var ended = false
        for _ in 0..<1000 where !ended {
            ended = waitpid(pid, &raw, WNOHANG) == pid
            if !ended { usleep(10_000) }
        }
        if !ended {
            kill(pid, SIGKILL)
            waitpid(pid, &raw, 0)
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += chunk[..<count]
        }
        standardError = output
        let signal = raw & 0x7F
        status = !ended ? .timedOut : signal == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(signal)
    }
}
