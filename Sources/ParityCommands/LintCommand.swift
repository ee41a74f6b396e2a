import RenderParity
import RenderParityHarness

/// `parity lint`: every deviation from the schema in every fixture.
public enum LintCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "lint",
        summary: "List the diagnostics of every fixture (what the decoder tolerated, and why).",
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT"),
            ByteLimitOption.input,
            .init("--strict", "exit 1 if there is any diagnostic"),
            .init("--format", value: "FORMAT", "text (default) or json"),
        ])

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let format = try arguments.choice("--format", ["text", "json"]) ?? "text"
        let corpus = try Corpus(root: context.root(arguments), maxInputBytes: try ByteLimitOption.input(arguments))
        let run = LintRun.run(corpus, filter: arguments.value("--filter"))
        context.standardOutput.write(format == "json" ? LintReport.json(run) : LintReport.text(run, style: context.style))
        if !run.unreadable.isEmpty { return 1 }
        return arguments.flag("--strict") && run.diagnosticCount > 0 ? 1 : 0
    }
}
