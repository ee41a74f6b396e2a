import RenderParityHarness

extension Corpus {
    /// The corpus a command runs over: the project's (`--root`, `--vocabulary`), its files read up
    /// to `--max-input-bytes`.
    init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) {
        let project = try context.project(arguments)
        let limit = try ByteLimitOption.input(arguments)
        self = try CommandError.wrapping { () throws(ParityError) in try Corpus(project: project, maxInputBytes: limit)
        }
    }

    /// `requireSomethingToCheck`, its refusal as the command's error.
    func requireSomethingToCheck(_ filter: String?, shard: Shard? = nil, standalone: [String] = [])
        throws(CommandError)
    {
        try CommandError.wrapping { () throws(ParityError) in
            try requireSomethingToCheck(filter: filter, shard: shard, standalone: standalone)
        }
    }
}
