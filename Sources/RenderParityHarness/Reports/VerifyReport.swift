import RenderParity

/// How a `VerifyRun` reads: for people (`text`), for tools (`json`) and for CI
/// dashboards (`junit`). The first line names the vocabulary the goldens were held to
/// (spec/vocabulary.md §5), passing fixtures are silent in text, every failure says what is
/// wrong and what to run, and the last line is `N passed, M failed`.
public enum VerifyReport {
    // MARK: - Text

    /// `maxDiffLines` caps each diff (diff §7; 0: no cap); `hints` are what a command line adds.
    public static func text(
        _ run: VerifyRun, style: TerminalStyle, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
        hints: CommandHints = .none
    ) -> String {
        var lines = [vocabularyLine(run.vocabulary)]
        for outcome in run.failures {
            lines += failureLines(
                outcome, snapshots: run.snapshotsLabel, style: style, maxDiffLines: maxDiffLines, hints: hints)
            lines.append("")
        }
        let summary = "\(run.passedCount) passed, \(run.failedCount) failed"
        lines.append(style.paint(summary, run.failedCount == 0 ? .green : .red))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `vocabulary: renderparity-dsl 1 (3f2a9c1b7d20)`: the first line of `verify` and `compare`.
    public static func vocabularyLine(_ identity: VocabularyIdentity) -> String {
        "vocabulary: \(ControlCharacterEscaping.escaped(identity.description))"
    }

    /// The vocabulary as JSON reports hold it (docs/reports.md).
    static func vocabularyJSON(_ identity: VocabularyIdentity) -> ReportJSON {
        .object([
            "name": .string(identity.name), "version": .string(identity.version), "hash": .string(identity.hash),
        ])
    }

    /// The vocabulary as JUnit `<property>` elements of the suite: what dashboards show beside a run.
    static func vocabularyProperties(_ identity: VocabularyIdentity) -> [(name: String, value: String)] {
        [
            ("vocabulary", identity.description), ("vocabulary.name", identity.name),
            ("vocabulary.version", identity.version), ("vocabulary.hash", identity.hash),
        ]
    }

    /// What a failing outcome says: a tag, a one-line message and indented detail lines.
    /// Text, JSON and JUnit all read it from here, so none parses another's wording.
    struct Finding {
        let tag: String
        let message: String
        var detail: [String] = []
    }

    /// The finding of `outcome`, nil when it passes. `snapshots` is the goldens' folder as the run
    /// names it (`VerifyRun.snapshotsLabel`); `mismatch` is the message of a differing snapshot.
    static func finding(
        _ outcome: VerifyRun.Outcome, snapshots: String, style: TerminalStyle,
        mismatch: String = "snapshot differs from its golden", maxDiffLines: Int = DiffPresentation.defaultMaxLines,
        hints: CommandHints = .none
    ) -> Finding? {
        let golden = ControlCharacterEscaping.escaped(FolderLabel.file(outcome.golden, in: snapshots))
        switch outcome.status {
        case .compared(.match):
            return nil
        case .compared(.mismatch(let diff)):
            return Finding(
                tag: "FAIL", message: mismatch,
                detail: DiffPresentation.lines(diff, goldenLabel: golden, style: style, maxLines: maxDiffLines))
        case .compared(.missingGolden):
            return Finding(tag: "MISSING", message: "no golden at \(golden); run 'parity update' and review it")
        case .compared(.malformedGolden(let defects, let contentMatches)):
            return Finding(
                tag: "MALFORMED", message: golden,
                detail: defects.map(\.explanation)
                    + [
                        contentMatches
                            ? "apart from that it matches; run 'parity update' to rewrite it"
                            : "and its content differs too; run 'parity update' and review the diff"
                    ])
        case .unreadable(let error):
            return Finding(tag: "ERROR", message: error.message)
        case .obsolete:
            return Finding(tag: "OBSOLETE", message: "\(golden) has no fixture" + hints.removeObsolete)
        case .strayTemporary:
            return Finding(
                tag: "STRAY",
                message:
                    "\(golden) is a temporary file left by an interrupted 'parity update'; run 'parity update' (it removes them) or delete it"
            )
        }
    }

    /// What verify says about `comparison`, for a test helper's failure: `fixture: message`,
    /// then the diff block as it is (spec/diff-format.md §1); nil on a match. `snapshots` is the
    /// goldens' folder as the corpus names it (`Corpus.snapshotsLabel`).
    public static func explanation(
        of comparison: GoldenComparison, fixture: String, golden: String, snapshots: String = Corpus.snapshotsFolder,
        maxDiffLines: Int = DiffPresentation.defaultMaxLines
    ) -> String? {
        let outcome = VerifyRun.Outcome(name: fixture, golden: golden, status: .compared(comparison))
        let mismatch = "snapshot differs from its golden \(FolderLabel.file(golden, in: snapshots))"
        return finding(outcome, snapshots: snapshots, style: .plain, mismatch: mismatch, maxDiffLines: maxDiffLines)
            .map { ([fixture + ": " + $0.message] + $0.detail).joined(separator: "\n") }
    }

    /// A finding as text: `TAG name: message`, then the detail indented by two spaces.
    static func lines(_ finding: Finding, name: String, style: TerminalStyle) -> [String] {
        [
            style.paint(finding.tag, .red) + " " + style.paint(ControlCharacterEscaping.escaped(name), .bold) + ": "
                + finding.message
        ] + finding.detail.map { "  " + $0 }
    }

    static func failureLines(
        _ outcome: VerifyRun.Outcome, snapshots: String, style: TerminalStyle,
        maxDiffLines: Int = DiffPresentation.defaultMaxLines, hints: CommandHints = .none
    ) -> [String] {
        finding(outcome, snapshots: snapshots, style: style, maxDiffLines: maxDiffLines, hints: hints).map {
            lines($0, name: outcome.name, style: style)
        } ?? []
    }

    // MARK: - JSON

    public static func json(_ run: VerifyRun, implementation: String = "swift", hints: CommandHints = .none) -> String {
        ReportJSON.object([
            "implementation": .string(implementation),
            "passed": .integer(run.passedCount),
            "failed": .integer(run.failedCount),
            "vocabulary": vocabularyJSON(run.vocabulary),
            "results": .array(
                zip(run.outcomes, run.times).map { outcome, time in
                    var fields: [String: ReportJSON] = [
                        "name": .string(outcome.name),
                        "golden": .string(FolderLabel.file(outcome.golden, in: run.snapshotsLabel)),
                        "status": .string(status(outcome)),
                        "time_us": .integer(RunClock.microseconds(time)),
                    ]
                    if let finding = finding(outcome, snapshots: run.snapshotsLabel, style: .plain, hints: hints) {
                        fields["message"] = .string(finding.message)
                        if !finding.detail.isEmpty {
                            fields["detail"] = .string(finding.detail.joined(separator: "\n"))
                        }
                    }
                    return .object(fields)
                }),
        ]).text
    }

    /// `pass`, `fail`, `missing`, `malformed`, `obsolete` or `error`.
    public static func status(_ outcome: VerifyRun.Outcome) -> String {
        switch outcome.status {
        case .compared(.match): "pass"
        case .compared(.mismatch): "fail"
        case .compared(.missingGolden): "missing"
        case .compared(.malformedGolden): "malformed"
        case .unreadable: "error"
        case .obsolete: "obsolete"
        case .strayTemporary: "stray"
        }
    }

    // MARK: - JUnit

    /// A fixture that could not be read is an `<error>`; every other finding a `<failure>`.
    public static func junit(_ run: VerifyRun, hints: CommandHints = .none) -> String {
        JUnitReport.xml(
            suite: "parity verify", properties: vocabularyProperties(run.vocabulary),
            cases: zip(run.outcomes, run.times).map { outcome, time in
                guard let finding = finding(outcome, snapshots: run.snapshotsLabel, style: .plain, hints: hints) else {
                    return .init(name: outcome.name, result: .passed, time: time)
                }
                let type = status(outcome)
                let message = finding.message
                let detail = lines(finding, name: outcome.name, style: .plain).joined(separator: "\n")
                if case .unreadable = outcome.status {
                    return .init(
                        name: outcome.name, result: .error(type: type, message: message, detail: detail), time: time)
                }
                return .init(
                    name: outcome.name, result: .failure(type: type, message: message, detail: detail), time: time)
            })
    }
}
