import RenderParityHarness

/// `parity compare`: checks an implementation the harness didn't build, from its output folder or by running it.
public enum CompareCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "compare",
        summary: "Compare another implementation's snapshots with the goldens, byte for byte.",
        options: [
            .init("--actual", value: "DIR", "snapshots written with the goldens' relative names"),
            .init("--renderer", value: "CMD", "run 'CMD ARGS… FIXTURE' per fixture; stdout is the snapshot (no shell)"),
            .init("--timeout", value: "SECONDS", "per fixture, with --renderer (default 10)"),
            .init("--name", value: "NAME", "the implementation's name in reports (default 'actual' or the command)"),
            .init("--expected-failures", value: "FILE", "fixtures allowed to fail, one per line with an optional '# reason'"),
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ByteLimitOption.input,
            ByteLimitOption.output,
            .init("--report", value: "FORMAT", "also write a report: json or junit (needs --output)"),
            .init("--output", value: "FILE", "where --report goes"),
            DiffOption.option,
        ],
        details: "A listed fixture that passes fails the run ('unexpectedly passing'), so lists can't go stale.")

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let source: CompareRun.Source
        let defaultName: String
        switch (arguments.value("--actual"), arguments.value("--renderer")) {
        case let (folder?, nil):
            guard FileBytes.isDirectory(context.resolve(folder)) else { throw .notADirectory(path: folder) }
            source = .directory(context.resolve(folder))
            defaultName = "actual"
        case let (nil, command?):
            let timeout = try arguments.number("--timeout", default: 10.0, expected: "a positive number of seconds") { $0 > 0 && $0.isFinite }
            let process = try RendererProcess(command: command, timeout: timeout, maxOutputBytes: try ByteLimitOption.output(arguments),
                                              searchPath: context.environment["PATH"], currentDirectory: context.currentDirectory)
            source = .renderer(process)
            defaultName = process.arguments.first ?? "renderer"
        default:
            throw .usage(command: spec.name, problem: "give exactly one of --actual DIR and --renderer CMD")
        }
        let report = try ReportOption(arguments, context: context)
        let maxDiffLines = try DiffOption.maxLines(arguments)
        let corpus = try Corpus(root: context.root(arguments), maxInputBytes: try ByteLimitOption.input(arguments))
        let expected = try ExpectedFailures.load(arguments.value("--expected-failures"), context: context, limit: corpus.maxInputBytes)
        let run = CompareRun.run(corpus, source: source, implementation: arguments.value("--name") ?? defaultName,
                                 expected: expected, filter: arguments.value("--filter"))
        try report?.write(json: CompareReport.json(run), junit: CompareReport.junit(run))
        context.standardOutput.write(CompareReport.text(run, style: context.style, maxDiffLines: maxDiffLines))
        return run.failedCount == 0 ? 0 : 1
    }
}
