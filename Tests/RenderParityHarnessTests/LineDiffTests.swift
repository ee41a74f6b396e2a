import Testing

@testable import RenderParityHarness

/// The diff `verify` prints on a mismatch: hunks with 3 lines of context and
/// both sides' 1-based line numbers, as in `@@ -a,b +c,d @@`.
struct LineDiffTests {
    static func bytes(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\n" }.joined().utf8) }

    static func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

    static func header(_ hunk: LineDiff.Hunk) -> String {
        "@@ -\(hunk.goldenStart),\(hunk.goldenCount) +\(hunk.actualStart),\(hunk.actualCount) @@"
    }

    /// Rebuilds both sides from the hunks and the unchanged lines between them.
    static func rebuild(golden: [String], diff: LineDiff) -> (golden: [String], actual: [String]) {
        var rebuiltGolden: [String] = []
        var rebuiltActual: [String] = []
        var next = 1
        for hunk in diff.hunks {
            let start = hunk.goldenCount == 0 ? hunk.goldenStart + 1 : hunk.goldenStart
            while next < start {
                rebuiltGolden.append(golden[next - 1])
                rebuiltActual.append(golden[next - 1])
                next += 1
            }
            for line in hunk.lines {
                switch line {
                case .context(let g, _, let text):
                    rebuiltGolden.append(text.description)
                    rebuiltActual.append(text.description)
                    next = g + 1
                case .removed(let g, let text):
                    rebuiltGolden.append(text.description)
                    next = g + 1
                case .added(_, let text): rebuiltActual.append(text.description)
                }
            }
        }
        while next <= golden.count {
            rebuiltGolden.append(golden[next - 1])
            rebuiltActual.append(golden[next - 1])
            next += 1
        }
        return (rebuiltGolden, rebuiltActual)
    }

    @Test func identicalInputsHaveNoHunks() {
        #expect(LineDiff(golden: Self.bytes(Self.numbered(5)), actual: Self.bytes(Self.numbered(5))).hunks.isEmpty)
        #expect(LineDiff(golden: [], actual: []).hunks.isEmpty)
    }

    @Test func oneChangedLineInTheMiddle() throws {
        var actual = Self.numbered(10)
        actual[4] = "changed 5"
        let diff = LineDiff(golden: Self.bytes(Self.numbered(10)), actual: Self.bytes(actual))
        let hunk = try #require(diff.hunks.count == 1 ? diff.hunks[0] : nil)
        #expect(Self.header(hunk) == "@@ -2,7 +2,7 @@")
        #expect(
            hunk.lines == [
                .context(golden: 2, actual: 2, text: "line 2"),
                .context(golden: 3, actual: 3, text: "line 3"),
                .context(golden: 4, actual: 4, text: "line 4"),
                .removed(golden: 5, text: "line 5"),
                .added(actual: 5, text: "changed 5"),
                .context(golden: 6, actual: 6, text: "line 6"),
                .context(golden: 7, actual: 7, text: "line 7"),
                .context(golden: 8, actual: 8, text: "line 8"),
            ])
    }

    @Test func insertionAtTheStartShiftsActualNumbers() {
        let diff = LineDiff(golden: Self.bytes(["a", "b"]), actual: Self.bytes(["x", "a", "b"]))
        #expect(diff.hunks.map(Self.header) == ["@@ -1,2 +1,3 @@"])
        #expect(
            diff.hunks.first?.lines == [
                .added(actual: 1, text: "x"), .context(golden: 1, actual: 2, text: "a"),
                .context(golden: 2, actual: 3, text: "b"),
            ])
    }

    @Test func deletionAtTheEnd() {
        let diff = LineDiff(golden: Self.bytes(Self.numbered(6)), actual: Self.bytes(Self.numbered(5)))
        #expect(diff.hunks.map(Self.header) == ["@@ -3,4 +3,3 @@"])
        #expect(diff.hunks.first?.lines.last == .removed(golden: 6, text: "line 6"))
    }

    @Test func emptySidesUseLineZero() {
        #expect(LineDiff(golden: [], actual: Self.bytes(["a", "b"])).hunks.map(Self.header) == ["@@ -0,0 +1,2 @@"])
        #expect(LineDiff(golden: Self.bytes(["a"]), actual: []).hunks.map(Self.header) == ["@@ -1,1 +0,0 @@"])
    }

    @Test func pureInsertionInTheMiddle() {
        var actual = Self.numbered(10)
        actual.insert("new", at: 5)
        let diff = LineDiff(golden: Self.bytes(Self.numbered(10)), actual: Self.bytes(actual))
        #expect(diff.hunks.map(Self.header) == ["@@ -3,6 +3,7 @@"])
    }

    @Test func distantChangesMakeSeparateHunks() {
        var actual = Self.numbered(20)
        actual[1] = "x"
        actual[17] = "y"
        let diff = LineDiff(golden: Self.bytes(Self.numbered(20)), actual: Self.bytes(actual))
        #expect(diff.hunks.map(Self.header) == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
    }

    @Test func nearbyChangesShareAHunk() {
        var actual = Self.numbered(20)
        actual[4] = "x"
        actual[8] = "y"
        let diff = LineDiff(golden: Self.bytes(Self.numbered(20)), actual: Self.bytes(actual))
        #expect(diff.hunks.map(Self.header) == ["@@ -2,11 +2,11 @@"])
    }

    @Test func editScriptIsTheShortest() {
        let diff = LineDiff(
            golden: Self.bytes(["a", "b", "c", "d", "e"]), actual: Self.bytes(["a", "c", "d", "x", "e"]))
        let changes = diff.hunks.flatMap(\.lines).filter { if case .context = $0 { false } else { true } }
        #expect(changes == [.removed(golden: 2, text: "b"), .added(actual: 4, text: "x")])
    }

    @Test func aMissingFinalNewlineIsNotALineDifference() {
        #expect(LineDiff(golden: Array("a\nb".utf8), actual: Array("a\nb\n".utf8)).hunks.isEmpty)
    }

    /// Pseudo-random edits, including some past `maximumEditDistance`: the hunks always rebuild both sides.
    @Test(arguments: [(UInt64(1), 30), (2, 200), (3, 2_500)])
    func hunksRebuildBothSides(seed: UInt64, size: Int) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let golden = (0..<size).map { _ in "g\(next(size / 3 + 2))" }
        var actual = golden
        for _ in 0..<(size / 2) {
            switch next(3) {
            case 0 where !actual.isEmpty: actual.remove(at: next(actual.count))
            case 1: actual.insert("a\(next(size))", at: next(actual.count + 1))
            default: if !actual.isEmpty { actual[next(actual.count)] = "c\(next(size))" }
            }
        }
        let diff = LineDiff(golden: Self.bytes(golden), actual: Self.bytes(actual))
        let rebuilt = Self.rebuild(golden: golden, diff: diff)
        #expect(rebuilt.golden == golden)
        #expect(rebuilt.actual == actual)
        for hunk in diff.hunks {
            #expect(hunk.lines.filter { if case .added = $0 { false } else { true } }.count == hunk.goldenCount)
            #expect(hunk.lines.filter { if case .removed = $0 { false } else { true } }.count == hunk.actualCount)
        }
    }

    @Test func unrelatedHugeFilesStillDiffCorrectly() {
        let golden = (1...1_200).map { "old \($0)" }
        let actual = (1...1_300).map { "new \($0)" }
        let diff = LineDiff(golden: Self.bytes(golden), actual: Self.bytes(actual))
        #expect(diff.hunks.map(Self.header) == ["@@ -1,1200 +1,1300 @@"])
        let rebuilt = Self.rebuild(golden: golden, diff: diff)
        #expect(rebuilt.golden == golden && rebuilt.actual == actual)
    }
}

/// diff §3 and §4.1 step 4: the line diff runs on the repaired sides, and each
/// change block lists its removed lines before its added ones.
struct LineDiffRepairTests {
    @Test func crlfAndBOMAreProblemsNotLineDifferences() {
        let diff = LineDiff(golden: Array("a\nb\n".utf8), actual: [0xEF, 0xBB, 0xBF] + Array("a\r\nb\r\n".utf8))
        #expect(diff.hunks.isEmpty)
        #expect(diff.goldenProblems.isEmpty)
        #expect(diff.actualProblems == [.byteOrderMark, .crlf(firstLine: 1, count: 2)])
    }

    @Test func interleavedChangeBlocksAreReorderedRemovedFirst() {
        let interleaved: [LineDiff.Line] = [
            .context(golden: 1, actual: 1, text: "k"), .added(actual: 2, text: "x"), .removed(golden: 2, text: "a"),
            .added(actual: 3, text: "y"), .context(golden: 3, actual: 4, text: "k"), .added(actual: 5, text: "z"),
            .removed(golden: 4, text: "b"),
        ]
        #expect(
            LineDiff.removedFirst(interleaved) == [
                .context(golden: 1, actual: 1, text: "k"), .removed(golden: 2, text: "a"), .added(actual: 2, text: "x"),
                .added(actual: 3, text: "y"), .context(golden: 3, actual: 4, text: "k"), .removed(golden: 4, text: "b"),
                .added(actual: 5, text: "z"),
            ])
    }

    @Test func changeBlocksListRemovedLinesFirst() {
        let diff = LineDiff(golden: Array("k\na\nb\nk\n".utf8), actual: Array("k\nx\ny\nz\nk\n".utf8))
        let changes = diff.hunks.flatMap(\.lines).filter { if case .context = $0 { false } else { true } }
        #expect(
            changes == [
                .removed(golden: 2, text: "a"), .removed(golden: 3, text: "b"),
                .added(actual: 2, text: "x"), .added(actual: 3, text: "y"), .added(actual: 4, text: "z"),
            ])
    }
}
