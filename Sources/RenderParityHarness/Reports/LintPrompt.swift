import RenderParity

/// `parity lint --format prompt`: a correction message an app can send back to the model that
/// wrote the document (generate → validate → correct, spec §2.5). Each problem with its path,
/// the fix when there is one, and the allowed names; nothing at all for a clean document, so
/// an empty output means "no correction needed".
public enum LintPrompt {
    public static func text(_ run: LintRun) -> String {
        let documents = run.entries.filter { !$0.linted.diagnostics.isEmpty }
        var blocks = documents.map { entry in
            block(entry.linted.diagnostics, name: run.entries.count > 1 ? entry.fixture : nil)
        }
        blocks += run.unreadable.map(\.message)
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n") + "\n"
    }

    static func block(_ diagnostics: [LintDiagnostic], name: String?) -> String {
        let count = diagnostics.count == 1 ? "a problem" : "\(diagnostics.count) problems"
        var lines = [
            "The JSON\(name.map { " " + $0 } ?? "") you wrote for the UI has \(count). Fix \(diagnostics.count == 1 ? "it" : "them") and reply with the corrected JSON only, without a code fence."
        ]
        for diagnostic in diagnostics {
            var line = "- \(diagnostic.diagnostic)"
            if let suggestion = diagnostic.suggestion { line += ". Suggestion: \(suggestion)" }
            if let allowed = diagnostic.allowed { line += ". Allowed: \(allowed.joined(separator: ", "))" }
            lines.append(line + ".")
        }
        return lines.joined(separator: "\n")
    }
}
