import RenderParity

/// How a `parity compare` reads: the same diffs and closing line as `verify`,
/// plus expected failures; JSON as a fixture × implementation matrix; JUnit.
public enum CompareReport {
    // MARK: - Text

    /// `maxDiffLines` caps each diff (diff §7; 0: no cap).
    public static func text(
        _ run: CompareRun, style: TerminalStyle, maxDiffLines: Int = DiffPresentation.defaultMaxLines
    ) -> String {
        var lines = [VerifyReport.vocabularyLine(run.vocabulary)]
        for outcome in run.outcomes where outcome.verdict != .pass {
            lines += outcomeLines(
                outcome, implementation: run.implementation, snapshots: run.snapshotsLabel, style: style,
                maxDiffLines: maxDiffLines)
            lines.append("")
        }
        for fixture in run.unknownListed.map(shown) {
            lines += [
                style.paint("STALE", .red)
                    + " \(fixture): listed as an expected failure but there is no such fixture; remove it from the list",
                "",
            ]
        }
        for file in run.stray {
            lines += [
                strayLine(file, implementation: run.implementation, snapshots: run.snapshotsLabel, style: style), "",
            ]
        }
        lines.append(
            style.paint(
                summary(passed: run.passedCount, failed: run.failedCount, expectedFailures: run.expectedFailureCount),
                run.failedCount == 0 ? .green : .red))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The closing line, `N passed, M failed (E expected failures)`; `verify`'s has no expected failures.
    public static func summary(passed: Int, failed: Int, expectedFailures: Int) -> String {
        "\(passed) passed, \(failed) failed" + (expectedFailures > 0 ? " (\(expectedFailures) expected failures)" : "")
    }

    /// `snapshots` is the goldens' folder as the run names it (`CompareRun.snapshotsLabel`).
    static func outcomeLines(
        _ outcome: CompareRun.Outcome, implementation: String, snapshots: String, style: TerminalStyle,
        maxDiffLines: Int = DiffPresentation.defaultMaxLines
    ) -> [String] {
        let name = style.paint(shown(outcome.fixture), .bold)
        let implementation = shown(implementation)
        let golden = shown(FolderLabel.file(outcome.golden, in: snapshots))
        switch outcome.verdict {
        case .pass: return []
        case .unexpectedPass:
            return [
                style.paint("UNEXPECTED PASS", .red)
                    + " \(name): \(implementation) now matches the golden; remove it from the expected-failures list"
            ]
        case .expectedFailure:
            let why = outcome.expectedReason.map { $0.isEmpty ? "" : " (\(shown($0)))" } ?? ""
            return [style.paint("expected failure", .yellow) + " \(name)\(why): \(detail(outcome.actual))"]
        case .missing:
            return [style.paint("MISSING", .red) + " \(name): \(implementation) wrote no snapshot for it"]
        case .error:
            return [style.paint("ERROR", .red) + " \(name): \(detail(outcome.actual))"]
        case .fail:
            guard case .compared(let comparison) = outcome.actual else { return [] }
            let outcomeForVerify = VerifyRun.Outcome(
                name: outcome.fixture, golden: outcome.golden, status: .compared(comparison))
            let finding = VerifyReport.finding(
                outcomeForVerify, snapshots: snapshots, style: style,
                mismatch: "\(implementation)'s snapshot differs from the golden \(golden)",
                maxDiffLines: maxDiffLines)
            return finding.map { VerifyReport.lines($0, name: outcome.fixture, style: style) } ?? []
        }
    }

    /// A file in `--actual` that no golden pairs with: a snapshot under the wrong name, or of no fixture.
    static func strayLine(_ file: String, implementation: String, snapshots: String, style: TerminalStyle) -> String {
        style.paint("STRAY", .red)
            + " \(SnapshotString.bareOrQuoted(file)): \(implementation) wrote it, but there is no golden \(FolderLabel.file(file, in: snapshots)) to compare it with"
    }

    static func detail(_ actual: CompareRun.Outcome.Actual) -> String {
        switch actual {
        case .compared(.match): "matches"
        case .compared(.missingGolden): "there is no golden"
        case .compared(.malformedGolden): "the golden is malformed"
        case .compared(.mismatch): "differs from the golden"
        case .missing: "no snapshot written"
        case .error(let message): shown(message)
        }
    }

    /// Names, reasons and renderer messages are untrusted: control characters escaped.
    static func shown(_ text: String) -> String { ControlCharacterEscaping.escaped(text) }

    // MARK: - JSON

    public static func json(_ run: CompareRun) -> String {
        var matrix: [String: ReportJSON] = [:]
        for outcome in run.outcomes {
            matrix[outcome.fixture] = .object([run.implementation: .string(outcome.verdict.rawValue)])
        }
        return ReportJSON.object([
            "implementations": .array([.string(run.implementation)]),
            "passed": .integer(run.passedCount),
            "failed": .integer(run.failedCount),
            "expected_failures": .integer(run.expectedFailureCount),
            "vocabulary": VerifyReport.vocabularyJSON(run.vocabulary),
            "matrix": .object(matrix),
            // Every fixture, passing ones included, with its time: what a dashboard counts.
            "results": .array(
                zip(run.outcomes, run.timesPerOutcome).map { outcome, time in
                    .object([
                        "fixture": .string(outcome.fixture), "status": .string(outcome.verdict.rawValue),
                        "time_us": .integer(RunClock.microseconds(time)),
                    ])
                }),
            "stale_expected_failures": .array(run.unknownListed.map(ReportJSON.string)),
            "stray": .array(run.stray.map(ReportJSON.string)),
            "details": .array(
                run.outcomes.filter { $0.verdict != .pass }.map { outcome in
                    .object([
                        "fixture": .string(outcome.fixture), "implementation": .string(run.implementation),
                        "status": .string(outcome.verdict.rawValue),
                        "detail": .string(
                            outcomeLines(
                                outcome, implementation: run.implementation, snapshots: run.snapshotsLabel,
                                style: .plain
                            ).joined(separator: "\n")),
                    ])
                }),
        ]).text
    }

    // MARK: - JUnit

    /// A renderer that failed to run is an `<error>`, a wrong or missing snapshot and an
    /// unexpected pass are `<failure>`s, and an expected failure is `<skipped>`.
    public static func junit(_ run: CompareRun) -> String {
        JUnitReport.xml(
            suite: "parity compare \(run.implementation)",
            properties: VerifyReport.vocabularyProperties(run.vocabulary),
            cases: zip(run.outcomes, run.timesPerOutcome).map { outcome, time in
                let verdict = outcome.verdict.rawValue
                let lines = outcomeLines(
                    outcome, implementation: run.implementation, snapshots: run.snapshotsLabel, style: .plain)
                let message = detail(outcome.actual)
                let detail = lines.joined(separator: "\n")
                let result: JUnitReport.TestCase.Result =
                    switch outcome.verdict {
                    case .pass: .passed
                    case .expectedFailure:
                        .skipped(
                            message: "expected failure"
                                + (outcome.expectedReason.map { $0.isEmpty ? "" : ": \($0)" } ?? ""))
                    case .error: .error(type: verdict, message: message, detail: detail)
                    case .unexpectedPass:
                        .failure(
                            type: verdict, message: "matches the golden but is listed as an expected failure",
                            detail: detail)
                    case .fail, .missing: .failure(type: verdict, message: message, detail: detail)
                    }
                return .init(name: outcome.fixture, result: result, time: time)
            }
                + run.stray.map { file in
                    .init(
                        name: file,
                        result: .failure(
                            type: "stray", message: "no golden for this file",
                            detail: strayLine(
                                file, implementation: run.implementation, snapshots: run.snapshotsLabel,
                                style: .plain)))
                })
    }
}
