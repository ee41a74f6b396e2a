import RenderParity

/// How an `IconMapReport` reads: aligned text for a terminal, Markdown for a
/// pull-request comment, JSON with stable keys for tools.
public enum IconReportFormat {
    // MARK: - Text

    public static func text(_ report: IconMapReport, mapLabel: String, style: TerminalStyle) -> String {
        let s = report.summary
        var lines = ["Icon map \(mapLabel): \(s.entries) entries, fallback \(report.fallback)",
                     "Targets: \(s.coreTargets) in material-icons-core, \(s.extendedTargets) need material-icons-extended",
                     "Fixtures use \(s.usedIcons) distinct icons:"]
        lines += table([["resolved exactly", String(s.exact), percent(s.exact, of: s.usedIcons)],
                        ["via the chain", String(s.viaChain), percent(s.viaChain, of: s.usedIcons)],
                        ["by the fallback", String(s.fallback), percent(s.fallback, of: s.usedIcons)]], rightAligned: [1, 2]).map { "  " + $0 }
        lines += ["", style.paint("Used icons", .bold)]
        lines += table([["ICON", "USES", "TARGET", "HOW", "FIRST USE"]] + report.usedIcons.map { icon in
            [shown(icon.resolution.name), String(icon.sites.count), icon.resolution.target, how(icon.resolution), icon.sites.first.map { ControlCharacterEscaping.escaped("\($0.fixture) \($0.path)") } ?? ""]
        }, rightAligned: [1]).map { "  " + $0 }
        let listed = report.problems.filter { $0.code != "unused-entry" }
        lines += ["", style.paint("Problems", .bold)]
        lines += listed.isEmpty ? ["  none"] : table(listed.map { problem in
            let color: TerminalStyle.Color = switch problem.severity { case .error: .red; case .warning: .yellow; case .info: .dim }
            return [style.paint(problem.severity.rawValue, color), shown(problem.entry), problem.message + (problem.suggestion.map { "; " + $0 } ?? "")]
        }, rightAligned: []).map { "  " + $0 }
        let unused = report.problems.filter { $0.code == "unused-entry" }.count
        if unused > 0 { lines.append("  info: \(unused) entries no fixture uses (listed with --format json or markdown)") }
        lines += ["", "\(report.count(.error)) errors, \(report.count(.warning)) warnings, \(report.count(.info)) info"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Markdown

    public static func markdown(_ report: IconMapReport, mapLabel: String) -> String {
        let s = report.summary
        var lines = ["## Icon map report", "",
                     "`\(mapLabel)`: **\(s.entries)** entries, fallback `\(report.fallback)`. Targets: \(s.coreTargets) core, \(s.extendedTargets) need `material-icons-extended`.", "",
                     "| fixtures' icons | count | share |", "| --- | ---: | ---: |",
                     "| resolved exactly | \(s.exact) | \(percent(s.exact, of: s.usedIcons)) |",
                     "| via the chain | \(s.viaChain) | \(percent(s.viaChain, of: s.usedIcons)) |",
                     "| by the fallback | \(s.fallback) | \(percent(s.fallback, of: s.usedIcons)) |", "",
                     "**\(report.count(.error)) errors, \(report.count(.warning)) warnings, \(report.count(.info)) info**", ""]
        let listed = report.problems.filter { $0.code != "unused-entry" }
        if !listed.isEmpty {
            lines += ["| severity | entry | problem | suggested fix |", "| --- | --- | --- | --- |"]
            lines += listed.map { "| \($0.severity.rawValue) | `\(cell($0.entry))` | \(cell($0.message)) | \(cell($0.suggestion ?? "")) |" }
            lines.append("")
        }
        lines += ["<details><summary>Used icons (\(report.usedIcons.count))</summary>", "", "| icon | uses | target | how |", "| --- | ---: | --- | --- |"]
        lines += report.usedIcons.map { "| `\(cell($0.resolution.name))` | \($0.sites.count) | `\($0.resolution.target)` | \(how($0.resolution)) |" }
        let unused = report.problems.filter { $0.code == "unused-entry" }.map { "`\($0.entry)`" }
        lines += ["", "</details>", "", "<details><summary>Entries no fixture uses (\(unused.count))</summary>", "", unused.joined(separator: ", "), "", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    public static func json(_ report: IconMapReport, mapLabel: String) -> String {
        let s = report.summary
        return ReportJSON.object([
            "map": .string(mapLabel),
            "fallback": .string(report.fallback),
            "summary": .object([
                "entries": .integer(s.entries), "used_icons": .integer(s.usedIcons), "exact": .integer(s.exact),
                "via_chain": .integer(s.viaChain), "fallback": .integer(s.fallback),
                "core_targets": .integer(s.coreTargets), "extended_targets": .integer(s.extendedTargets),
                "errors": .integer(report.count(.error)), "warnings": .integer(report.count(.warning)), "info": .integer(report.count(.info)),
            ]),
            "used_icons": .array(report.usedIcons.map { icon in
                .object([
                    "name": .string(icon.resolution.name), "target": .string(icon.resolution.target), "how": .string(how(icon.resolution)),
                    "uses": .array(icon.sites.map { .object(["fixture": .string($0.fixture), "path": .string($0.path.description)]) }),
                ])
            }),
            "problems": .array(report.problems.map { problem in
                .object(["severity": .string(problem.severity.rawValue), "code": .string(problem.code), "entry": .string(problem.entry),
                         "message": .string(problem.message), "suggestion": problem.suggestion.map(ReportJSON.string) ?? .null])
            }),
        ]).text
    }

    // MARK: - Pieces

    static func how(_ resolution: IconResolution) -> String {
        switch resolution.outcome {
        case .exact: "exact"
        case let .via(candidate): "via \(candidate)"
        case .fallback: "fallback"
        }
    }

    /// `count / total` as a percentage with one decimal, rounded half up, computed in integers (no locale).
    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "-" }
        let tenths = (count * 1000 * 2 + total) / (total * 2)
        return "\(tenths / 10).\(tenths % 10)%"
    }

    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in rows.map { column < $0.count ? visibleWidth($0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - visibleWidth(cell))
                return rightAligned.contains(column) ? padding + cell : (column == row.count - 1 ? cell : cell + padding)
            }.joined(separator: "  ")
        }
    }

    /// Characters that show, ignoring colour escapes.
    private static func visibleWidth(_ text: String) -> Int {
        var width = 0, inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true } else if inEscape { if scalar == "m" { inEscape = false } } else { width += 1 }
        }
        return width
    }

    /// A name as the text report shows it: quoted (spec §3.3 B) when it is empty or holds controls, so columns stay aligned.
    static func shown(_ name: String) -> String { SnapshotString.bareOrQuoted(name) }

    private static func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
}
