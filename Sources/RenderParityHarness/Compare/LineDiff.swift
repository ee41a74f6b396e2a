/// A line diff of a golden against an actual snapshot (`spec/diff-format.md`): the
/// byte-level problems of each side (diff §2), then hunks with 3 lines of context
/// and the line numbers of both sides, over the sides with CRLF and BOM repaired
/// (diff §3), so such a problem is named once instead of changing every line.
///
/// Lines are compared as bytes. The edit script is Myers' shortest one (diff §4.1);
/// past `maximumEditDistance` (huge, unrelated files) the middle is shown as removed
/// then added, which is still a correct diff, only not the shortest.
public struct LineDiff: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case context(golden: Int, actual: Int, text: LineText)
        case removed(golden: Int, text: LineText)
        case added(actual: Int, text: LineText)

        var isContext: Bool { if case .context = self { true } else { false } }
        var isRemoved: Bool { if case .removed = self { true } else { false } }
    }

    public struct Hunk: Equatable, Sendable {
        /// 1-based first line and line count on each side, as in `@@ -a,b +c,d @@`.
        public let goldenStart: Int, goldenCount: Int, actualStart: Int, actualCount: Int
        public let lines: [Line]
    }

    public static let contextLines = 3
    public static let maximumEditDistance = 1_000

    public let goldenProblems: [TextProblem]
    public let actualProblems: [TextProblem]
    /// Empty when the sides differ only by their problems.
    public let hunks: [Hunk]

    public init(golden: [UInt8], actual: [UInt8]) {
        goldenProblems = TextProblem.find(in: golden)
        actualProblems = TextProblem.find(in: actual)
        let old = Self.lines(TextProblem.repairingLineEndings(golden))
        let new = Self.lines(TextProblem.repairingLineEndings(actual))
        hunks = Self.hunks(Self.editScript(old, new), old: old, new: new)
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private enum Edit { case keep, delete, insert }

    private static func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        let middle =
            myers(a, b)
            ?? (Array(repeating: Edit.delete, count: a.count) + Array(repeating: Edit.insert, count: b.count))
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    /// Myers' O((N+M)·D) algorithm, keeping each round's frontier to walk back the path.
    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, offset: offset, n: n, m: m) }
            }
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], offset: Int, n: Int, m: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.keep)
                x -= 1
                y -= 1
            }
            if d > 0 { edits.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    private static func hunks(_ script: [Edit], old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>]) -> [Hunk] {
        var lines: [Line] = []
        var o = 0
        var n = 0
        for edit in script {
            switch edit {
            case .keep:
                lines.append(.context(golden: o + 1, actual: n + 1, text: text(old[o])))
                o += 1
                n += 1
            case .delete:
                lines.append(.removed(golden: o + 1, text: text(old[o])))
                o += 1
            case .insert:
                lines.append(.added(actual: n + 1, text: text(new[n])))
                n += 1
            }
        }
        lines = removedFirst(lines)
        let changed = lines.indices.filter { !lines[$0].isContext }
        var hunks: [Hunk] = []
        var start = 0
        // Golden and actual lines before the next hunk, counted once over the whole script.
        var counted = 0
        var goldenBefore = 0
        var actualBefore = 0
        while start < changed.count {
            var end = start
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * contextLines + 1 { end += 1 }
            let range = max(0, changed[start] - contextLines)..<min(lines.count, changed[end] + contextLines + 1)
            for line in lines[counted..<range.lowerBound] {
                switch line {
                case .context:
                    goldenBefore += 1
                    actualBefore += 1
                case .removed: goldenBefore += 1
                case .added: actualBefore += 1
                }
            }
            counted = range.lowerBound
            hunks.append(hunk(Array(lines[range]), goldenBefore: goldenBefore, actualBefore: actualBefore))
            start = end + 1
        }
        return hunks
    }

    /// Each change block (a run of removed and added lines) lists its removed lines,
    /// then its added ones (diff §4.1 step 4), so removed and added lines pair up in order.
    /// This Myers walk already puts deletions first in every case tried; the step keeps
    /// that a rule rather than a property of one implementation's tie-breaks.
    static func removedFirst(_ lines: [Line]) -> [Line] {
        var ordered: [Line] = []
        var block: [Line] = []
        for line in lines {
            if line.isContext {
                ordered += block.filter(\.isRemoved) + block.filter { !$0.isRemoved }
                block = []
                ordered.append(line)
            } else {
                block.append(line)
            }
        }
        return ordered + block.filter(\.isRemoved) + block.filter { !$0.isRemoved }
    }

    private static func hunk(_ slice: [Line], goldenBefore: Int, actualBefore: Int) -> Hunk {
        let goldenCount = slice.filter { if case .added = $0 { false } else { true } }.count
        let actualCount = slice.filter { if case .removed = $0 { false } else { true } }.count
        return Hunk(
            goldenStart: goldenCount == 0 ? goldenBefore : goldenBefore + 1, goldenCount: goldenCount,
            actualStart: actualCount == 0 ? actualBefore : actualBefore + 1, actualCount: actualCount, lines: slice)
    }

    private static func text(_ line: ArraySlice<UInt8>) -> LineText { LineText(decoding: line) }
}
