import RenderParityHarness

/// `parity verify`: the CI job. Never writes to the goldens.
public enum VerifyCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "verify",
        summary: "Snapshot every fixture and compare it byte for byte with its golden.",
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ByteLimitOption.input,
            .init("--report", value: "FORMAT", "also write a report: json or junit (needs --output)"),
            .init("--output", value: "FILE", "where --report goes"),
            DiffOption.option,
        ],
        details: "Fails on a differing snapshot, a missing or malformed golden, and a golden without a fixture.\nThe last line is 'N passed, M failed'.")

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let report = try ReportOption(arguments, context: context)
        let maxDiffLines = try DiffOption.maxLines(arguments)
        let corpus = try Corpus(root: context.root(arguments), maxInputBytes: try ByteLimitOption.input(arguments))
        let run = VerifyRun.run(corpus, filter: arguments.value("--filter"), standalone: StandaloneGolden.all(root: corpus.root))
        try report?.write(json: VerifyReport.json(run), junit: VerifyReport.junit(run))
        context.standardOutput.write(VerifyReport.text(run, style: context.style, maxDiffLines: maxDiffLines))
        return run.failedCount == 0 ? 0 : 1
    }
}
