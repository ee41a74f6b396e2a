/// How a `LineDiff` reads in a terminal or a report: unified-diff hunks with
/// both sides' line numbers in a gutter, golden first.
///
///     --- golden test-snapshots/a.txt
///     +++ actual
///     @@ -2,3 +2,3 @@
///         2     2    Text(content="a", style=body, color=default, weight=regular)
///         3       -  Divider
///               3 +  Spacer
public enum DiffPresentation {
    public static func lines(_ diff: LineDiff, goldenLabel: String, style: TerminalStyle = .plain) -> [String] {
        // The lines are file and renderer content: control characters are escaped (issue 14 §5).
        let shown = ControlCharacterEscaping.escaped
        var lines = [style.paint("--- golden \(shown(goldenLabel, []))", .red), style.paint("+++ actual", .green)]
        for hunk in diff.hunks {
            lines.append(style.paint("@@ -\(hunk.goldenStart),\(hunk.goldenCount) +\(hunk.actualStart),\(hunk.actualCount) @@", .cyan))
            for line in hunk.lines {
                switch line {
                case let .context(golden, actual, text):
                    lines.append(gutter(golden, actual) + "   " + shown(text, []))
                case let .removed(golden, text):
                    lines.append(style.paint(gutter(golden, nil) + " - " + shown(text, []), .red))
                case let .added(actual, text):
                    lines.append(style.paint(gutter(nil, actual) + " + " + shown(text, []), .green))
                }
            }
        }
        return lines
    }

    private static func gutter(_ golden: Int?, _ actual: Int?) -> String {
        pad(golden.map(String.init) ?? "") + " " + pad(actual.map(String.init) ?? "")
    }

    private static func pad(_ text: String) -> String {
        String(repeating: " ", count: max(0, 5 - text.count)) + text
    }
}
