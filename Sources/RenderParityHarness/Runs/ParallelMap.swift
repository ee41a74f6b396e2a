import Dispatch
import Foundation

/// `map` over all cores with results in input order, so output never depends
/// on thread scheduling. `ParallelMapTests` checks it equals the sequential `map`.
public enum ParallelMap {
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.set(index, transform(items[index]))
        }
        return slots.values()
    }

    /// Each index is written by exactly one iteration; the lock only publishes the writes.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

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
