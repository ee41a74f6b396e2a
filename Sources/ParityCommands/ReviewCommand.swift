import RenderParityHarness
import RenderParityWebBundle

/// `parity review`: the run of `verify` (or of `compare --actual`) as one self-contained
/// HTML page for a person to read after a red CI run. The page is written whatever the
/// result; the exit code is the run's, as with `verify` and `compare`. The web renderer is
/// compiled into `parity` (`WebRendererBundle`), so the page has the live view and the
/// rendered difference wherever it is made: any folder, any corpus, an installed binary.
package enum ReviewCommand: ParityCommand {
    package static let spec = CommandSpec(
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
            "The page embeds the web renderer built into parity: the fixture rendered live, and golden and actual drawn\nfrom their snapshots with the elements whose lines differ outlined.\nExit status: 0 all pass, 1 failures (the page is written either way), 2 usage or I/O error."
    )

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let project = try context.project(arguments)
        let corpus = try CommandError.wrapping { () throws(ParityError) in try Corpus(project: project) }
        let all = arguments.flag("--all")
        let filter = arguments.value("--filter")
        let run: ReviewRun
        if let folder = arguments.value("--actual") {
            guard FileBytes.isDirectory(context.resolve(folder)) else { throw .harness(.notADirectory(path: folder)) }
            let expected = try ExpectedFailures.load(arguments.value("--expected-failures"), context: context)
            run = ReviewRun.compare(
                corpus, folder: context.resolve(folder), implementation: arguments.value("--name") ?? "actual",
                expected: expected, filter: filter, all: all)
        } else {
            for option in ["--name", "--expected-failures"] where arguments.value(option) != nil {
                throw .usage(command: spec.name, problem: "\(option) goes with --actual DIR")
            }
            run = ReviewRun.verify(
                corpus, filter: filter, standalone: StandaloneGolden.all(corpus), all: all, hints: .commandLine)
        }
        let output = arguments.value("--output") ?? "parity-review.html"
        let page = ReviewPage.html(run, liveRenderer: WebRendererBundle.javaScript, hints: .commandLine)
        try CommandError.wrapping { () throws(ParityError) in
            try FileBytes.writeAtomically(page, to: context.resolve(output))
        }
        context.standardOutput.write("wrote \(output)\n\(run.summary)\n")
        return run.failedCount == 0 ? 0 : 1
    }
}
