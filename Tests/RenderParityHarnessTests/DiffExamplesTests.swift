import Foundation
import RenderParityHarness
import Testing

/// The worked examples of `spec/diff-format.md` §8, which the Kotlin helper's tests
/// run too: both implementations print every `diff.txt` byte for byte, or fail.
struct DiffExamplesTests {
    static let folder = Repository.root + "/spec/diff-examples"

    static let examples: [String] =
        (try? Corpus.list(folder, suffix: "diff.txt", required: true))?
        .map { String($0.dropLast("/diff.txt".count)) } ?? []

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: examples)
    func example(_ name: String) throws {
        let base = Self.folder + "/" + name + "/"
        let golden = try FileBytes.read(base + "golden.txt")
        let actual = try FileBytes.read(base + "actual.txt")
        let expected = String(decoding: try FileBytes.read(base + "diff.txt"), as: UTF8.self)
        var cap = DiffPresentation.defaultMaxLines
        if let text = try FileBytes.readIfPresent(base + "max-diff-lines.txt") {
            cap = try #require(
                Int(String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        let lines = DiffPresentation.lines(
            LineDiff(golden: golden, actual: actual), goldenLabel: "test-snapshots/\(name).txt", maxLines: cap)
        #expect(lines.map { $0 + "\n" }.joined() == expected)
    }
}
