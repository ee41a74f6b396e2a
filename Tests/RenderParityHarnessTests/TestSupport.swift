import Foundation
import RenderParityHarness

/// The repository this test file lives in: `Tests/RenderParityHarnessTests/` is two levels below it.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shipped corpus, or nil when it cannot be listed (tests then fail on the empty list).
    static let corpus: Corpus? = try? Corpus(root: root)
}

/// A fresh folder under the system temporary folder, unique per test; `remove()` it in a `defer`.
final class TemporaryFolder: Sendable {
    let path: String

    init(_ label: String = "harness") throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("RenderParityHarnessTests-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `bytes` at `relative`, creating folders; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String { try write(relative, Array(text.utf8)) }

    func makeFolder(_ relative: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
        return path + "/" + relative
    }

    /// Every entry below the folder (files and folders), relative, sorted.
    func entries() -> [String] {
        ((FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension RunClock {
    /// A clock that never moves: every time is zero.
    static let zero = RunClock { .zero }

    /// A clock that moves `step` each time it is read. With one job, each fixture reads it
    /// twice (start and end), so each takes exactly `step`.
    static func stepping(_ step: Duration) -> RunClock {
        let ticks = Ticks()
        return RunClock { step * ticks.next() }
    }
}

/// A counter the stepping clock reads from any thread.
final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
