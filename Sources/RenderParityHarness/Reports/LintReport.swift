import RenderParity

/// How a `parity lint` reads. The JSON form feeds the schema contract check
/// (`scripts/check-schema-contract.py`): per fixture, its root kind, its
/// `Error` reason if any, and its diagnostics.
public enum LintReport {
    public static func text(_ run: LintRun, style: TerminalStyle) -> String {
        var lines: [String] = []
        for entry in run.entries {
            for diagnostic in entry.document.diagnostics {
                lines.append(style.paint(ControlCharacterEscaping.escaped(entry.fixture), .bold) + ": " + ControlCharacterEscaping.escaped(diagnostic.description))
            }
        }
        for error in run.unreadable { lines.append(style.paint("error", .red) + " " + error.message) }
        let noisy = run.entries.filter { !$0.document.diagnostics.isEmpty }.count
        lines.append("\(run.entries.count) fixtures, \(run.diagnosticCount) diagnostics in \(noisy) fixtures")
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ run: LintRun) -> String {
        ReportJSON.object([
            "fixtures": .array(run.entries.map { entry in
                var error = ReportJSON.null
                if case let .failure(failure) = entry.document.content { error = .string(failure.reason.rawValue) }
                return .object([
                    "name": .string(entry.fixture),
                    "root": .string(entry.document.root.rawValue),
                    "error": error,
                    "diagnostics": .array(entry.document.diagnostics.map { .string($0.description) }),
                ])
            }),
            "errors": .array(run.unreadable.map { .string($0.message) }),
        ]).text
    }
}
