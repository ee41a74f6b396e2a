/// How a `parity update` reads: one line per added, changed or obsolete golden
/// (with the diff of each change, so the review starts right here), then the summary.
public enum UpdateReport {
    public static func text(_ plan: UpdateRun, dryRun: Bool, prune: Bool, style: TerminalStyle) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would " : ""
        for change in plan.added {
            lines.append(style.paint("\(verb)add", .green) + " " + Corpus.snapshotsFolder + "/" + change.golden)
        }
        for change in plan.changed {
            lines.append(style.paint("\(verb)change", .yellow) + " " + Corpus.snapshotsFolder + "/" + change.golden)
            if let diff = change.diff {
                lines += DiffPresentation.lines(diff, goldenLabel: Corpus.snapshotsFolder + "/" + change.golden, style: style).map { "  " + $0 }
            }
        }
        for golden in plan.obsolete {
            let action = prune ? style.paint("\(verb)remove", .red) : style.paint("obsolete", .red)
            lines.append(action + " " + Corpus.snapshotsFolder + "/" + golden + (prune ? "" : " (no fixture)"))
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        let removal = prune ? (dryRun ? "would be removed" : "removed") : "removed with --prune"
        lines.append((dryRun ? "dry run: " : "") + plan.summary + " (\(removal))")
        return lines.joined(separator: "\n") + "\n"
    }
}
