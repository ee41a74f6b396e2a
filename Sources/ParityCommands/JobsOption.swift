import RenderParityHarness

/// `--jobs N`: how many fixtures are worked on at once. The default is every
/// core; `--jobs 1` runs on one thread. Output order never depends on it (`ParallelMap`).
enum JobsOption {
    static let option = CommandSpec.Option(
        "--jobs", value: "N", "work on N files at once (default: the number of cores)")

    static func parse(_ arguments: ParsedArguments) throws(CommandError) -> Int {
        try arguments.number("--jobs", default: ParallelMap.cores, expected: "a whole number ≥ 1") { $0 >= 1 }
    }
}
