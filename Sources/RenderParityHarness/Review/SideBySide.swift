/// A golden and an actual snapshot lined up row by row, for the review page: the rows
/// of `LineDiff`'s hunks, with each removed line paired with the added line that took
/// its place (so the changed characters inside it can be marked), and the unchanged
/// lines between hunks as folds.
///
/// `LineDiff` compares the lines with CR LF and a BOM repaired, and names those problems
/// once (diff §3). The page shows the bytes as they are, so a line that only the repair
/// made equal is a changed row here: its CR or BOM is what the reviewer has to see.
struct SideBySide {
    enum Row: Equatable {
        /// The same line on both sides (1-based line numbers).
        case same(golden: Int, actual: Int)
        /// A changed line: a removed golden line, an added actual line, or a pair of both.
        case changed(golden: Int?, actual: Int?)
        /// Unchanged lines between hunks, folded away until asked for.
        case fold([Row])
    }

    /// Gaps shorter than this stay open: folding two lines away saves nothing.
    static let smallestFold = 4

    let goldenLines: [ArraySlice<UInt8>]
    let actualLines: [ArraySlice<UInt8>]
    let rows: [Row]
    /// The byte-level problems of each side (CRLF, BOM, invalid UTF-8, no final newline), as `LineDiff` found them.
    let goldenProblems: [TextProblem]
    let actualProblems: [TextProblem]

    /// Lines up `golden` with `actual`; either may be absent (no golden yet, no snapshot written).
    init(golden: [UInt8]?, actual: [UInt8]?) {
        goldenLines = golden.map(LineDiff.lines) ?? []
        actualLines = actual.map(LineDiff.lines) ?? []
        guard let golden, let actual else {
            rows =
                goldenLines.indices.map { .changed(golden: $0 + 1, actual: nil) }
                + actualLines.indices.map { .changed(golden: nil, actual: $0 + 1) }
            goldenProblems = golden.map(TextProblem.find) ?? []
            actualProblems = actual.map(TextProblem.find) ?? []
            return
        }
        let diff = LineDiff(golden: golden, actual: actual)
        goldenProblems = diff.goldenProblems
        actualProblems = diff.actualProblems
        let goldenLines = goldenLines
        let actualLines = actualLines
        rows = Self.rows(diff, goldenCount: goldenLines.count).map { row in
            guard case .same(let g, let a) = row, goldenLines[g - 1] != actualLines[a - 1] else { return row }
            return .changed(golden: g, actual: a)
        }
    }

    private static func rows(_ diff: LineDiff, goldenCount: Int) -> [Row] {
        var rows: [Row] = []
        var nextGolden = 1
        var nextActual = 1
        var removed: [Int] = []
        var added: [Int] = []
        // Unchanged lines up to (not including) golden line `end`, folded when there are many and a hunk exists.
        func gap(to end: Int) {
            let same = (nextGolden..<max(nextGolden, end)).map {
                Row.same(golden: $0, actual: $0 - nextGolden + nextActual)
            }
            nextActual += same.count
            nextGolden += same.count
            rows += same.count >= smallestFold && !diff.hunks.isEmpty ? [.fold(same)] : same
        }
        func flushChange() {
            for index in 0..<max(removed.count, added.count) {
                rows.append(
                    .changed(
                        golden: index < removed.count ? removed[index] : nil,
                        actual: index < added.count ? added[index] : nil))
            }
            removed = []
            added = []
        }
        for hunk in diff.hunks {
            for line in hunk.lines {
                switch line {
                case .context(let golden, let actual, _):
                    flushChange()
                    if golden > nextGolden { gap(to: golden) }
                    rows.append(.same(golden: golden, actual: actual))
                    nextGolden = golden + 1
                    nextActual = actual + 1
                case .removed(let golden, _):
                    if removed.isEmpty, added.isEmpty, golden > nextGolden { gap(to: golden) }
                    removed.append(golden)
                    nextGolden = golden + 1
                case .added(let actual, _):
                    if removed.isEmpty, added.isEmpty, actual > nextActual { gap(to: nextGolden + actual - nextActual) }
                    added.append(actual)
                    nextActual = actual + 1
                }
            }
            flushChange()
        }
        // What follows the last hunk is the same on both sides.
        gap(to: goldenCount + 1)
        return rows
    }

    /// Every changed row pairs a golden line with an actual line that differs from it only
    /// in characters a reviewer cannot see (CR, a trailing space, a BOM, a no-break space).
    var isInvisibleOnly: Bool {
        var sawChange = false
        for row in rows {
            guard case .changed(let golden, let actual) = row else { continue }
            guard let golden, let actual,
                Self.visibleUnits(goldenLines[golden - 1]) == Self.visibleUnits(actualLines[actual - 1])
            else { return false }
            sawChange = true
        }
        return sawChange
    }

    /// The units of a line that are seen as they are: without the ones `InvisibleCharacters`
    /// shows on a changed line, spaces counted as trailing wherever they are.
    static func visibleUnits(_ line: ArraySlice<UInt8>) -> [LineText.Unit] {
        LineText(decoding: line).units.filter { InvisibleBadge.of($0, on: .changed, trailing: true) == nil }
    }
}
