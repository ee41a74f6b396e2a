/// How a `parity update` reads: each added golden with its content, each changed
/// one with its diff (a CRLF or BOM repair named in words), each obsolete one, then
/// `N added, N changed, N removed`, so the review starts right here.
public enum UpdateReport {
    /// `maxDiffLines` caps each diff and each new golden's content (diff §7; 0: no cap).
    public static func text(_ plan: UpdateRun, dryRun: Bool, prune: Bool, style: TerminalStyle,
                            maxDiffLines: Int = DiffPresentation.defaultMaxLines) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would " : ""
        for change in plan.added {
            lines.append(style.paint("\(verb)add", .green) + " " + Corpus.snapshotsFolder + "/" + change.golden)
            lines += DiffPresentation.content(change.bytes, style: style, maxLines: maxDiffLines).map { "  " + $0 }
        }
        for change in plan.changed {
            lines.append(style.paint("\(verb)change", .yellow) + " " + Corpus.snapshotsFolder + "/" + change.golden)
            if let diff = change.diff {
                lines += DiffPresentation.lines(diff, goldenLabel: Corpus.snapshotsFolder + "/" + change.golden, style: style, maxLines: maxDiffLines)
                    .map { "  " + $0 }
            }
        }
        for golden in plan.obsolete {
            let action = prune ? style.paint("\(verb)remove", .red) : style.paint("obsolete", .red)
            lines.append(action + " " + Corpus.snapshotsFolder + "/" + golden + (prune ? "" : " (no fixture)"))
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        lines.append(summary(plan, dryRun: dryRun, prune: prune))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 added, 2 changed, 0 removed, 40 unchanged`, and what was left alone.
    public static func summary(_ plan: UpdateRun, dryRun: Bool, prune: Bool) -> String {
        var text = (dryRun ? "dry run, nothing written: " : "")
            + "\(plan.added.count) added, \(plan.changed.count) changed, \(prune ? plan.obsolete.count : 0) removed, \(plan.unchanged.count) unchanged"
        if !prune, !plan.obsolete.isEmpty { text += "; \(plan.obsolete.count) obsolete kept (remove with --prune)" }
        return text
    }
}
