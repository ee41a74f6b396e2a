import RenderParityHarness

/// One `parity` subcommand: its declared arguments and the call into the harness.
/// Commands only parse, call library functions and print what those return.
package protocol ParityCommand: Sendable {
    static var spec: CommandSpec { get }
    /// Returns the exit code: 0 all good, 1 findings. Errors (exit 2) are thrown.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32
}
