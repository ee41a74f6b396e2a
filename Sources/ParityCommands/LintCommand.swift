import RenderParity
import RenderParityHarness

/// `parity lint`: every deviation from the schema in every fixture, or in the documents given
/// (a model's output, typically), with codes, positions and suggestions (spec §2.5).
package enum LintCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "lint",
        summary:
            "List the diagnostics of documents (FILE…, or - for stdin) or of every fixture: what the decoder tolerated, why, and how to fix it.",
        positionals: "[FILE…|-]",
        maximumPositionals: Int.max,
        options: [
            .init("--filter", value: "TEXT", "only fixtures whose path contains TEXT (without FILE)"),
            ByteLimitOption.input,
            .init("--strict", "exit 1 if there is any diagnostic"),
            .init(
                "--format", value: "FORMAT",
                "text (default), json, or prompt (a correction message for the model that wrote the document)"),
        ],
        details: "Diagnostic codes are stable (spec/render-snapshot.md §2.5); messages may change.")

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        let format = try arguments.choice("--format", ["text", "json", "prompt"]) ?? "text"
        let run = try lint(arguments, context)
        switch format {
        case "json": context.standardOutput.write(LintReport.json(run))
        case "prompt": context.standardOutput.write(LintPrompt.text(run))
        default: context.standardOutput.write(LintReport.text(run, style: context.style))
        }
        if !run.unreadable.isEmpty { return 1 }
        return arguments.flag("--strict") && run.diagnosticCount > 0 ? 1 : 0
    }

    private static func lint(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> LintRun {
        let files = arguments.positionals
        guard !files.isEmpty else {
            let project = try context.project(arguments)
            try CommandError.wrapping { () throws(ParityError) in try project.requireDocuments(for: spec.name) }
            let corpus = try Corpus(arguments, context: context)
            try corpus.requireSomethingToCheck(arguments.value("--filter"))
            return LintRun.run(corpus, filter: arguments.value("--filter"))
        }
        if arguments.value("--filter") != nil {
            throw .usage(command: spec.name, problem: "--filter selects fixtures; it cannot be used with FILE")
        }
        if files.contains("-") {
            guard files == ["-"] else {
                throw .usage(command: spec.name, problem: "- (stdin) cannot be combined with files")
            }
            let bytes = try CommandError.wrapping { () throws(ParityError) in try context.readStandardInput() }
            return LintRun.run([stdinName], vocabulary: try context.vocabulary(arguments)) { _ throws(ParityError) in
                bytes
            }
        }
        // Files named on the command line are read first: one that cannot be read is an error (exit 2), not a finding.
        var read: [String: [UInt8]] = [:]
        let limit = try ByteLimitOption.input(arguments)
        for file in files {
            read[file] = try CommandError.wrapping { () throws(ParityError) in
                try FileBytes.read(context.resolve(file), limit: limit)
            }
        }
        let documents = read
        return LintRun.run(files, vocabulary: try context.vocabulary(arguments)) { file throws(ParityError) in
            documents[file] ?? []
        }
    }

    static let stdinName = "<stdin>"
}
