import RenderParityHarness

/// `parity review`: the run of `verify` (or of `compare --actual`) as one self-contained
/// HTML page for a person to read after a red CI run. The page is written whatever the
/// result; the exit code is the run's, as with `verify` and `compare`.
public enum ReviewCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "review",
        summary: "Write one self-contained HTML page reviewing verify (or compare --actual) side by side.",
        options: [
            .init(
                "--actual", value: "DIR",
                "review another implementation's snapshots (as compare --actual) instead of the reference"),
            .init("--name", value: "NAME", "with --actual: the implementation's name on the page (default 'actual')"),
            .init("--expected-failures", value: "FILE", "with --actual: fixtures allowed to fail, as for compare"),
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            .init("--all", "show passing fixtures too, not only the failing ones"),
            .init("--output", value: "FILE", "where the page goes (default parity-review.html)"),
        ],
        details:
            "The live view embeds \(ReviewPage.liveRendererPath) when the root has it.\nExit status: 0 all pass, 1 failures (the page is written either way), 2 usage or I/O error."
    )

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let root = try context.root(arguments)
        var corpus = try Corpus(root: root)
        corpus.input = try FixtureInput.project(root: root)
        let all = arguments.flag("--all")
        let filter = arguments.value("--filter")
        let run: ReviewRun
        if let folder = arguments.value("--actual") {
            guard FileBytes.isDirectory(context.resolve(folder)) else { throw .notADirectory(path: folder) }
            run = ReviewRun.compare(
                corpus, folder: context.resolve(folder), implementation: arguments.value("--name") ?? "actual",
                expected: try ExpectedFailures.load(arguments.value("--expected-failures"), context: context),
                filter: filter, all: all)
        } else {
            for option in ["--name", "--expected-failures"] where arguments.value(option) != nil {
                throw .usage(command: spec.name, problem: "\(option) goes with --actual DIR")
            }
            run = ReviewRun.verify(
                corpus, filter: filter, standalone: StandaloneGolden.all(root: corpus.root), all: all)
        }
        let renderer = try FileBytes.readIfPresent(corpus.root + "/" + ReviewPage.liveRendererPath).map {
            String(decoding: $0, as: UTF8.self)
        }
        let output = arguments.value("--output") ?? "parity-review.html"
        try FileBytes.writeAtomically(ReviewPage.html(run, liveRenderer: renderer), to: context.resolve(output))
        context.standardOutput.write(
            "wrote \(output)\(renderer == nil ? " (no live view: \(ReviewPage.liveRendererPath) not found)" : "")\n\(run.summary)\n"
        )
        return run.failedCount == 0 ? 0 : 1
    }
}
