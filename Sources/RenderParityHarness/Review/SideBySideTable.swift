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

    init(_ sideBySide: SideBySide, goldenLabel: String, actualLabel: String, golden: [UInt8]?, actual: [UInt8]?) {
        self.sideBySide = sideBySide
        self.goldenLabel = goldenLabel
        self.actualLabel = actualLabel
        goldenLacksFinalNewline = golden.map { !$0.isEmpty && $0.last != 0x0A } ?? false
        actualLacksFinalNewline = actual.map { !$0.isEmpty && $0.last != 0x0A } ?? false
    }

    func write(into page: inout HTMLWriter) {
        page.raw(
            "<table class=\"sbs\"><colgroup><col class=\"ln\"><col class=\"text\"><col class=\"ln\"><col class=\"text\"></colgroup>\n"
        )
        page.raw("<thead><tr><th colspan=\"2\"><span class=\"side\">golden</span> ")
        page.text(goldenLabel)
        page.raw("</th><th colspan=\"2\"><span class=\"side\">actual</span> ")
        page.text(actualLabel)
        page.raw("</th></tr></thead>\n<tbody>\n")
        if sideBySide.goldenLines.isEmpty, sideBySide.actualLines.isEmpty {
            page.raw(
                "<tr class=\"same\"><td class=\"ln\"></td><td class=\"empty\">(empty)</td><td class=\"ln\"></td><td class=\"empty\">(empty)</td></tr>\n"
            )
        }
        for row in sideBySide.rows {
            switch row {
            case .fold(let rows):
                page.raw(
                    "</tbody>\n<tbody class=\"fold\"><tr><td colspan=\"4\"><button type=\"button\" class=\"unfold\">⋯ \(rows.count) unchanged lines</button></td></tr></tbody>\n<tbody hidden>\n"
                )
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
        case .same(let golden, let actual):
            page.raw("<tr class=\"same\"\(Self.lineNumbers(golden, actual))>")
            cell(
                golden, LineText(decoding: sideBySide.goldenLines[golden - 1]), side: .golden, kind: .context,
                change: nil, into: &page)
            cell(
                actual, LineText(decoding: sideBySide.actualLines[actual - 1]), side: .actual, kind: .context,
                change: nil, into: &page)
        case .changed(let golden, let actual):
            let goldenText = golden.map { LineText(decoding: sideBySide.goldenLines[$0 - 1]) }
            let actualText = actual.map { LineText(decoding: sideBySide.actualLines[$0 - 1]) }
            var change: InlineChange?
            var invisibleOnly = false
            if let golden, let actual, let goldenText, let actualText {
                change = InlineChange(golden: goldenText.units, actual: actualText.units)
                invisibleOnly =
                    SideBySide.visibleUnits(sideBySide.goldenLines[golden - 1])
                    == SideBySide.visibleUnits(sideBySide.actualLines[actual - 1])
            }
            page.raw(
                "<tr class=\"\(invisibleOnly ? "changed ws-only" : "changed")\"\(Self.lineNumbers(golden, actual))>")
            cell(golden, goldenText, side: .golden, kind: .changed, change: change?.goldenRange, into: &page)
            cell(actual, actualText, side: .actual, kind: .changed, change: change?.actualRange, into: &page)
        case .fold:
            return
        }
        page.raw("</tr>\n")
    }

    /// The row's line numbers as data, so the page's script can find the element each line was
    /// drawn as in the rendered difference (`RenderedDifference`), and the row of an element.
    private static func lineNumbers(_ golden: Int?, _ actual: Int?) -> String {
        (golden.map { " data-g=\"\($0)\"" } ?? "") + (actual.map { " data-a=\"\($0)\"" } ?? "")
    }

    private enum Side {
        case golden, actual
    }

    /// A line number and a line, or two empty cells where this side has no line.
    private func cell(
        _ number: Int?, _ text: LineText?, side: Side, kind: InvisibleCharacters.LineKind, change: Range<Int>?,
        into page: inout HTMLWriter
    ) {
        let name = side == .golden ? "g" : "a"
        guard let number, let text else {
            page.raw("<td class=\"ln\"></td><td class=\"\(name) blank\"></td>")
            return
        }
        page.raw("<td class=\"ln\">\(number)</td><td class=\"\(name)\">")
        page.line(text, kind: kind, change: change, changeTag: side == .golden ? "del" : "ins")
        let lacksNewline = side == .golden ? goldenLacksFinalNewline : actualLacksFinalNewline
        let count = side == .golden ? sideBySide.goldenLines.count : sideBySide.actualLines.count
        if lacksNewline, number == count { page.badge(.noFinalNewline) }
        page.raw("</td>")
    }
}
