import Testing

@testable import RenderParityHarness

/// What `parity update` shows for review: the content of each new
/// golden, the diff of each changed one, a CRLF or BOM repair named in words, the summary.
struct UpdateReportTests {
    static func change(_ golden: String, _ bytes: String, old: [UInt8]?) -> UpdateRun.Change {
        UpdateRun.Change(
            golden: golden, bytes: Array(bytes.utf8), diff: old.map { LineDiff(golden: $0, actual: Array(bytes.utf8)) })
    }

    static func plan(added: [UpdateRun.Change] = [], changed: [UpdateRun.Change] = [], obsolete: [String] = [])
        -> UpdateRun
    {
        UpdateRun(added: added, changed: changed, unchanged: ["same.txt"], obsolete: obsolete, unreadable: [])
    }

    @Test func aNewGoldenShowsItsContent() {
        let plan = Self.plan(added: [Self.change("a/new.txt", "VStack [children=1]\n  Spacer\n", old: nil)])
        #expect(
            UpdateReport.text(plan, dryRun: true, prune: false, style: .plain) == """
                would add test-snapshots/a/new.txt
                            1 + VStack [children=1]
                            2 +   Spacer
                dry run, nothing written: 1 added, 0 changed, 0 removed, 1 unchanged

                """)
    }

    @Test func aLineEndingRepairIsNamedNotAnEmptyDiff() {
        let plan = Self.plan(changed: [
            Self.change("b.txt", "Spacer\nDivider\n", old: Array("Spacer\r\nDivider\r\n".utf8))
        ])
        #expect(
            UpdateReport.text(plan, dryRun: false, prune: false, style: .plain) == """
                change test-snapshots/b.txt
                  golden has CRLF line endings (2 lines, first at line 1)
                  no other differences
                0 added, 1 changed, 0 removed, 1 unchanged

                """)
    }

    @Test func aBOMRepairIsNamed() {
        let plan = Self.plan(changed: [
            Self.change("b.txt", "Spacer\n", old: [0xEF, 0xBB, 0xBF] + Array("Spacer\n".utf8))
        ])
        #expect(
            UpdateReport.text(plan, dryRun: false, prune: false, style: .plain).contains(
                "  golden starts with a byte order mark\n  no other differences\n"))
    }

    @Test func theCapAppliesToNewContentAndDiffs() {
        let long = (1...10).map { "line \($0)\n" }.joined()
        let plan = Self.plan(
            added: [Self.change("n.txt", long, old: nil)], changed: [Self.change("c.txt", long, old: [])])
        let lines = UpdateReport.text(plan, dryRun: false, prune: false, style: .plain, maxDiffLines: 3).split(
            separator: "\n")
        #expect(lines.filter { $0 == "  \u{2026} 7 more lines not shown" }.count == 1)
        // The changed golden was empty: its block is the problem line, two header lines, a hunk header and 10 lines: 14.
        #expect(lines.filter { $0 == "  \u{2026} 11 more lines not shown" }.count == 1)
    }

    @Test func pruningCountsRemovedGoldens() {
        let plan = Self.plan(obsolete: ["old.txt"])
        #expect(UpdateReport.summary(plan, dryRun: false, prune: true) == "0 added, 0 changed, 1 removed, 1 unchanged")
        #expect(
            UpdateReport.summary(plan, dryRun: true, prune: true)
                == "dry run, nothing written: 0 added, 0 changed, 1 removed, 1 unchanged")
        #expect(
            UpdateReport.summary(plan, dryRun: false, prune: false)
                == "0 added, 0 changed, 0 removed, 1 unchanged; 1 obsolete kept")
        // The harness names no flag: the command line's hint is its caller's, appended as given.
        #expect(
            UpdateReport.summary(plan, dryRun: false, prune: false, hints: CommandHints(pruneObsolete: " (how)"))
                == "0 added, 0 changed, 0 removed, 1 unchanged; 1 obsolete kept (how)")
    }
}
