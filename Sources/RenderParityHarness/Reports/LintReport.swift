import RenderParity

/// How a `parity lint` reads (spec §2.5). Text for people, one line per diagnostic in document
/// order; JSON for programs (and for `scripts/check-schema-contract.py`: per document its root
/// kind, its `Error` reason if any, and its diagnostics); the prompt form is in `LintPrompt`.
public enum LintReport {
    public static func text(_ run: LintRun, style: TerminalStyle) -> String {
        var lines: [String] = []
        for entry in run.entries {
            for diagnostic in entry.linted.diagnostics {
                lines.append(
                    style.paint(
                        ControlCharacterEscaping.escaped(
                            "\(entry.fixture):\(diagnostic.position.line):\(diagnostic.position.column)"), .bold)
                        + ": " + paint(diagnostic.severity, style) + ": "
                        + ControlCharacterEscaping.escaped(line(diagnostic)))
            }
        }
        for error in run.unreadable { lines.append(style.paint("error", .red) + " " + error.message) }
        let noisy = run.entries.filter { !$0.linted.diagnostics.isEmpty }.count
        lines.append(
            "\(Self.count(run.entries.count, "document")), \(Self.count(run.diagnosticCount, "diagnostic")) in \(Self.count(noisy, "document"))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// `$.children[0].colour: unknown member of text; ignored [unknown_member]; suggestion: color`
    static func line(_ diagnostic: LintDiagnostic) -> String {
        let suggestion = diagnostic.suggestion.map { "; suggestion: " + $0 } ?? ""
        return "\(diagnostic.diagnostic) [\(diagnostic.code.rawValue)]" + suggestion
    }

    private static func paint(_ severity: DiagnosticSeverity, _ style: TerminalStyle) -> String {
        switch severity {
        case .error: style.paint(severity.rawValue, .red)
        case .warning: style.paint(severity.rawValue, .yellow)
        case .info: style.paint(severity.rawValue, .cyan)
        }
    }

    public static func json(_ run: LintRun) -> String {
        ReportJSON.object([
            "fixtures": .array(
                run.entries.map { entry in
                    var error = ReportJSON.null
                    if let failure = entry.document.failure { error = .string(failure.reason.rawValue) }
                    return .object([
                        "name": .string(entry.fixture),
                        "root": .string(entry.document.root.rawValue),
                        "error": error,
                        "diagnostics": .array(entry.linted.diagnostics.map(json)),
                    ])
                }),
            "errors": .array(run.unreadable.map { .string($0.message) }),
        ]).text
    }

    /// `{path, line, column, code, severity, message, suggestion}` (spec §2.5).
    static func json(_ diagnostic: LintDiagnostic) -> ReportJSON {
        .object([
            "path": .string(diagnostic.path.description),
            "line": .integer(diagnostic.position.line),
            "column": .integer(diagnostic.position.column),
            "code": .string(diagnostic.code.rawValue),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.diagnostic.message),
            "suggestion": diagnostic.suggestion.map(ReportJSON.string) ?? .null,
        ])
    }

    /// `1 document`, `2 documents`: what the summary counts, spelled as people read it.
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}
