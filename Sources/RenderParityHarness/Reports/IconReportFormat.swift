import RenderParity

/// How an `IconMapReport` reads: aligned text for a terminal, Markdown for a
/// pull-request comment, JSON with stable keys for tools. Text and Markdown list errors and
/// warnings, and count info items by kind unless `verbose` (hundreds of unused entries would
/// drown the few that need work); JSON lists everything.
public enum IconReportFormat {
    // MARK: - Text

    public static func text(
        _ report: IconMapReport, mapLabel: String, style: TerminalStyle, verbose: Bool = false,
        hints: CommandHints = .none
    ) -> String {
        let s = report.summary
        var lines = [
            "Icon map \(mapLabel): \(s.entries) entries, fallback \(report.fallback)",
            "Targets: \(s.coreTargets) in material-icons-core, \(s.extendedTargets) need material-icons-extended",
            "Fixtures use \(s.usedIcons) distinct icons:",
        ]
        lines += table(
            [
                ["resolved exactly", String(s.exact), percent(s.exact, of: s.usedIcons)],
                ["via the chain", String(s.viaChain), percent(s.viaChain, of: s.usedIcons)],
                ["by the fallback", String(s.fallback), percent(s.fallback, of: s.usedIcons)],
            ], rightAligned: [1, 2]
        ).map { "  " + $0 }
        lines += ["", style.paint("Used icons", .bold)]
        lines += table(
            [["ICON", "USES", "TARGET", "HOW", "FIRST USE"]]
                + report.usedIcons.map { icon in
                    [
                        shown(icon.resolution.name), String(icon.sites.count), icon.resolution.target,
                        how(icon.resolution),
                        icon.sites.first.map { ControlCharacterEscaping.escaped("\($0.fixture) \($0.path)") } ?? "",
                    ]
                }, rightAligned: [1]
        ).map { "  " + $0 }
        let listed = listedProblems(report, verbose: verbose)
        lines += ["", style.paint("Problems", .bold)]
        lines +=
            listed.isEmpty
            ? ["  none"]
            : table(
                listed.map { problem in
                    let color: TerminalStyle.Color =
                        switch problem.severity {
                        case .error: .red
                        case .warning: .yellow
                        case .info: .dim
                        }
                    return [
                        style.paint(problem.severity.rawValue, color), shown(problem.entry),
                        problem.message + (problem.suggestion.map { "; " + $0 } ?? ""),
                    ]
                }, rightAligned: []
            ).map { "  " + $0 }
        if let counts = collapsedInfo(report, verbose: verbose) {
            lines.append("  info: " + counts + hints.listInfo)
        }
        lines += [
            "", "\(report.count(.error)) errors, \(report.count(.warning)) warnings, \(report.count(.info)) info",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Markdown

    public static func markdown(
        _ report: IconMapReport, mapLabel: String, verbose: Bool = false, hints: CommandHints = .none
    ) -> String {
        let s = report.summary
        var lines = [
            "## Icon map report", "",
            "\(code(mapLabel, inTable: false)): **\(s.entries)** entries, fallback \(code(report.fallback, inTable: false)). Targets: \(s.coreTargets) core, \(s.extendedTargets) need `material-icons-extended`.",
            "",
            "| fixtures' icons | count | share |", "| --- | ---: | ---: |",
            "| resolved exactly | \(s.exact) | \(percent(s.exact, of: s.usedIcons)) |",
            "| via the chain | \(s.viaChain) | \(percent(s.viaChain, of: s.usedIcons)) |",
            "| by the fallback | \(s.fallback) | \(percent(s.fallback, of: s.usedIcons)) |", "",
            "**\(report.count(.error)) errors, \(report.count(.warning)) warnings, \(report.count(.info)) info**", "",
        ]
        let listed = listedProblems(report, verbose: verbose)
        if !listed.isEmpty {
            lines += ["| severity | entry | problem | suggested fix |", "| --- | --- | --- | --- |"]
            lines += listed.map {
                "| \($0.severity.rawValue) | \(code($0.entry)) | \(cell($0.message)) | \(cell($0.suggestion ?? "")) |"
            }
            lines.append("")
        }
        if let counts = collapsedInfo(report, verbose: verbose) {
            lines += ["Info: \(cell(counts))\(hints.listInfoMarkdown).", ""]
        }
        lines += [
            "<details><summary>Used icons (\(report.usedIcons.count))</summary>", "", "| icon | uses | target | how |",
            "| --- | ---: | --- | --- |",
        ]
        lines += report.usedIcons.map {
            "| \(code($0.resolution.name)) | \($0.sites.count) | \(code($0.resolution.target)) | \(cell(how($0.resolution))) |"
        }
        lines += ["", "</details>"]
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
                "errors": .integer(report.count(.error)), "warnings": .integer(report.count(.warning)),
                "info": .integer(report.count(.info)),
            ]),
            "used_icons": .array(
                report.usedIcons.map { icon in
                    .object([
                        "name": .string(icon.resolution.name), "target": .string(icon.resolution.target),
                        "how": .string(how(icon.resolution)),
                        "uses": .array(
                            icon.sites.map {
                                .object(["fixture": .string($0.fixture), "path": .string($0.path.description)])
                            }),
                    ])
                }),
            "problems": .array(
                report.problems.map { problem in
                    .object([
                        "severity": .string(problem.severity.rawValue), "code": .string(problem.code),
                        "entry": .string(problem.entry),
                        "message": .string(problem.message),
                        "suggestion": problem.suggestion.map(ReportJSON.string) ?? .null,
                    ])
                }),
        ]).text
    }

    // MARK: - Pieces

    static func how(_ resolution: IconResolution) -> String {
        switch resolution.outcome {
        case .exact: "exact"
        case .via(let candidate): "via \(candidate)"
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
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? visibleWidth($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - visibleWidth(cell))
                return rightAligned.contains(column)
                    ? padding + cell : (column == row.count - 1 ? cell : cell + padding)
            }.joined(separator: "  ")
        }
    }

    /// Characters that show, ignoring colour escapes.
    private static func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if scalar == "m" { inEscape = false }
            } else {
                width += 1
            }
        }
        return width
    }

    /// A name as the text report shows it: quoted (spec §3.3 B) when it is empty or holds controls, so columns stay aligned.
    static func shown(_ name: String) -> String { SnapshotString.bareOrQuoted(name) }

    /// The problems a text or Markdown report lists one by one: all of them when `verbose`, else errors and warnings.
    static func listedProblems(_ report: IconMapReport, verbose: Bool) -> [IconMapProblem] {
        verbose ? report.problems : report.problems.filter { $0.severity != .info }
    }

    /// The info items not listed, counted by kind ("4 entries no fixture uses, 1 used icon …"), or nil when none are held back.
    static func collapsedInfo(_ report: IconMapReport, verbose: Bool) -> String? {
        guard !verbose else { return nil }
        let unused = report.problems.filter { $0.code == "unused-entry" }.count
        let unknown = report.problems.filter { $0.code == "used-icon-unknown" }.count
        let other = report.count(.info) - unused - unknown
        let parts = [
            (unused, "entry no fixture uses", "entries no fixture uses"),
            (unknown, "used icon that is no known SF Symbol", "used icons that are no known SF Symbol"),
            (other, "other item", "other items"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Plain text in a Markdown table cell: a `|` would end the cell and a backtick open a code span.
    static func cell(_ text: String) -> String { text.replacing("`", with: "\\`").replacing("|", with: "\\|") }

    /// A name as a Markdown code span in a table cell: shown as the text report shows it (an empty
    /// name as `""`), fenced by more backticks than it holds in a row (CommonMark §6.1), padded
    /// when it starts or ends with one, and with `|` escaped (GFM tables split cells first).
    static func code(_ name: String, inTable: Bool = true) -> String {
        let text = shown(name)
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        let span = fence + padding + text + padding + fence
        return inTable ? span.replacing("|", with: "\\|") : span
    }
}
