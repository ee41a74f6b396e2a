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
    /// Call first thing in `main`: a closed stdout is then a write error `parity` handles
    /// (`OutputFailure`), not the end of the process.
    package static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// Call before any other thread starts (threads inherit the mask), and only for a command
    /// that may leave something to undo (`ParityCommand.needsTerminationCleanup`): the thread
    /// costs a fresh process about a tenth of a millisecond, and a command with nothing to undo
    /// is better stopped by the signal's default action.
    package static func install() {
        var signals = stoppingSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
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
