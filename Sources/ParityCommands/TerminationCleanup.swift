import RenderParityHarness
import RenderParitySystem

/// What `parity` undoes when it is told to stop: on SIGINT or SIGTERM it runs `RunCleanup`
/// (its temporary files, the process groups of the renderers it runs), then ends by the same
/// signal, so the shell sees an interrupted command. Here, not in the harness: signals are the
/// process's, and a library linked into a test runner must not take them.
///
/// The signals are blocked in every thread and taken by one thread with `sigwait`, so the
/// cleanup runs as ordinary code (locks, `unlink`) rather than in a signal handler.
package enum TerminationCleanup {
    /// Call first thing in `main`, before any other thread starts (threads inherit the mask).
    /// Also ignores SIGPIPE, so a closed stdout is a write error `parity` handles (`OutputFailure`).
    package static func install() {
        var signals = stoppingSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
        // A serial queue of its own: libdispatch gives it a thread that may block for the
        // whole run without holding up the worker threads of `ParallelMap`.
        DispatchQueue(label: "parity.termination-cleanup").async {
            var signals = stoppingSignals()
            var received: Int32 = 0
            guard sigwait(&signals, &received) == 0 else { return }
            RunCleanup.run()
            signal(received, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(received)
            _exit(128 + received)
        }
    }

    static func stoppingSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }
}
