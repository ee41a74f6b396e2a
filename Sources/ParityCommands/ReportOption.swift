import RenderParityHarness

/// `--report json|junit --output FILE`, shared by `verify` and `compare`.
struct ReportOption {
    let format: String
    let path: String

    init?(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) {
        guard let format = try arguments.choice("--report", ["json", "junit"]) else {
            if arguments.value("--output") != nil {
                throw .usage(command: arguments.command, problem: "--output goes with --report json|junit")
            }
            return nil
        }
        guard let output = arguments.value("--output") else {
            throw .usage(command: arguments.command, problem: "--report \(format) needs --output FILE")
        }
        self.format = format
        path = context.resolve(output)
    }

    /// Writes the chosen format; only that one is built.
    func write(json: @autoclosure () -> String, junit: @autoclosure () -> String) throws(CommandError) {
        let bytes = Array((format == "json" ? json() : junit()).utf8)
        try CommandError.wrapping { () throws(ParityError) in try FileBytes.writeAtomically(bytes, to: path) }
    }
}
