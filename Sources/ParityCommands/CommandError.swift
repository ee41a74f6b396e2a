import RenderParityHarness

/// Everything that stops a `parity` command before it can report findings, as the command line
/// says it: usage errors, the refusals only a command line makes (`CI`, no terminal to ask on),
/// and the harness's errors, with the flag that changes the outcome where there is one. The
/// harness words its errors for any caller and names no flag; the flags are this layer's.
///
/// `message` is the one place the command line words an error, and `exitCode` the one place it
/// picks a status; `ParityCLI` prints the first on stderr and returns the second.
package enum CommandError: Error, Equatable, Sendable {
    case usage(command: String, problem: String)
    /// `parity update` in CI without `--force`: goldens are reviewed changes.
    case refusingToWriteInCI
    /// `parity update --interactive` with no terminal to ask on (a pipe, CI, `< /dev/null`).
    case notATerminal
    /// An error of the harness (I/O, the project, a run with nothing to check).
    case harness(ParityError)

    /// Every line to print: one per listing error, then the summary; else just `message`.
    package var messages: [String] {
        if case .harness(let error) = self, case .listingFailed = error { return error.messages }
        return [message]
    }

    package var message: String {
        switch self {
        case .usage(let command, let problem):
            "\(problem) (see 'parity \(command.isEmpty ? "" : command + " ")--help')"
        case .refusingToWriteInCI:
            "refusing to write goldens: the CI environment variable is set (goldens are reviewed changes; pass --force to write anyway)"
        case .notATerminal:
            "refusing to ask: standard input is not a terminal; 'parity update --dry-run' shows every change, and --filter TEXT or --only NAME… accepts part of them without asking"
        case .harness(let error):
            Self.commandLineWording(of: error)
        }
    }

    /// 2 for usage and I/O errors; 1 for a run that checked nothing, which is a finding.
    package var exitCode: Int32 {
        if case .harness(.nothingToCheck) = self { return 1 }
        return 2
    }

    /// A harness error with what the command line adds: the flag that changes the outcome. The
    /// renderer command's problems are usage errors here, as the command came from `--renderer`.
    private static func commandLineWording(of error: ParityError) -> String {
        switch error {
        case .rootNotFound:
            error.message + "; run inside one or pass --root DIR"
        case .unknownName:
            "--only " + error.message
        case .inputTooLarge:
            error.message + " (raise it with --max-input-bytes)"
        case .catalogImport(let failure):
            if case .unresolvedReference = failure.problem {
                error.message + "; pass --common FILE"
            } else {
                error.message
            }
        case .nothingToCheck(.noMatch(let filter?, let shard)):
            "no fixtures matched --filter \(ControlCharacterEscaping.escaped(filter))"
                + (shard.map { " in shard \($0)" } ?? "")
        case .rendererCommand(.empty):
            CommandError.usage(command: "compare", problem: "--renderer needs a command").message
        case .rendererCommand(.unclosedQuote):
            CommandError.usage(command: "compare", problem: "--renderer has an unclosed quote or a trailing backslash")
                .message
        default:
            error.message
        }
    }
}

extension CommandError {
    /// Runs library code; a harness error it throws becomes this layer's `.harness`.
    package static func wrapping<T>(_ body: () throws(ParityError) -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch {
            throw .harness(error)
        }
    }
}
