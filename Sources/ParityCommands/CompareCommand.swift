import RenderParityHarness

/// `parity compare`: checks an implementation the harness didn't build, from its output folder or by running it.
package enum CompareCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "compare",
        summary: "Compare another implementation's snapshots with the goldens, byte for byte.",
        options: [
            .init("--actual", value: "DIR", "snapshots written with the goldens' relative names"),
            .init("--renderer", value: "CMD", "run 'CMD ARGS… FIXTURE' per fixture; stdout is the snapshot (no shell)"),
            .init("--timeout", value: "SECONDS", "per fixture, with --renderer (default 10)"),
            .init("--name", value: "NAME", "the implementation's name in reports (default 'actual' or the command)"),
            .init(
                "--expected-failures", value: "FILE",
                "fixtures allowed to fail, one per line with an optional '# reason'"),
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ShardOption.option,
            JobsOption.option,
            ByteLimitOption.input,
            ByteLimitOption.output,
            .init("--report", value: "FORMAT", "also write a report: json or junit (needs --output)"),
            .init("--output", value: "FILE", "where --report goes"),
            DiffOption.option,
        ],
        details: """
            A listed fixture that passes fails the run ('unexpectedly passing'), so lists can't go stale.
            With --actual, icon-map/resolution.txt is compared like any golden, and a file with no golden fails as STRAY.
            No fixture to compare (an empty corpus, a --filter or --shard matching nothing) exits 1; a missing renderer program exits 2.
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let source: CompareRun.Source
        let defaultName: String
        switch (arguments.value("--actual"), arguments.value("--renderer")) {
        case (let folder?, nil):
            guard FileBytes.isDirectory(context.resolve(folder)) else { throw .harness(.notADirectory(path: folder)) }
            source = .directory(context.resolve(folder))
            defaultName = "actual"
        case (nil, let command?):
            let timeout = try arguments.number("--timeout", default: 10.0, expected: "a positive number of seconds") {
                $0 > 0 && $0.isFinite
            }
            let maxOutputBytes = try ByteLimitOption.output(arguments)
            let process = try CommandError.wrapping { () throws(ParityError) in
                try RendererProcess(
                    command: command, timeout: timeout, maxOutputBytes: maxOutputBytes,
                    searchPath: context.environment["PATH"], currentDirectory: context.currentDirectory)
            }
            source = .renderer(process)
            defaultName = process.arguments.first ?? "renderer"
        default:
            throw .usage(command: spec.name, problem: "give exactly one of --actual DIR and --renderer CMD")
        }
        let report = try ReportOption(arguments, context: context)
        let shard = try ShardOption.parse(arguments)
        let jobs = try JobsOption.parse(arguments)
        let maxDiffLines = try DiffOption.maxLines(arguments)
        let corpus = try Corpus(arguments, context: context)
        // Only a folder can hold a standalone golden's counterpart; a renderer is run per fixture.
        let standalone = source.isDirectory ? StandaloneGolden.all(corpus).map(\.name) : []
        let filter = arguments.value("--filter")
        try corpus.requireSomethingToCheck(filter, shard: shard, standalone: standalone)
        let expected = try ExpectedFailures.load(
            arguments.value("--expected-failures"), context: context, limit: corpus.maxInputBytes)
        let run = CompareRun.run(
            corpus, source: source, implementation: arguments.value("--name") ?? defaultName,
            expected: expected, filter: filter, standalone: standalone, shard: shard, jobs: jobs)
        try report?.write(json: CompareReport.json(run), junit: CompareReport.junit(run))
        context.standardOutput.write(CompareReport.text(run, style: context.style, maxDiffLines: maxDiffLines))
        return run.failedCount == 0 ? 0 : 1
    }
}
