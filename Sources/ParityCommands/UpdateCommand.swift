import RenderParityHarness

/// `parity update`: writes new and changed goldens after an intended change, all at once,
/// only the ones named (`--only`), or one by one after asking (`--interactive`).
package enum UpdateCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "update",
        summary: "Write the snapshots of the fixtures as their goldens (atomically).",
        positionals: "[--only NAME…]", maximumPositionals: .max,
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            .init(
                "--only", value: "NAME",
                "only these fixtures or goldens, named as reports print them (nodes/badge.json …); more names may follow"
            ),
            .init("--interactive", "show each new, changed and obsolete golden and ask: accept, skip, all or quit"),
            ByteLimitOption.input,
            .init("--prune", "remove goldens that have no fixture"),
            .init("--dry-run", "show what would change; write nothing"),
            .init("--force", "write even when the CI environment variable is set (to anything but '', false or 0)"),
            JobsOption.option,
            DiffOption.option,
        ],
        details: """
            Review every added and changed golden against spec/render-snapshot.md before committing it.
            --only accepts exactly the names given (an obsolete golden named is removed); a name that matches
            nothing exits 2. --interactive needs a terminal on standard input and writes only what was accepted.
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let dryRun = arguments.flag("--dry-run")
        let interactive = arguments.flag("--interactive")
        let maxDiffLines = try DiffOption.maxLines(arguments)
        let names = try onlyNames(arguments)
        if interactive, dryRun {
            throw usage("--interactive asks before writing and --dry-run writes nothing: give one")
        }
        if !dryRun, CIEnvironment.isSet(context.environment), !arguments.flag("--force") { throw .refusingToWriteInCI }
        if interactive, !context.standardInputIsTerminal { throw .notATerminal }
        let jobs = try JobsOption.parse(arguments)
        let corpus = try Corpus(arguments, context: context)
        let standalone = StandaloneGolden.all(corpus)
        let filter = arguments.value("--filter")
        try corpus.requireSomethingToCheck(filter, standalone: standalone.map(\.name))
        let only = try CommandError.wrapping { () throws(ParityError) in
            try names.map { names throws(ParityError) in
                try UpdateSelection.goldens(named: names, in: corpus, standalone: standalone.map(\.name))
            }
        }
        let plan = UpdateRun.plan(corpus, filter: filter, only: only, standalone: standalone, jobs: jobs)
        if interactive {
            let decisions = InteractiveUpdate.walk(
                plan, style: context.style, maxDiffLines: maxDiffLines, write: context.standardOutput.write,
                readLine: context.readLine)
            let applied = decisions.accepted.apply(to: corpus, prune: true)
            context.standardOutput.write(
                UpdateReport.interactiveClosing(decisions, applied: applied, style: context.style))
            if let failure = applied.failure { throw .harness(failure) }
            return plan.unreadable.isEmpty ? 0 : 1
        }
        // An obsolete golden named in --only is removed: naming it is the decision --prune stands for.
        let prune = arguments.flag("--prune") || only != nil
        let applied = dryRun ? nil : plan.apply(to: corpus, prune: prune)
        // As in verify, the report lists each file that could not be read; the exit code says so too.
        context.standardOutput.write(
            UpdateReport.text(
                plan, dryRun: dryRun, prune: prune, style: context.style, maxDiffLines: maxDiffLines, applied: applied,
                hints: .commandLine))
        // A write that failed stopped the run: the report said what was written, `parity` says why.
        if let failure = applied?.failure { throw .harness(failure) }
        return plan.unreadable.isEmpty ? 0 : 1
    }

    /// The names after `--only` (its value and every argument that follows it), or nil without it.
    private static func onlyNames(_ arguments: ParsedArguments) throws(CommandError) -> [String]? {
        guard let first = arguments.value("--only") else {
            if let stray = arguments.positionals.first {
                throw usage("unexpected argument '\(stray)' (names of goldens to accept follow --only)")
            }
            return nil
        }
        if arguments.value("--filter") != nil { throw usage("give --filter TEXT or --only NAME…, not both") }
        return [first] + arguments.positionals
    }

    private static func usage(_ problem: String) -> CommandError { .usage(command: spec.name, problem: problem) }
}
