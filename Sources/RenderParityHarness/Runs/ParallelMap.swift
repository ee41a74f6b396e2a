import RenderParitySystem
import RenderParityText

/// `map` over several threads with results in input order, so output never depends
/// on thread scheduling. `ParallelMapTests` checks it equals the sequential `map`.
public enum ParallelMap {
    /// The default worker count (`--jobs`): every core this process may use.
    public static var cores: Int { ProcessEnvironment.activeProcessorCount() }

    /// `jobs` workers (default: `cores`) take items in turn; with one, the plain sequential `map`.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int? = nil, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(1, jobs ?? cores), items.count)
        guard workers > 1 else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() { slots.set(index, transform(items[index])) }
        }
        return slots.values()
    }

    /// Each index is claimed and written by exactly one worker; the lock hands out indices and publishes the writes.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private var next = 0
        private let lock = Lock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < storage.count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
