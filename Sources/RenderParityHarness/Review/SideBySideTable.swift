/// `SideBySide` as an HTML table: line numbers and text of the golden on the left, of
/// the actual snapshot on the right. A changed pair marks its changed characters
/// (`del` and `ins`), folds open on a click, and a file without a final line feed
/// says so on its last line.
struct SideBySideTable {
    let sideBySide: SideBySide
    let goldenLabel: String
    let actualLabel: String
    /// Whether each side ends without a line feed (shown after its last line).
    let goldenLacksFinalNewline: Bool
    let actualLacksFinalNewline: Bool

    static let noFinalNewline = InvisibleCharacter(kind: .control, glyph: "no ␊", name: "no line feed at the end of the file")

    init(_ sideBySide: SideBySide, goldenLabel: String, actualLabel: String, golden: [UInt8]?, actual: [UInt8]?) {
        self.sideBySide = sideBySide
        self.goldenLabel = goldenLabel
        self.actualLabel = actualLabel
        goldenLacksFinalNewline = golden.map { !$0.isEmpty && $0.last != 0x0A } ?? false
        actualLacksFinalNewline = actual.map { !$0.isEmpty && $0.last != 0x0A } ?? false
    }

    func write(into page: inout HTMLWriter) {
        page.raw("<table class=\"sbs\"><colgroup><col class=\"ln\"><col class=\"text\"><col class=\"ln\"><col class=\"text\"></colgroup>\n")
        page.raw("<thead><tr><th colspan=\"2\"><span class=\"side\">golden</span> ")
        page.text(goldenLabel)
        page.raw("</th><th colspan=\"2\"><span class=\"side\">actual</span> ")
        page.text(actualLabel)
        page.raw("</th></tr></thead>\n<tbody>\n")
        if sideBySide.goldenLines.isEmpty, sideBySide.actualLines.isEmpty {
            page.raw("<tr class=\"same\"><td class=\"ln\"></td><td class=\"empty\">(empty)</td><td class=\"ln\"></td><td class=\"empty\">(empty)</td></tr>\n")
        }
        for row in sideBySide.rows {
            switch row {
            case let .fold(rows):
                page.raw("</tbody>\n<tbody class=\"fold\"><tr><td colspan=\"4\"><button type=\"button\" class=\"unfold\">⋯ \(rows.count) unchanged lines</button></td></tr></tbody>\n<tbody hidden>\n")
                for folded in rows { write(folded, into: &page) }
                page.raw("</tbody>\n<tbody>\n")
            default:
                write(row, into: &page)
            }
        }
        page.raw("</tbody></table>\n")
    }

    private func write(_ row: SideBySide.Row, into page: inout HTMLWriter) {
        switch row {
        case let .same(golden, actual):
            page.raw("<tr class=\"same\">")
            cell(golden, lines: sideBySide.goldenLines, side: "g", policy: .unchangedLine, change: nil, tag: "del", into: &page)
            cell(actual, lines: sideBySide.actualLines, side: "a", policy: .unchangedLine, change: nil, tag: "ins", into: &page)
        case let .changed(golden, actual):
            var change: InlineChange?, invisibleOnly = false
            if let golden, let actual {
                let goldenLine = sideBySide.goldenLines[golden - 1], actualLine = sideBySide.actualLines[actual - 1]
                change = InlineChange(golden: goldenLine, actual: actualLine)
                invisibleOnly = InlineChange.isInvisibleOnly(golden: goldenLine, actual: actualLine)
            }
            page.raw(invisibleOnly ? "<tr class=\"changed ws-only\">" : "<tr class=\"changed\">")
            cell(golden, lines: sideBySide.goldenLines, side: "g", policy: .changedLine, change: change?.golden, tag: "del", into: &page)
            cell(actual, lines: sideBySide.actualLines, side: "a", policy: .changedLine, change: change?.actual, tag: "ins", into: &page)
        case .fold:
            return
        }
        page.raw("</tr>\n")
    }

    /// A line number and a line, or two empty cells where this side has no line.
    private func cell(_ number: Int?, lines: [ArraySlice<UInt8>], side: String, policy: InvisiblePolicy,
                      change: Range<Int>?, tag: String, into page: inout HTMLWriter) {
        guard let number else {
            page.raw("<td class=\"ln\"></td><td class=\"\(side) blank\"></td>")
            return
        }
        page.raw("<td class=\"ln\">\(number)</td><td class=\"\(side)\">")
        page.bytes(lines[number - 1], policy: policy, change: change, changeTag: tag)
        let lacksNewline = side == "g" ? goldenLacksFinalNewline : actualLacksFinalNewline
        if lacksNewline, number == lines.count { page.marker(Self.noFinalNewline) }
        page.raw("</td>")
    }
}
