import RenderParityHarness

/// One `parity` subcommand: its declared arguments and the call into the harness.
/// Commands only parse, call library functions and print what those return.
package protocol ParityCommand: Sendable {
    static var spec: CommandSpec { get }
    /// Returns the exit code: 0 all good, 1 findings. Errors (exit 2) are thrown.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32
    /// Whether a run may leave temporary files or renderer processes behind if stopped part-way,
    /// or starts threads: then `parity` takes SIGINT and SIGTERM to undo them (`TerminationCleanup`).
    static func needsTerminationCleanup(_ arguments: ParsedArguments) -> Bool
}

extension ParityCommand {
    /// Every command but those that say otherwise.
    package static func needsTerminationCleanup(_ arguments: ParsedArguments) -> Bool { true }
}
