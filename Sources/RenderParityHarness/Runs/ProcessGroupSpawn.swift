import RenderParitySystem
import RenderParityText

/// One renderer process in a process group of its own, started with
/// `posix_spawn` (`POSIX_SPAWN_SETPGROUP`), so a timeout or an oversized output kills
/// everything it started (`kill(-group)`), grandchildren holding its stdout included.
///
/// It runs the executable directly (no shell and no `env` wrapper), with stdin
/// from `/dev/null`, stdout and stderr on pipes (read ends close-on-exec, so parallel
/// renderers never inherit each other's pipes), and SIGINT, SIGTERM and SIGPIPE back at
/// their defaults with none blocked (`parity` blocks or ignores them for itself).
struct ProcessGroupSpawn {
    let pid: pid_t
    /// Read ends of the child's stdout and stderr.
    let output: Int32
    let errors: Int32

    /// Starts `executable` with `arguments` (`arguments[0]` is the name it is called by).
    static func start(_ executable: String, arguments: [String]) -> Result<ProcessGroupSpawn, SpawnError> {
        // Pipes are made close-on-exec and the child spawned under one lock: no other
        // renderer can be spawned between `pipe` and `fcntl` and inherit these pipes.
        spawning.lock()
        defer { spawning.unlock() }
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return .failure(SpawnError(code: errno)) }
        guard pipe(&errorPipe) == 0 else {
            let code = errno
            for descriptor in outputPipe { close(descriptor) }
            return .failure(SpawnError(code: code))
        }
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        // Nothing else of ours reaches the renderer: a descriptor opened without close-on-exec
        // (by Foundation, or a golden being written on another thread) would otherwise stay open
        // in it for its whole life, and an executable still open for writing cannot be run.
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        var defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard result == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            return .failure(SpawnError(code: result))
        }
        ProcessGroups.insert(pid)
        return .success(ProcessGroupSpawn(pid: pid, output: outputPipe[0], errors: errorPipe[0]))
    }

    private static let spawning = Lock()

    struct SpawnError: Error {
        let code: Int32
        var reason: String { String(cString: strerror(code)) }
    }

    /// Whether the child has ended, without reaping it: while it is a zombie its PID cannot be
    /// reused, so `killGroup` after this never hits an unrelated group.
    func hasExited() -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// SIGKILL to every process in the group (harmless when it is empty).
    func killGroup() { kill(-pid, SIGKILL) }

    /// Kills what is left of the group, reaps the child and closes the pipes; returns the wait status.
    func finish() -> Int32 {
        killGroup()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        ProcessGroups.remove(pid)
        close(output)
        close(errors)
        return status
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), found at run time:
    /// Swift's Glibc module does not declare it. Where it is missing the renderer inherits
    /// only what was opened without close-on-exec, as before.
    static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
        #if canImport(Glibc)
            guard let library = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(library, "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
        #else
            return nil
        #endif
    }()
}

/// A `waitpid` status, decoded (the C macros are not visible from Swift).
enum WaitStatus {
    case exited(Int32)
    case signaled(Int32)

    init(_ status: Int32) {
        self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }
}
