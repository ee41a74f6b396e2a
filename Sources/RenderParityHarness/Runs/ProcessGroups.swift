import RenderParitySystem
import RenderParityText

/// The process groups of the renderers running now (`ProcessGroupSpawn`), so that `RunCleanup`
/// can kill them if the process is stopped part-way.
enum ProcessGroups {
    private static let lock = Lock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []

    static func insert(_ group: pid_t) { lock.withLock { _ = running.insert(group) } }

    static func remove(_ group: pid_t) { lock.withLock { _ = running.remove(group) } }

    static func killAll() {
        lock.withLock {
            for group in running { kill(-group, SIGKILL) }
        }
    }
}
