import RenderParityHarness

/// `parity`'s entry point: picks the command, and is the one place errors become
/// a message on stderr and their exit code (2; 1 for a run with nothing to check).
package enum ParityCLI {
    package static let commands: [any ParityCommand.Type] = [
        VerifyCommand.self, UpdateCommand.self, SnapshotCommand.self, LintCommand.self, IconsCommand.self,
        CompareCommand.self, GenerateCommand.self, ReviewCommand.self, SchemaCommand.self, VocabularyCommand.self,
        A2UICommand.self,
    ]

    /// `installCleanup` runs just before a command that asks for it (`needsTerminationCleanup`)
    /// starts: `parity` takes its signals then (`TerminationCleanup`); tests take none.
    package static func main(
        _ arguments: [String], _ context: CommandContext, installCleanup: () -> Void = {}
    ) -> Int32 {
        if arguments.first == "--version" {
            context.standardOutput.write("parity \(ParityVersion.current)\n")
            return 0
        }
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            (arguments.isEmpty ? context.standardError : context.standardOutput).write(help)
            return arguments.isEmpty ? 2 : 0
        }
        do throws(CommandError) {
            guard let command = commands.first(where: { $0.spec.name == name }) else {
                throw .usage(command: "", problem: "unknown command '\(name)'")
            }
            let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: command.spec)
            if parsed.wantsHelp {
                context.standardOutput.write(command.spec.help)
                return 0
            }
            if command.needsTerminationCleanup(parsed) { installCleanup() }
            return try command.run(parsed, ColorOption.apply(parsed, to: context))
        } catch {
            context.standardError.write(errorLine(error))
            return error.exitCode
        }
    }

    /// How an error reads on stderr: `parity: ` + its message (a line per listing problem).
    package static func errorLine(_ error: CommandError) -> String { error.messages.map { "parity: \($0)\n" }.joined() }

    package static var help: String {
        var lines = [
            "usage: parity COMMAND [options]", "", "Cross-platform parity snapshots for the generative UI DSL.", "",
            "commands:",
        ]
        var specs: [CommandSpec] = []
        for command in commands { specs.append(command.spec) }
        let width = specs.reduce(0) { max($0, $1.name.count) }
        for spec in specs {
            lines.append("  " + spec.name + String(repeating: " ", count: width - spec.name.count + 2) + spec.summary)
        }
        lines += [
            "", "Run 'parity COMMAND --help' for a command's options; 'parity --version' for the version.",
            "Exit status: 0 all good, 1 findings, 2 usage or I/O error.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
