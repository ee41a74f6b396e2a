/// How a `parity update` reads: each added golden with its content, each changed
/// one with its diff (a CRLF or BOM repair named in words), each obsolete one, then
/// `N added, N changed, N removed`, so the review starts right here.
public enum UpdateReport {
    /// `maxDiffLines` caps each diff and each new golden's content (diff §7; 0: no cap).
    public static func text(
        _ plan: UpdateRun, dryRun: Bool, prune: Bool, style: TerminalStyle,
        maxDiffLines: Int = DiffPresentation.defaultMaxLines, applied: UpdateRun.Applied? = nil,
        hints: CommandHints = .none
    ) -> String {
        var lines: [String] = []
        let verb = dryRun ? "would " : ""
        for temporary in plan.staleTemporaries {
            lines.append(
                style.paint("\(verb)remove", .red) + " " + shown(temporary, in: plan.snapshotsLabel)
                    + " (a temporary file left by an interrupted update)")
        }
        for item in plan.items {
            lines += itemLines(
                item, snapshots: plan.snapshotsLabel, verb: verb, prune: prune, style: style, maxDiffLines: maxDiffLines
            )
        }
        for error in plan.unreadable {
            lines.append(style.paint("error", .red) + " " + error.message)
        }
        lines.append(summary(plan, dryRun: dryRun, prune: prune, hints: hints))
        // `applied` is what a real run did; when an error stopped it, say what was already written.
        if let applied, applied.failure != nil {
            let total = plan.added.count + plan.changed.count
            lines.append(
                style.paint("stopped", .red) + " after writing \(applied.written.count) of \(total) goldens"
                    + (prune ? " and removing \(applied.removed.count) of \(plan.obsolete.count)" : "")
                    + "; each write is atomic, so none is half-written: run 'parity update' again to finish")
            lines += applied.written.map { "  written: " + shown($0, in: plan.snapshotsLabel) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One golden as the report shows it: what happens to it, then a new golden's content or a
    /// changed one's diff, indented. `update --interactive` shows each in turn the same way.
    /// `snapshots` is the goldens' folder as the plan names it (`UpdateRun.snapshotsLabel`).
    static func itemLines(
        _ item: UpdateRun.Item, snapshots: String, verb: String, prune: Bool, style: TerminalStyle, maxDiffLines: Int
    ) -> [String] {
        func shown(_ golden: String) -> String { UpdateReport.shown(golden, in: snapshots) }
        switch item {
        case .add(let change):
            return [style.paint("\(verb)add", .green) + " " + shown(change.golden)]
                + DiffPresentation.content(change.bytes, style: style, maxLines: maxDiffLines).map { "  " + $0 }
        case .change(let change):
            let diff =
                change.diff.map {
                    DiffPresentation.lines($0, goldenLabel: shown(change.golden), style: style, maxLines: maxDiffLines)
                } ?? []
            return [style.paint("\(verb)change", .yellow) + " " + shown(change.golden)] + diff.map { "  " + $0 }
        case .remove(let golden):
            let action = prune ? style.paint("\(verb)remove", .red) : style.paint("obsolete", .red)
            return [action + " " + shown(golden) + (prune ? "" : " (no fixture)")]
        }
    }

    /// A golden's path as printed: under the goldens' folder as the plan names it, control characters escaped.
    static func shown(_ golden: String, in snapshots: String) -> String {
        ControlCharacterEscaping.escaped(FolderLabel.file(golden, in: snapshots))
    }

    /// `1 added, 2 changed, 0 removed, 40 unchanged`, and what was left alone.
    public static func summary(_ plan: UpdateRun, dryRun: Bool, prune: Bool, hints: CommandHints = .none) -> String {
        var text =
            (dryRun ? "dry run, nothing written: " : "")
            + "\(plan.added.count) added, \(plan.changed.count) changed, \(prune ? plan.obsolete.count : 0) removed, \(plan.unchanged.count) unchanged"
        if !prune, !plan.obsolete.isEmpty { text += "; \(plan.obsolete.count) obsolete kept" + hints.pruneObsolete }
        return text
    }
}
