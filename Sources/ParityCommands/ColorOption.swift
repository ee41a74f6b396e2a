import RenderParityHarness

/// `--color auto|always|never`, accepted by every command; `TerminalStyle.detect` decides.
enum ColorOption {
    static let option = CommandSpec.Option(
        "--color", value: "WHEN", "auto (default: a terminal, unless NO_COLOR; FORCE_COLOR forces it), always or never")

    /// The context's style with `--color` applied: `auto` keeps what the process detected.
    static func apply(_ arguments: ParsedArguments, to context: CommandContext) throws(CommandError) -> CommandContext {
        let names = TerminalStyle.Choice.allCases.map(\.rawValue)
        guard let value = try arguments.choice("--color", names), let choice = TerminalStyle.Choice(rawValue: value),
            choice != .auto
        else { return context }
        var styled = context
        styled.style = TerminalStyle.detect(outputIsTerminal: false, environment: context.environment, choice: choice)
        return styled
    }
}
