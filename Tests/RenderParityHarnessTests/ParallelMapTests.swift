import Foundation
import RenderParityHarness
import Testing

/// Reports must not depend on thread scheduling: `ParallelMap.map` equals `map`.
struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 7, 1_000, 10_000])
    func equalsSequentialMap(count: Int) {
        let items = (0..<count).map { $0 &* 7_919 % 10_007 }
        let transform: @Sendable (Int) -> String = { "\($0):\($0 &* $0 % 97)" }
        #expect(ParallelMap.map(items, transform) == items.map(transform))
    }

    /// Uneven work makes late items finish first; results still come back in input order.
    @Test func orderIsInputOrderWhateverFinishesFirst() {
        let items = Array(0..<64)
        let result = ParallelMap.map(items) { item -> Int in
            usleep(UInt32((64 - item) * 200))
            return item * 10
        }
        #expect(result == items.map { $0 * 10 })
    }

    /// Optional results keep their nils and positions (no result is dropped).
    @Test func optionalResultsKeepTheirPlaces() {
        let items = Array(0..<500)
        let transform: @Sendable (Int) -> Int? = { $0 % 3 == 0 ? nil : $0 }
        let result = ParallelMap.map(items, transform)
        #expect(result.count == items.count)
        #expect(result == items.map(transform))
    }

    @Test func everyItemIsTransformedExactlyOnce() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var seen: [Int: Int] = [:]
            func add(_ item: Int) {
                lock.lock()
                seen[item, default: 0] += 1
                lock.unlock()
            }
        }
        let counter = Counter()
        _ = ParallelMap.map(Array(0..<2_000)) { counter.add($0) }
        #expect(counter.seen.count == 2_000)
        #expect(counter.seen.values.allSatisfy { $0 == 1 })
    }
}

/// `--jobs N`: never more than N transforms at once, and the same results for every N.
struct ParallelMapJobsTests {
    final class Concurrency: @unchecked Sendable {
        let lock = NSLock()
        var running = 0, peak = 0
        func enter() {
            lock.lock()
            running += 1
            peak = max(peak, running)
            lock.unlock()
        }
        func leave() {
            lock.lock()
            running -= 1
            lock.unlock()
        }
    }

    @Test(arguments: [1, 2, 3])
    func neverRunsMoreThanJobsAtOnce(jobs: Int) {
        let concurrency = Concurrency()
        let items = Array(0..<48)
        let result = ParallelMap.map(items, jobs: jobs) { item -> Int in
            concurrency.enter()
            usleep(500)
            concurrency.leave()
            return item * 2
        }
        #expect(result == items.map { $0 * 2 })
        #expect(concurrency.peak <= jobs)
    }

    /// One job is the plain sequential map: every item on the caller's thread, in order.
    @Test func oneJobRunsInOrderOnTheCallersThread() {
        final class Order: @unchecked Sendable {
            var seen: [Int] = []
            var threads: Set<ObjectIdentifier> = []
        }
        let order = Order()
        let caller = ObjectIdentifier(Thread.current)
        _ = ParallelMap.map(Array(0..<100), jobs: 1) { item in
            order.seen.append(item)
            order.threads.insert(ObjectIdentifier(Thread.current))
        }
        #expect(order.seen == Array(0..<100))
        #expect(order.threads == [caller])
    }
}
