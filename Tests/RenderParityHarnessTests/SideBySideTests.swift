import Testing

@testable import RenderParityHarness

/// How the review page lines up a golden with an actual snapshot.
struct SideBySideTests {
    static func sideBySide(_ golden: String?, _ actual: String?) -> SideBySide {
        SideBySide(golden: golden.map { Array($0.utf8) }, actual: actual.map { Array($0.utf8) })
    }

    @Test func aReplacedLineIsPairedWithItsReplacement() {
        let rows = Self.sideBySide("A\nB\nC\n", "A\nX\nY\nC\n").rows
        #expect(
            rows == [
                .same(golden: 1, actual: 1), .changed(golden: 2, actual: 2), .changed(golden: nil, actual: 3),
                .same(golden: 3, actual: 4),
            ])
    }

    @Test func longUnchangedStretchesBetweenChangesAreFolded() {
        let golden = (1...20).map { "line \($0)\n" }.joined()
        let rows = Self.sideBySide(golden, golden.replacingOccurrences(of: "line 10\n", with: "line ten\n")).rows
        #expect(rows.first == .fold((1...6).map { .same(golden: $0, actual: $0) }))
        #expect(rows.last == .fold((14...20).map { .same(golden: $0, actual: $0) }))
        #expect(rows.contains(.changed(golden: 10, actual: 10)))
    }

    /// `LineDiff` repairs CR LF before comparing; the page shows the CRs, so those lines are changed rows.
    @Test func linesThatDifferOnlyByTheirCRAreChangedAndInvisibleOnly() {
        let sideBySide = Self.sideBySide("A\nB\n", "A\r\nB\r\n")
        #expect(sideBySide.rows == [.changed(golden: 1, actual: 1), .changed(golden: 2, actual: 2)])
        #expect(sideBySide.isInvisibleOnly)
        #expect(sideBySide.actualProblems == [.crlf(firstLine: 1, count: 2)])
    }

    @Test func invisibleOnlyMeansTheVisibleCharactersAreTheSame() {
        #expect(Self.sideBySide("a b\n", "a b \n").isInvisibleOnly)
        #expect(Self.sideBySide("a\u{A0}b\n", "a b\n").isInvisibleOnly)
        #expect(Self.sideBySide("\u{FEFF}x\n", "x\n").isInvisibleOnly)
        #expect(!Self.sideBySide("8.0\n", "8\n").isInvisibleOnly)
        #expect(!Self.sideBySide("a\n", "a\n").isInvisibleOnly)
        #expect(!Self.sideBySide("a\n", "a b\nc\n").isInvisibleOnly)
    }

    @Test func aMissingSideMakesEveryLineOfTheOtherAChange() {
        #expect(
            Self.sideBySide(nil, "A\nB\n").rows == [.changed(golden: nil, actual: 1), .changed(golden: nil, actual: 2)])
        #expect(Self.sideBySide("A\n", nil).rows == [.changed(golden: 1, actual: nil)])
    }
}
