import Testing
import RenderParityHarness

/// The diff as people read it: golden first, both line numbers in a gutter.
struct DiffPresentationTests {
    static let diff = LineDiff(golden: Array("A\nB\nC\n".utf8), actual: Array("A\nX\nC\nD\n".utf8))

    @Test func plainLines() {
        #expect(DiffPresentation.lines(Self.diff, goldenLabel: "test-snapshots/a.txt") == [
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

    @Test func bigLineNumbersStillLineUp() {
        let golden = (1...12_345).map { "l\($0)\n" }.joined()
        let actual = golden.replacingOccurrences(of: "l12345\n", with: "m12345\n")
        let lines = DiffPresentation.lines(LineDiff(golden: Array(golden.utf8), actual: Array(actual.utf8)), goldenLabel: "g")
        #expect(lines.contains("12345       - l12345"))
        #expect(lines.contains("      12345 + m12345"))
        #expect(lines.contains("12344 12344   l12344"))
    }

    @Test func noHunksIsJustTheHeader() {
        #expect(DiffPresentation.lines(LineDiff(golden: [], actual: []), goldenLabel: "g") == ["--- golden g", "+++ actual"])
    }
}
