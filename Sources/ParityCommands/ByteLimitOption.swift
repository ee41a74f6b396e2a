import RenderParityHarness

/// `--max-input-bytes N` (every command that reads fixtures, goldens or snapshots) and
/// `--max-output-bytes N` (`compare --renderer`): the limits that keep memory bounded
/// whatever the files or the renderer (spec §1.1, size limits).
enum ByteLimitOption {
    static let input = CommandSpec.Option(
        "--max-input-bytes", value: "N",
        "read no file over N bytes (default \(FileBytes.defaultMaxInputBytes), 256 MiB)")
    static let output = CommandSpec.Option(
        "--max-output-bytes", value: "N",
        "with --renderer: a fixture fails when its stdout or stderr exceeds N bytes (default \(RendererProcess.defaultMaxOutputBytes), 64 MiB)"
    )

    static func input(_ arguments: ParsedArguments) throws(CommandError) -> Int {
        try arguments.number(
            input.name, default: FileBytes.defaultMaxInputBytes, expected: "a whole number of bytes ≥ 1"
        ) { $0 >= 1 }
    }

    static func output(_ arguments: ParsedArguments) throws(CommandError) -> Int {
        try arguments.number(
            output.name, default: RendererProcess.defaultMaxOutputBytes, expected: "a whole number of bytes ≥ 1"
        ) { $0 >= 1 }
    }
}
