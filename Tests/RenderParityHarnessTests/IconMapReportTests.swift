import Foundation
import RenderParity
import Testing

@testable import RenderParityHarness

/// spec/icon-map.md §4: a map with one deliberate instance of each problem reports exactly those;
/// the shipped map and corpus report none; the resolution golden is what the resolver prints.
struct IconMapReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let data = root + "/Tests/Data/icon-report"

    static func brokenReport() throws -> IconMapReport {
        let map = try IconMapFile.load(data + "/broken-icon-map.json")
        let usage = try IconUsage.collect(try Corpus(root: root, fixturesFolder: data + "/test-fixtures"))
        return IconMapReport.build(map: map, catalog: try IconCatalog.load(root: root), usage: usage)
    }

    @Test func reportsExactlyTheDeliberateProblems() throws {
        let report = try Self.brokenReport()
        let found = report.problems.map { "\($0.severity.rawValue) \($0.code) \($0.entry)" }
        #expect(
            found == [
                "error unknown-target dollarsign",
                "error invalid-fallback fallback",
                "error unknown-sf-symbol hart",
                "warning deprecated-target arrow.left",
                "warning fill-pair-same-target cart",
                "warning used-icon-falls-back trash",
                "info unused-entry arrow.left",
                "info unused-entry cart",
                "info unused-entry dollarsign",
                "info unused-entry hart",
                "info used-icon-unknown nothing.here",
            ])
    }

    @Test func suggestsUsefulFixes() throws {
        let suggestions = Dictionary(
            try Self.brokenReport().problems.map { ("\($0.code) \($0.entry)", $0.suggestion ?? "") }
        ) { first, _ in first }
        #expect(suggestions["invalid-fallback fallback"] == "use AutoMirrored.Filled.HelpOutline")
        #expect(suggestions["unknown-target dollarsign"] == "did you mean Filled.AttachMoney?")
        #expect(suggestions["unknown-sf-symbol hart"] == "did you mean cart?")
        #expect(suggestions["deprecated-target arrow.left"] == "use AutoMirrored.Filled.ArrowBack")
        #expect(
            suggestions["fill-pair-same-target cart"]
                == "map cart to Outlined.ShoppingCart and cart.fill to Filled.ShoppingCart")
        #expect(suggestions["used-icon-falls-back trash"] == "add an entry for trash or a prefix of it")
    }

    @Test func summarisesCoverageAndArtifacts() throws {
        let report = try Self.brokenReport()
        #expect(
            report.summary
                == .init(
                    entries: 6, usedIcons: 4, exact: 2, viaChain: 0, fallback: 2, coreTargets: 4, extendedTargets: 0))
        #expect(report.usedIcons.map(\.resolution.name) == ["cart.fill", "heart.fill", "nothing.here", "trash"])
        #expect(
            report.usedIcons.first?.sites == [
                IconUsage.Site(
                    fixture: "uses-icons.json",
                    path: JSONPath(components: [.key("children"), .index(1), .key("system_name")]))
            ])
        #expect(report.fails(strict: false))
    }

    @Test func shippedMapHasNoErrorsOrWarnings() throws {
        let map = try IconMapFile.load(Self.root + "/" + IconMapFile.defaultPath)
        let report = IconMapReport.build(
            map: map, catalog: try IconCatalog.load(root: Self.root),
            usage: try IconUsage.collect(try Corpus(root: Self.root)))
        #expect(report.problems.filter { $0.severity != .info }.map(\.message) == [])
        #expect(report.summary.entries >= 200)
        #expect(!report.fails(strict: true))
    }

    /// Tests never write goldens: the committed resolution golden must equal what the resolver prints now.
    @Test func resolutionGoldenIsCurrent() throws {
        let golden = try FileBytes.read(Self.root + "/test-snapshots/" + IconMapFile.resolutionGoldenName)
        #expect(golden == (try IconMapFile.resolutionGolden(root: Self.root)))
    }

    @Test func formatsTextMarkdownAndJSON() throws {
        let report = try Self.brokenReport()
        let text = IconReportFormat.text(report, mapLabel: "broken.json", style: .plain, verbose: true)
        #expect(text.contains("resolved exactly  2  50.0%"))
        #expect(
            text.contains(
                "error    dollarsign    icons.filled.attach_money is not a Compose Material icon; did you mean Filled.AttachMoney?"
            ))
        #expect(text.hasSuffix("3 errors, 3 warnings, 5 info\n"))
        let markdown = IconReportFormat.markdown(report, mapLabel: "broken.json")
        #expect(
            markdown.contains(
                "| warning | `cart` | cart and cart.fill both resolve to Filled.ShoppingCart | map cart to Outlined.ShoppingCart and cart.fill to Filled.ShoppingCart |"
            ))
        #expect(markdown.contains("| by the fallback | 2 | 50.0% |"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(IconReportFormat.json(report, mapLabel: "broken.json").utf8))
                as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 3 && summary["warnings"] == 3 && summary["core_targets"] == 4)
        #expect((json["problems"] as? [[String: Any]])?.count == 11)
    }

    @Test(arguments: [(0, 3, "0.0%"), (1, 3, "33.3%"), (2, 3, "66.7%"), (1, 8, "12.5%"), (3, 3, "100.0%"), (0, 0, "-")])
    func percentagesRoundHalfUpWithoutLocale(_ count: Int, _ total: Int, _ expected: String) {
        #expect(IconReportFormat.percent(count, of: total) == expected)
    }
}

/// No suggestion for blank names, Markdown that survives any name, info counted unless `--verbose`.
struct IconReportNoiseTests {
    @Test(arguments: ["", " ", "\t", "  \n"])
    func blankNamesGetNoSuggestion(_ name: String) throws {
        let catalog = try IconCatalog.load(root: IconMapReportTests.root)
        #expect(IconSuggestion.symbol(for: name, in: catalog) == nil)
        #expect(IconSuggestion.composeTarget(for: name, in: catalog) == nil)
    }

    @Test func aNearMissStillGetsOne() throws {
        #expect(IconSuggestion.symbol(for: "hart", in: try IconCatalog.load(root: IconMapReportTests.root)) != nil)
    }

    /// A report with awkward names: empty, a pipe, backticks.
    static func awkwardReport() -> IconMapReport {
        IconMapReport(
            summary: .init(
                entries: 3, usedIcons: 0, exact: 0, viaChain: 0, fallback: 0, coreTargets: 0, extendedTargets: 0),
            fallback: "Filled.Info", usedIcons: [],
            problems: [
                .targetNotInCompose(entry: "a|b", target: "X|`Y`", suggestion: nil),
                .unknownSymbol(entry: "`tick`", suggestion: nil),
                .unknownSymbol(entry: "", suggestion: nil),
                .unusedEntry(entry: "a|b"), .unusedEntry(entry: "`tick`"),
                .usedIconUnknown(name: "zz", uses: 1, suggestion: nil),
            ])
    }

    @Test func markdownEscapesPipesAndBackticks() {
        let markdown = IconReportFormat.markdown(Self.awkwardReport(), mapLabel: "map.json")
        #expect(markdown.contains("| error | `a\\|b` | X\\|\\`Y\\` is not a Compose Material icon |  |"))
        #expect(markdown.contains("| error | `` `tick` `` | not a known SF Symbol name |  |"))
        #expect(markdown.contains("| error | `\"\"` | not a known SF Symbol name |  |"))
        // Every table row still has its four cells: no unescaped pipe inside one.
        for line in markdown.split(separator: "\n") where line.hasPrefix("| error") {
            let cells = line.replacingOccurrences(of: "\\|", with: "").split(
                separator: "|", omittingEmptySubsequences: false)
            #expect(cells.count == 6, "\(line)")
        }
    }

    @Test func infoItemsAreCountedUnlessVerbose() {
        let report = Self.awkwardReport()
        // The harness names no flag: how to list the info items is the caller's hint, appended as given.
        let hints = CommandHints(listInfo: " (how)", listInfoMarkdown: " (how, in Markdown)")
        let text = IconReportFormat.text(report, mapLabel: "map.json", style: .plain, hints: hints)
        #expect(text.contains("  info: 2 entries no fixture uses, 1 used icon that is no known SF Symbol (how)\n"))
        #expect(!text.contains("zz"))
        #expect(
            IconReportFormat.text(report, mapLabel: "map.json", style: .plain).contains(
                "  info: 2 entries no fixture uses, 1 used icon that is no known SF Symbol\n"))
        let verbose = IconReportFormat.text(report, mapLabel: "map.json", style: .plain, verbose: true, hints: hints)
        #expect(verbose.split(separator: "\n").contains { $0.hasPrefix("  info") && $0.contains("zz") })
        #expect(!verbose.contains("(how)"))
        let markdown = IconReportFormat.markdown(report, mapLabel: "map.json", hints: hints)
        #expect(
            markdown.contains(
                "Info: 2 entries no fixture uses, 1 used icon that is no known SF Symbol (how, in Markdown)."))
        #expect(!markdown.contains("| info |"))
        #expect(IconReportFormat.markdown(report, mapLabel: "map.json", verbose: true).contains("| info | `zz` |"))
        // JSON is for tools: it lists everything either way.
        #expect(IconReportFormat.json(report, mapLabel: "map.json").contains("\"zz\""))
    }
}
