/// How a `VerifyRun` reads: for people (`text`), for tools (`json`) and for CI
/// dashboards (`junit`). Passing fixtures are silent in text; every failure
/// says what is wrong and what to run, and the last line is `N passed, M failed`.
public enum VerifyReport {
    // MARK: - Text

    public static func text(_ run: VerifyRun, style: TerminalStyle) -> String {
        var lines: [String] = []
        for outcome in run.failures {
            lines += failureLines(outcome, style: style)
            lines.append("")
        }
        let summary = "\(run.passedCount) passed, \(run.failedCount) failed"
        lines.append(style.paint(summary, run.failedCount == 0 ? .green : .red))
        return lines.joined(separator: "\n") + "\n"
    }

    static func failureLines(_ outcome: VerifyRun.Outcome, style: TerminalStyle) -> [String] {
        let golden = Corpus.snapshotsFolder + "/" + outcome.golden
        let heading = { (tag: String) in style.paint(tag, .red) + " " + style.paint(outcome.name, .bold) }
        switch outcome.status {
        case .compared(.match):
            return []
        case let .compared(.mismatch(diff)):
            return [heading("FAIL") + ": snapshot differs from its golden"] + DiffPresentation.lines(diff, goldenLabel: golden, style: style).map { "  " + $0 }
        case .compared(.missingGolden):
            return [heading("MISSING") + ": no golden at \(golden); run 'parity update' and review it"]
        case let .compared(.malformedGolden(defects, contentMatches)):
            return [heading("MALFORMED") + ": \(golden)"] + defects.map { "  " + $0.explanation }
                + ["  " + (contentMatches ? "apart from that it matches; run 'parity update' to rewrite it"
                                          : "and its content differs too; run 'parity update' and review the diff")]
        case let .unreadable(error):
            return [heading("ERROR") + ": \(error.message)"]
        case .obsolete:
            return [heading("OBSOLETE") + ": \(golden) has no fixture; remove it with 'parity update --prune'"]
        }
    }

    // MARK: - JSON

    public static func json(_ run: VerifyRun, implementation: String = "swift") -> String {
        ReportJSON.object([
            "implementation": .string(implementation),
            "passed": .integer(run.passedCount),
            "failed": .integer(run.failedCount),
            "results": .array(run.outcomes.map { outcome in
                var fields: [String: ReportJSON] = [
                    "name": .string(outcome.name),
                    "golden": .string(Corpus.snapshotsFolder + "/" + outcome.golden),
                    "status": .string(status(outcome)),
                ]
                let detail = failureLines(outcome, style: .plain).dropFirst().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
                if let message = message(outcome) { fields["message"] = .string(message) }
                if !detail.isEmpty { fields["detail"] = .string(detail.joined(separator: "\n")) }
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
        }
    }

    static func message(_ outcome: VerifyRun.Outcome) -> String? {
        guard let first = failureLines(outcome, style: .plain).first, let colon = first.firstIndex(of: ":") else { return nil }
        return String(first[first.index(after: colon)...].dropFirst())
    }

    // MARK: - JUnit

    /// A fixture that could not be read is an `<error>`; every other finding a `<failure>`.
    public static func junit(_ run: VerifyRun, suite: String = "parity verify") -> String {
        JUnitReport.xml(suite: suite, cases: run.outcomes.map { outcome in
            guard !outcome.passed else { return .init(name: outcome.name, result: .passed) }
            let type = status(outcome), message = message(outcome) ?? type
            let detail = failureLines(outcome, style: .plain).joined(separator: "\n")
            if case .unreadable = outcome.status { return .init(name: outcome.name, result: .error(type: type, message: message, detail: detail)) }
            return .init(name: outcome.name, result: .failure(type: type, message: message, detail: detail))
        })
    }
}
