/// How `parity update --interactive` reads: each golden as `update` shows it, a question
/// after it, and at the end what was written and the summary line, which also counts
/// what was skipped.
extension UpdateReport {
    /// The golden about to be decided on, as the non-interactive report shows it (an obsolete
    /// golden as `remove`, which is what accepting it does), after a blank line. `snapshots` is
    /// the goldens' folder as the plan names it (`UpdateRun.snapshotsLabel`).
    public static func interactiveItem(
        _ item: UpdateRun.Item, snapshots: String, style: TerminalStyle, maxDiffLines: Int
    ) -> String {
        "\n"
            + itemLines(item, snapshots: snapshots, verb: "", prune: true, style: style, maxDiffLines: maxDiffLines)
            .joined(separator: "\n") + "\n"
    }

    /// `[2/5] accept? a accept, s skip, A accept all remaining, q quit: ` (no newline: the answer follows).
    public static func question(position: Int, total: Int, style: TerminalStyle) -> String {
        style.paint("[\(position)/\(total)]", .bold) + " accept? " + answers + ": "
    }

    /// What an answer that means nothing gets: the question is asked again after it.
    public static func unknownAnswer(_ line: String) -> String {
        "'\(ControlCharacterEscaping.escaped(line))' is not an answer; type " + answers + ", then Enter\n"
    }

    private static let answers = "a accept, s skip, A accept all remaining, q quit"

    /// The end of the walk: each unreadable fixture, the summary of what was accepted with
    /// the skipped count, and, when a write failed, what was written before it.
    public static func interactiveClosing(
        _ decisions: InteractiveUpdate.Decisions, applied: UpdateRun.Applied, style: TerminalStyle
    ) -> String {
        let plan = decisions.accepted
        var lines = [""]
        for temporary in applied.temporariesRemoved {
            lines.append(
                style.paint("removed", .red) + " " + shown(temporary, in: plan.snapshotsLabel)
                    + " (a temporary file left by an interrupted update)")
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        var summary = summary(plan, dryRun: false, prune: true) + ", \(decisions.skipped.count) skipped"
        if applied.failure != nil {
            summary +=
                "; " + style.paint("stopped", .red)
                + " after writing \(applied.written.count) and removing \(applied.removed.count); each write is atomic, so none is half-written"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }
}
