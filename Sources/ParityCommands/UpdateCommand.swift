import RenderParityHarness

/// `parity update`: writes new and changed goldens after an intended change.
public enum UpdateCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "update",
        summary: "Write the snapshots of the fixtures as their goldens (atomically).",
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ByteLimitOption.input,
            .init("--prune", "remove goldens that have no fixture"),
            .init("--dry-run", "show what would change; write nothing"),
            .init("--force", "write even when the CI environment variable is set (to anything but '', false or 0)"),
            JobsOption.option,
            DiffOption.option,
        ],
        details: "Review every added and changed golden against spec/render-snapshot.md before committing it.")

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let dryRun = arguments.flag("--dry-run")
        let prune = arguments.flag("--prune")
        let maxDiffLines = try DiffOption.maxLines(arguments)
        if !dryRun, CIEnvironment.isSet(context.environment), !arguments.flag("--force") { throw .refusingToWriteInCI }
        let jobs = try JobsOption.parse(arguments)
        let corpus = try Corpus(root: context.root(arguments), maxInputBytes: try ByteLimitOption.input(arguments))
        let standalone = StandaloneGolden.all(root: corpus.root)
        let filter = arguments.value("--filter")
        try corpus.requireSomethingToCheck(filter: filter, standalone: standalone.map(\.name))
        let plan = UpdateRun.plan(corpus, filter: filter, standalone: standalone, jobs: jobs)
        let applied = dryRun ? nil : plan.apply(to: corpus, prune: prune)
        // As in verify, the report lists each file that could not be read; the exit code says so too.
        context.standardOutput.write(
            UpdateReport.text(
                plan, dryRun: dryRun, prune: prune, style: context.style, maxDiffLines: maxDiffLines, applied: applied))
        // A write that failed stopped the run: the report said what was written, `parity` says why.
        if let failure = applied?.failure { throw failure }
        return plan.unreadable.isEmpty ? 0 : 1
    }
}
