import RenderParityText

/// How a `LineDiff` reads in a terminal, a report or a test failure: the block of
/// `spec/diff-format.md`, the same in the CLI and in the Swift and Kotlin helpers.
///
///     actual has no final newline
///     --- golden test-snapshots/a.txt
///     +++ actual
///     @@ -1,3 +1,3 @@
///         1     1   VStack(spacing=8.0, align=leading) [children=2]
///         2     2     Text(content="a", style=body, color=default, weight=regular)
///         3       -   Text(content="Total", style=body)
///                                                ^^^^
///               3 +   Text(content="Total", style=title)
///                                                ^^^^^
public enum DiffPresentation {
    /// diff §7: the default cap on the lines of one block.
    public static let defaultMaxLines = 200

    /// The block's lines. `maxLines` caps it (0: no cap); colour only wraps whole lines.
    public static func lines(
        _ diff: LineDiff, goldenLabel: String, style: TerminalStyle = .plain, maxLines: Int = defaultMaxLines
    ) -> [String] {
        var lines =
            diff.goldenProblems.map { $0.sentence(side: Messages.Diff.golden) }
            + diff.actualProblems.map { $0.sentence(side: Messages.Diff.actual) }
        if diff.hunks.isEmpty {
            lines.append(Messages.Diff.noOtherDifferences)
        } else {
            lines += [
                style.paint(Messages.Diff.goldenHeader(label: goldenLabel), .red),
                style.paint(Messages.Diff.actualHeader, .green),
            ]
            let gutter = Gutter(width: max(5, String(largestLineNumber(diff)).count))
            for hunk in diff.hunks {
                let header = Messages.Diff.hunkHeader(
                    goldenStart: hunk.goldenStart, goldenCount: hunk.goldenCount, actualStart: hunk.actualStart,
                    actualCount: hunk.actualCount)
                lines.append(style.paint(header, .cyan))
                lines += hunkLines(hunk, gutter: gutter, style: style)
            }
        }
        return capped(lines, maxLines: maxLines)
    }

    /// A new file's lines as added lines (`          1 + Spacer`), capped like a diff: what
    /// `parity update` shows for a new golden, so it is reviewed like a changed one.
    public static func content(_ bytes: [UInt8], style: TerminalStyle = .plain, maxLines: Int = defaultMaxLines)
        -> [String]
    {
        let diff = LineDiff(golden: [], actual: bytes)
        let gutter = Gutter(width: max(5, String(largestLineNumber(diff)).count))
        return capped(diff.hunks.flatMap { hunkLines($0, gutter: gutter, style: style) }, maxLines: maxLines)
    }

    /// diff §7: the first `maxLines` lines and `… K more lines not shown`.
    static func capped(_ lines: [String], maxLines: Int) -> [String] {
        guard maxLines > 0, lines.count > maxLines else { return lines }
        let hidden = lines.count - maxLines
        return Array(lines.prefix(maxLines)) + [Messages.Diff.capped(hidden: hidden)]
    }

    /// diff §5: context lines as they are; each change block's removed lines, then its
    /// added lines, a line of a pair followed by the marks under its changed columns.
    static func hunkLines(_ hunk: LineDiff.Hunk, gutter: Gutter, style: TerminalStyle) -> [String] {
        var lines: [String] = []
        var removed: [(number: Int, text: LineText)] = []
        var added: [(number: Int, text: LineText)] = []
        func flush() {
            var changes: [InlineChange?] = []
            for index in 0..<min(removed.count, added.count) {
                changes.append(InlineChange(golden: removed[index].text.units, actual: added[index].text.units))
            }
            for (index, line) in removed.enumerated() {
                let displayed = InvisibleCharacters.display(line.text, as: .changed)
                lines.append(
                    style.paint(
                        gutter.line(golden: line.number, actual: nil, sign: "-", text: displayed.joined()), .red))
                if index < changes.count, let change = changes[index] {
                    lines.append(gutter.marks(displayed, change.goldenRange))
                }
            }
            for (index, line) in added.enumerated() {
                let displayed = InvisibleCharacters.display(line.text, as: .changed)
                lines.append(
                    style.paint(
                        gutter.line(golden: nil, actual: line.number, sign: "+", text: displayed.joined()), .green))
                if index < changes.count, let change = changes[index] {
                    lines.append(gutter.marks(displayed, change.actualRange))
                }
            }
            removed = []
            added = []
        }
        for line in hunk.lines {
            switch line {
            case .context(let golden, let actual, let text):
                flush()
                lines.append(
                    gutter.line(
                        golden: golden, actual: actual, sign: " ", text: InvisibleCharacters.text(text, as: .context)))
            case .removed(let golden, let text): removed.append((golden, text))
            case .added(let actual, let text): added.append((actual, text))
            }
        }
        flush()
        return lines
    }

    static func largestLineNumber(_ diff: LineDiff) -> Int {
        diff.hunks.map { max($0.goldenStart + $0.goldenCount - 1, $0.actualStart + $0.actualCount - 1) }.max() ?? 0
    }

    /// diff §5.1: both line numbers right-aligned in `width` columns, then the sign.
    struct Gutter {
        let width: Int

        func line(golden: Int?, actual: Int?, sign: Character, text: String) -> String {
            let numbers = pad(golden) + " " + pad(actual)
            // An empty text leaves no trailing spaces: the line ends after the numbers or the sign.
            if text.isEmpty { return sign == " " ? numbers : numbers + " " + String(sign) }
            return numbers + " " + String(sign) + " " + text
        }

        /// diff §5.4: spaces under the unchanged columns, `^` under the changed ones
        /// (one `^` where the other side inserted something).
        func marks(_ displayed: [String], _ range: Range<Int>) -> String {
            let before = displayed[..<range.lowerBound].reduce(0) { $0 + $1.unicodeScalars.count }
            let changed = displayed[range].reduce(0) { $0 + $1.unicodeScalars.count }
            return String(repeating: " ", count: 2 * width + 4 + before)
                + String(repeating: "^", count: max(1, changed))
        }

        private func pad(_ number: Int?) -> String {
            let text = number.map(String.init) ?? ""
            return String(repeating: " ", count: max(0, width - text.count)) + text
        }
    }
}
