import Dispatch
import RenderParityText
import Testing

/// `Lock` keeps a shared count exact while many threads add to it.
struct LockTests {
    final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test func everyIncrementCounts() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
        }
        #expect(counter.value == 80_000)
    }

    @Test func lockAndUnlockPair() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 {
                counter.lock.lock()
                counter.value += 1
                counter.lock.unlock()
            }
        }
        #expect(counter.value == 4_000)
    }
}
