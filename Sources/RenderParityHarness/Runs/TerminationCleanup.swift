import Foundation

/// What `parity` undoes when it is told to stop: on SIGINT or SIGTERM it
/// removes its own temporary files (`TemporaryFiles`) and kills the process groups of the
/// renderers it runs (they have their own groups, so a terminal's Ctrl-C does not reach
/// them), then ends by the same signal, so the shell sees an interrupted command.
///
/// The signals are blocked in every thread and taken by one thread with `sigwait`, so the
/// cleanup runs as ordinary code (locks, `unlink`) rather than in a signal handler.
public enum TerminationCleanup {
    /// Call first thing in `main`, before any other thread starts (threads inherit the mask).
    /// Also ignores SIGPIPE, so a closed stdout is a write error `parity` handles (`OutputFailure`).
    public static func install() {
        var signals = stoppingSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread {
            var signals = stoppingSignals()
            var received: Int32 = 0
            guard sigwait(&signals, &received) == 0 else { return }
            run()
            signal(received, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(received)
            _exit(128 + received)
        }
        thread.start()
    }

    /// Removes the temporary files and kills the renderer groups still running.
    public static func run() {
        TemporaryFiles.removeAll()
        ProcessGroups.killAll()
    }

    static func stoppingSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }
}

/// The process groups of the renderers running now (`ProcessGroupSpawn`).
enum ProcessGroups {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []

    static func insert(_ group: pid_t) { lock.withLock { _ = running.insert(group) } }

    static func remove(_ group: pid_t) { lock.withLock { _ = running.remove(group) } }

    static func killAll() {
        lock.withLock {
            for group in running { kill(-group, SIGKILL) }
        }
    }
}
