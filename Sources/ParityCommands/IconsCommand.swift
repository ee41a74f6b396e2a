import RenderParity
import RenderParityHarness

/// `parity icons`: the icon-map report, or with `--resolution` the canonical resolution lines.
package enum IconsCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "icons",
        summary: "Check the SF Symbols → Compose icon map against the real name lists and the fixtures.",
        options: [
            .init("--map", value: "FILE", "the map to check (default spec/icon-map.json)"),
            .init("--fixtures", value: "DIR", "the corpus whose icons are checked (default test-fixtures/)"),
            .init("--format", value: "FORMAT", "text (default), markdown or json"),
            .init("--strict", "exit 1 on any error or warning (default: errors only)"),
            .init("--verbose", "list every info item too (text and markdown count them by kind)"),
            ByteLimitOption.input,
            .init("--resolution", "print one canonical resolution line per SF name (the ports' golden)"),
        ],
        details: "Rules: spec/icon-map.md. The resolution golden is test-snapshots/icon-map/resolution.txt.")

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let format = try arguments.choice("--format", ["text", "markdown", "json"]) ?? "text"
        let project = try context.project(arguments)
        let maxInputBytes = try ByteLimitOption.input(arguments)
        let root = project.root
        let mapPath = arguments.value("--map").map(context.resolve) ?? root + "/" + IconMapFile.defaultPath
        let (map, usage, catalog) = try CommandError.wrapping { () throws(ParityError) in
            try project.requireDocuments(for: spec.name)
            let map = try IconMapFile.load(mapPath)
            let corpus = try Corpus(
                project: project, fixturesFolder: arguments.value("--fixtures").map(context.resolve),
                maxInputBytes: maxInputBytes)
            return (map, try IconUsage.collect(corpus), try IconCatalog.load(root: root))
        }
        if arguments.flag("--resolution") {
            context.standardOutput.write(
                String(decoding: IconResolution.golden(map.names + usage.names, map: map), as: UTF8.self))
            return 0
        }
        let report = IconMapReport.build(map: map, catalog: catalog, usage: usage)
        let label = arguments.value("--map") ?? IconMapFile.defaultPath
        switch format {
        case "json": context.standardOutput.write(IconReportFormat.json(report, mapLabel: label))
        case "markdown":
            context.standardOutput.write(
                IconReportFormat.markdown(
                    report, mapLabel: label, verbose: arguments.flag("--verbose"), hints: .commandLine))
        default:
            context.standardOutput.write(
                IconReportFormat.text(
                    report, mapLabel: label, style: context.style, verbose: arguments.flag("--verbose"),
                    hints: .commandLine))
        }
        return report.fails(strict: arguments.flag("--strict")) ? 1 : 0
    }
}
