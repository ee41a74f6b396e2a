import RenderParityHarness
import Testing

/// The diff as people read it: golden first, both line numbers in a gutter.
struct DiffPresentationTests {
    static let diff = LineDiff(golden: Array("A\nB\nC\n".utf8), actual: Array("A\nX\nC\nD\n".utf8))

    @Test func plainLines() {
        #expect(
            DiffPresentation.lines(Self.diff, goldenLabel: "test-snapshots/a.txt") == [
                "--- golden test-snapshots/a.txt",
                "+++ actual",
                "@@ -1,3 +1,4 @@",
                "    1     1   A",
                "    2       - B",
                "          2 + X",
                "    3     3   C",
                "          4 + D",
            ])
    }

    @Test func colouredLines() {
        let lines = DiffPresentation.lines(Self.diff, goldenLabel: "g", style: TerminalStyle(isEnabled: true))
        #expect(lines[0] == "\u{1B}[31m--- golden g\u{1B}[0m")
        #expect(lines[1] == "\u{1B}[32m+++ actual\u{1B}[0m")
        #expect(lines[2] == "\u{1B}[36m@@ -1,3 +1,4 @@\u{1B}[0m")
        #expect(lines[3] == "    1     1   A")
        #expect(lines[4] == "\u{1B}[31m    2       - B\u{1B}[0m")
        #expect(lines[5] == "\u{1B}[32m          2 + X\u{1B}[0m")
    }

    /// The diff of `count` numbered lines whose last one changes from `lN` to `mN`.
    static func lastLineChanged(_ count: Int) -> [String] {
        let golden = (1...count).map { "l\($0)\n" }.joined()
        let actual = golden.replacingOccurrences(of: "l\(count)\n", with: "m\(count)\n")
        return DiffPresentation.lines(
            LineDiff(golden: Array(golden.utf8), actual: Array(actual.utf8)), goldenLabel: "g")
    }

    @Test func bigLineNumbersStillLineUp() {
        let lines = Self.lastLineChanged(12_345)
        #expect(lines.contains("12345       - l12345"))
        #expect(lines.contains("      12345 + m12345"))
        #expect(lines.contains("12344 12344   l12344"))
    }

    @Test func sidesEqualAfterRepairSayNoOtherDifferences() {
        let lines = DiffPresentation.lines(
            LineDiff(golden: Array("a\nb\n".utf8), actual: Array("a\r\nb".utf8)), goldenLabel: "g")
        #expect(
            lines == [
                "actual has CRLF line endings (1 line, first at line 1)", "actual has no final newline",
                "no other differences",
            ])
    }

    @Test func aPairSharingNothingHasNoMarks() {
        let lines = DiffPresentation.lines(
            LineDiff(golden: Array("abc\n".utf8), actual: Array("xyz\n".utf8)), goldenLabel: "g")
        #expect(!lines.contains { $0.hasSuffix("^") })
    }

    @Test func marksSitUnderTheChangedColumns() {
        let lines = DiffPresentation.lines(
            LineDiff(golden: Array("size=large\n".utf8), actual: Array("size=small\n".utf8)), goldenLabel: "g")
        #expect(
            Array(lines.suffix(4)) == [
                "    1       - size=large", String(repeating: " ", count: 19) + "^^^^^",
                "          1 + size=small", String(repeating: " ", count: 19) + "^^^^^",
            ])
    }

    @Test func emptyLinesEndAfterTheirSign() {
        let lines = DiffPresentation.lines(
            LineDiff(golden: Array("\na\n".utf8), actual: Array("\nb\n\n".utf8)), goldenLabel: "g")
        #expect(lines.contains("    1     1"))
        #expect(lines.contains("          3 +"))
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    @Test func theCapCountsEveryLineAndSaysHowManyAreHidden() {
        let diff = LineDiff(
            golden: Array((1...300).map { "g\($0)\n" }.joined().utf8),
            actual: Array((1...300).map { "a\($0)\n" }.joined().utf8))
        let all = DiffPresentation.lines(diff, goldenLabel: "g", maxLines: 0)
        let capped = DiffPresentation.lines(diff, goldenLabel: "g")
        #expect(capped.count == DiffPresentation.defaultMaxLines + 1)
        #expect(
            Array(capped.prefix(DiffPresentation.defaultMaxLines))
                == Array(all.prefix(DiffPresentation.defaultMaxLines)))
        #expect(capped.last == "\u{2026} \(all.count - DiffPresentation.defaultMaxLines) more lines not shown")
        #expect(DiffPresentation.lines(diff, goldenLabel: "g", maxLines: all.count) == all)
    }

    @Test func aWideLineNumberWidensEveryGutter() {
        let lines = Self.lastLineChanged(123_456)
        #expect(lines.contains("123453 123453   l123453"))
        #expect(lines.contains("123456        - l123456"))
    }
}
