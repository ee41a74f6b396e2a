import RenderParitySystem
import RenderParityText

/// The temporary files atomic writes make (`.NAME.tmp-PID-RAND`, next to the target), and
/// the ones this process has open right now, so SIGINT and SIGTERM can remove them before
/// the process ends. A file of that form whose PID no longer runs was left by
/// a killed run (SIGKILL, a power cut): `verify` reports it and `update` removes it.
public enum TemporaryFiles {
    /// A fresh temporary path next to `path`, in the form the rest of this type recognises.
    static func path(nextTo path: String) -> String {
        let folder = PathText.parent(path)
        // At most 200 bytes of the name, so the temporary name fits in NAME_MAX (255) even
        // when the golden's own name nearly fills it.
        var name = Substring(PathText.lastComponent(path))
        while name.utf8.count > 200 { name = name.dropLast() }
        return (folder.isEmpty ? "" : folder + "/") + ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether `name` (a file name, no folder) has the form `.NAME.tmp-PID-RAND`.
    public static func isTemporaryName(_ name: String) -> Bool { pid(in: name) != nil }

    /// A temporary file whose writer is gone. One of a live process (a concurrent `update`) is not stale.
    public static func isStale(_ name: String) -> Bool {
        guard let pid = pid(in: name) else { return false }
        if pid == getpid() { return false }
        return pid > Int64(Int32.max) || (kill(pid_t(pid), 0) != 0 && errno == ESRCH)
    }

    /// The PID in `.NAME.tmp-PID-RAND`, or nil when `name` has another form.
    static func pid(in name: String) -> Int64? {
        let marker = ".tmp-"
        // What follows the last marker, which must come after a non-empty NAME.
        guard name.hasPrefix("."), let suffix = name.fields(separatedBy: marker).dropFirst().last,
            name.utf8.count - suffix.utf8.count - marker.utf8.count > 1
        else { return nil }
        let numbers = suffix.split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2,
            numbers.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Int64(numbers[0])
    }

    // MARK: - This process's open temporary files

    private static let lock = Lock()
    nonisolated(unsafe) private static var open: Set<String> = []

    static func register(_ path: String) { lock.withLock { _ = open.insert(path) } }

    static func unregister(_ path: String) { lock.withLock { _ = open.remove(path) } }

    /// Removes every temporary file this process still has (on SIGINT/SIGTERM, or before an
    /// exit on a failed write to stdout). Holds the lock, so no new one is registered meanwhile.
    public static func removeAll() {
        lock.withLock {
            for path in open { unlink(path) }
            open.removeAll()
        }
    }
}
