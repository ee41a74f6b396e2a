import RenderParityHarness

extension ExpectedFailures {
    /// The list an `--expected-failures FILE` option names (`compare`, `review`), or an empty one without it.
    static func load(_ path: String?, context: CommandContext, limit: Int = FileBytes.defaultMaxInputBytes)
        throws(CommandError) -> ExpectedFailures
    {
        guard let path else { return ExpectedFailures() }
        return try CommandError.wrapping { () throws(ParityError) in
            try ExpectedFailures.parse(
                String(decoding: try FileBytes.read(context.resolve(path), limit: limit), as: UTF8.self), path: path)
        }
    }
}
