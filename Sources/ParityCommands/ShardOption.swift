import RenderParityHarness

/// `--shard K/N` for `verify` and `compare`: see `Shard` for how a corpus is split.
enum ShardOption {
    static let option = CommandSpec.Option(
        "--shard", value: "K/N", "only the K-th of N deterministic parts of the fixtures (for parallel CI jobs)")

    static func parse(_ arguments: ParsedArguments) throws(CommandError) -> Shard? {
        guard let text = arguments.value("--shard") else { return nil }
        guard let shard = Shard(text) else {
            throw .usage(command: arguments.command, problem: "--shard must be K/N with 1 ≤ K ≤ N, not '\(text)'")
        }
        return shard
    }
}
