/// How a `parity update` reads: each added golden with its content, each changed
/// one with its diff (a CRLF or BOM repair named in words), each obsolete one, then
/// `N added, N changed, N removed`, so the review starts right here.
public enum UpdateReport {
    /// `maxDiffLines` caps each diff and each new golden's content (diff §7; 0: no cap).
    public static func text(
        _ plan: UpdateRun, dryRun: Bool, prune: Bool, style: TerminalStyle,
        maxDiffLines: Int = DiffPresentation.defaultMaxLines, applied: UpdateRun.Applied? = nil
    ) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would " : ""
        for temporary in plan.staleTemporaries {
            lines.append(
                style.paint("\(verb)remove", .red) + " " + shown(temporary)
                    + " (a temporary file left by an interrupted update)")
        }
        for change in plan.added {
            lines.append(style.paint("\(verb)add", .green) + " " + shown(change.golden))
            lines += DiffPresentation.content(change.bytes, style: style, maxLines: maxDiffLines).map { "  " + $0 }
        }
        for change in plan.changed {
            lines.append(style.paint("\(verb)change", .yellow) + " " + shown(change.golden))
            if let diff = change.diff {
                lines += DiffPresentation.lines(
                    diff, goldenLabel: shown(change.golden), style: style, maxLines: maxDiffLines
                )
                .map { "  " + $0 }
            }
        }
        for golden in plan.obsolete {
            let action = prune ? style.paint("\(verb)remove", .red) : style.paint("obsolete", .red)
            lines.append(action + " " + shown(golden) + (prune ? "" : " (no fixture)"))
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        lines.append(summary(plan, dryRun: dryRun, prune: prune))
        // `applied` is what a real run did; when an error stopped it, say what was already written.
        if let applied, applied.failure != nil {
            let total = plan.added.count + plan.changed.count
            lines.append(
                style.paint("stopped", .red) + " after writing \(applied.written.count) of \(total) goldens"
                    + (prune ? " and removing \(applied.removed.count) of \(plan.obsolete.count)" : "")
                    + "; each write is atomic, so none is half-written: run 'parity update' again to finish")
            lines += applied.written.map { "  written: " + shown($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A golden's path as printed: under `test-snapshots/`, control characters escaped.
    static func shown(_ golden: String) -> String {
        ControlCharacterEscaping.escaped(Corpus.snapshotsFolder + "/" + golden)
    }

    /// `1 added, 2 changed, 0 removed, 40 unchanged`, and what was left alone.
    public static func summary(_ plan: UpdateRun, dryRun: Bool, prune: Bool) -> String {
        var text =
            (dryRun ? "dry run, nothing written: " : "")
            + "\(plan.added.count) added, \(plan.changed.count) changed, \(prune ? plan.obsolete.count : 0) removed, \(plan.unchanged.count) unchanged"
        if !prune, !plan.obsolete.isEmpty { text += "; \(plan.obsolete.count) obsolete kept (remove with --prune)" }
        return text
    }
}
