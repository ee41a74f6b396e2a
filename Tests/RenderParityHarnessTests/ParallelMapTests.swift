import Foundation
import Testing
import RenderParityHarness

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
            func add(_ item: Int) { lock.lock(); seen[item, default: 0] += 1; lock.unlock() }
        }
        let counter = Counter()
        _ = ParallelMap.map(Array(0..<2_000)) { counter.add($0) }
        #expect(counter.seen.count == 2_000)
        #expect(counter.seen.values.allSatisfy { $0 == 1 })
    }
}
