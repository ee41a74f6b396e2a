/// How a `parity update` reads: one line per added, changed or obsolete golden
/// (with the diff of each change, so the review starts right here), then the summary.
public enum UpdateReport {
    /// `applied` is what a real run did (nil for `--dry-run`); when an error stopped it, the
    /// report ends by saying what was written before the error, which `parity` then prints.
    public static func text(_ plan: UpdateRun, dryRun: Bool, prune: Bool, style: TerminalStyle, applied: UpdateRun.Applied? = nil) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would " : ""
        for temporary in plan.staleTemporaries {
            lines.append(style.paint("\(verb)remove", .red) + " " + shown(temporary) + " (a temporary file left by an interrupted update)")
        }
        for change in plan.added {
            lines.append(style.paint("\(verb)add", .green) + " " + shown(change.golden))
        }
        for change in plan.changed {
            lines.append(style.paint("\(verb)change", .yellow) + " " + shown(change.golden))
            if let diff = change.diff {
                lines += DiffPresentation.lines(diff, goldenLabel: shown(change.golden), style: style).map { "  " + $0 }
            }
        }
        for golden in plan.obsolete {
            let action = prune ? style.paint("\(verb)remove", .red) : style.paint("obsolete", .red)
            lines.append(action + " " + shown(golden) + (prune ? "" : " (no fixture)"))
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        let removal = prune ? (dryRun ? "would be removed" : "removed") : "removed with --prune"
        lines.append((dryRun ? "dry run: " : "") + plan.summary + " (\(removal))")
        if let applied, applied.failure != nil {
            let total = plan.added.count + plan.changed.count
            lines.append(style.paint("stopped", .red) + " after writing \(applied.written.count) of \(total) goldens"
                + (prune ? " and removing \(applied.removed.count) of \(plan.obsolete.count)" : "")
                + "; each write is atomic, so none is half-written: run 'parity update' again to finish")
            lines += applied.written.map { "  written: " + shown($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A golden's path as printed: under `test-snapshots/`, control characters escaped.
    static func shown(_ golden: String) -> String { ControlCharacterEscaping.escaped(Corpus.snapshotsFolder + "/" + golden) }
}
