import Foundation
import RenderParityHarness
import Testing

/// The repository this file lives in: `Tests/RenderParityTestingTests/` is two levels below it.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}

/// A fresh corpus folder under the system temporary folder; `remove()` it in a `defer`.
struct ScratchCorpus {
    let root: String

    init(_ label: String = #function) throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("RenderParityTestingTests-\(label.filter(\.isLetter))-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: root + "/" + Corpus.fixturesFolder, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        try FileBytes.writeAtomically(Array(text.utf8), to: root + "/" + relative)
    }

    func read(_ relative: String) -> [UInt8]? { try? FileBytes.readIfPresent(root + "/" + relative) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// The comments of the issues a known-issue block records, to inspect after it.
final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(text: String, line: Int?)] = []

    /// A matcher for `withKnownIssue` that keeps every issue and accepts it.
    var matcher: @Sendable (Issue) -> Bool {
        { issue in
            self.lock.lock()
            defer { self.lock.unlock() }
            self.recorded.append((issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line))
            return true
        }
    }

    var all: [(text: String, line: Int?)] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

extension RecordedIssues {
    /// The issues `body` records, run as a known-issue block so they don't fail the test.
    static func during(_ body: () -> Void) -> [(text: String, line: Int?)] {
        let issues = RecordedIssues()
        withKnownIssue {
            body()
        } matching: {
            issues.matcher($0)
        }
        return issues.all
    }
}
