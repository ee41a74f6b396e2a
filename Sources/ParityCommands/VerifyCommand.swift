import RenderParityHarness

/// `parity verify`: the CI job. Never writes to the goldens.
package enum VerifyCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "verify",
        summary: "Snapshot every fixture and compare it byte for byte with its golden.",
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ShardOption.option,
            JobsOption.option,
            ByteLimitOption.input,
            .init("--report", value: "FORMAT", "also write a report: json or junit (needs --output)"),
            .init("--output", value: "FILE", "where --report goes"),
            DiffOption.option,
        ],
        details: """
            Fails on a differing snapshot, a missing or malformed golden, and a golden without a fixture.
            The last line is 'N passed, M failed'. No fixture to check (an empty corpus, a --filter or
            --shard matching nothing) exits 1. With --shard K/N, goldens without a fixture are checked by shard 1.
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let report = try ReportOption(arguments, context: context)
        let shard = try ShardOption.parse(arguments)
        let jobs = try JobsOption.parse(arguments)
        let maxDiffLines = try DiffOption.maxLines(arguments)
        let corpus = try Corpus(arguments, context: context)
        let standalone = StandaloneGolden.all(corpus)
        let filter = arguments.value("--filter")
        try corpus.requireSomethingToCheck(filter, shard: shard, standalone: standalone.map(\.name))
        let run = VerifyRun.run(corpus, filter: filter, standalone: standalone, shard: shard, jobs: jobs)
        try report?.write(
            json: VerifyReport.json(run, hints: .commandLine), junit: VerifyReport.junit(run, hints: .commandLine))
        context.standardOutput.write(
            VerifyReport.text(run, style: context.style, maxDiffLines: maxDiffLines, hints: .commandLine))
        return run.failedCount == 0 ? 0 : 1
    }
}
