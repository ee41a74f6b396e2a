import Foundation
import ParityCommands
import Testing

/// `parity`'s front door: usage, unknown commands and options, `--help` everywhere.
/// Exit 0 = all good, 1 = findings, 2 = usage or I/O error.
struct ParityCLITests {
    /// The options each command must at least accept and document (besides `--help`).
    static let expectedOptions: [String: [String]] = [
        "verify": ["--filter", "--report", "--output", "--root"],
        "update": ["--filter", "--prune", "--dry-run", "--force", "--root"],
        "snapshot": ["--diagnostics", "--root"],
        "lint": ["--filter", "--strict", "--format", "--root"],
    ]

    @Test func noArgumentsPrintsUsageOnStandardErrorAndExitsTwo() {
        let result = parity([], in: "/")
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("usage: parity COMMAND [options]\n"))
        for command in ["verify", "update", "snapshot", "lint"] {
            #expect(result.stderrLines.contains { $0.hasPrefix("  \(command) ") }, "usage does not list \(command)")
        }
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func topLevelHelpGoesToStandardOutput(_ arguments: [String]) {
        let result = parity(arguments, in: "/")
        #expect(result.code == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == ParityCLI.help)
        #expect(result.stdout.contains("Exit status: 0 all good, 1 findings, 2 usage or I/O error."))
    }

    @Test func unknownCommandIsOneLine() {
        let result = parity(["frobnicate", "--filter", "x"], in: "/")
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("parity: unknown command 'frobnicate'"))
        #expect(result.stderr == "parity: unknown command 'frobnicate' (see 'parity --help')\n")
    }

    /// Every registered command (the four above and any added later), so a new command can't skip `--help`.
    static let allCommands = ParityCLI.commands.map { $0.spec.name }

    @Test func theIssueCommandsAreRegistered() {
        #expect(Set(Self.allCommands).isSuperset(of: Self.expectedOptions.keys), "commands: \(Self.allCommands)")
    }

    @Test(arguments: allCommands)
    func everyCommandHasHelp(_ command: String) throws {
        for flag in ["--help", "-h"] {
            let result = parity([command, flag], in: "/nonexistent")
            #expect(result.code == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("usage: parity \(command)"))
            let declared = try #require(ParityCLI.commands.first { $0.spec.name == command }).spec.options.map(\.name)
            let options = Self.expectedOptions[command] ?? []
            for option in Set(options + declared + ["--help"]) {
                #expect(
                    result.stdoutLines.contains { $0.hasPrefix("  \(option) ") || $0 == "  \(option)" },
                    "\(command) --help does not list \(option)")
            }
        }
    }

    /// Every option a command declares is in its help, and the declared options include the expected ones.
    @Test func declaredOptionsMatchTheDocumentedOnes() {
        for command in ParityCLI.commands {
            guard let expected = Self.expectedOptions[command.spec.name] else { continue }
            #expect(Set(command.spec.options.map(\.name)).isSuperset(of: expected), "\(command.spec.name)")
            for option in command.spec.options {
                #expect(
                    command.spec.help.contains("  \(option.name)"), "\(command.spec.name) help lacks \(option.name)")
            }
        }
    }

    @Test(arguments: allCommands)
    func unknownOptionIsAUsageError(_ command: String) {
        let result = parity([command, "--bogus"], in: "/nonexistent")
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "parity: unknown option --bogus for 'parity \(command)' (see 'parity \(command) --help')"
            ])
    }

    @Test func optionValuesAreChecked() {
        let missingValue = parity(["verify", "--filter"], in: "/")
        #expect(missingValue.code == 2)
        #expect(missingValue.stderrLines == ["parity: --filter needs a value (TEXT) (see 'parity verify --help')"])
        let flagWithValue = parity(["update", "--prune=yes"], in: "/")
        #expect(flagWithValue.code == 2)
        #expect(flagWithValue.stderrLines == ["parity: --prune takes no value (see 'parity update --help')"])
        let extra = parity(["verify", "stray"], in: "/")
        #expect(extra.code == 2)
        #expect(extra.stderrLines == ["parity: unexpected argument 'stray' (see 'parity verify --help')"])
    }

    @Test func doubleDashEndsOptions() throws {
        let corpus = try TemporaryCorpus(["nodes/badge.json"])
        defer { corpus.remove() }
        try corpus.write("--weird.json", #"{"type": "divider"}"#)
        let result = parity(["snapshot", "--", "--weird.json"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdout == "Divider\n")
    }

    /// Numeric options are read by one rule (`ParsedArguments.number`): a bad value is a one-line usage error naming the command.
    @Test(arguments: [
        (
            ["generate", "--count", "-1", "--out", "x"],
            "parity: --count must be a whole number ≥ 0, not '-1' (see 'parity generate --help')"
        ),
        (
            ["generate", "--seed", "1.5", "--out", "x"],
            "parity: --seed must be an unsigned integer, not '1.5' (see 'parity generate --help')"
        ),
        (
            ["compare", "--renderer", "x", "--timeout", "0"],
            "parity: --timeout must be a positive number of seconds, not '0' (see 'parity compare --help')"
        ),
        (
            ["compare", "--renderer", "x", "--timeout", "inf"],
            "parity: --timeout must be a positive number of seconds, not 'inf' (see 'parity compare --help')"
        ),
    ])
    func badNumbersAreUsageErrors(_ arguments: [String], _ message: String) {
        let result = parity(arguments, in: "/")
        #expect(result.code == 2)
        #expect(result.stderrLines == [message])
    }

    /// A seed is any unsigned 64-bit integer, as `--help` says.
    @Test func theLargestSeedIsAccepted() throws {
        let corpus = try TemporaryCorpus([])
        defer { corpus.remove() }
        let result = parity(
            ["generate", "--count", "1", "--seed", "18446744073709551615", "--out", "generated"], in: corpus.root)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote 1 documents to generated (seed 18446744073709551615)\n")
        #expect(FileManager.default.fileExists(atPath: corpus.root + "/generated/gen-00000.json"))
    }

    /// `parity` takes SIGINT and SIGTERM (a thread of its own, `TerminationCleanup`) before a
    /// command that may leave temporary files or processes behind, and only then: one snapshot
    /// on stdout leaves nothing, and a fresh process should not pay for the thread.
    @Test func cleanupIsInstalledForCommandsThatWrite() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        func installs(_ arguments: [String]) -> Bool {
            var installed = false
            let context = CommandContext(
                environment: [:], currentDirectory: corpus.root, standardOutput: BufferedOutput(),
                standardError: BufferedOutput())
            _ = ParityCLI.main(arguments, context) { installed = true }
            return installed
        }
        let file = corpus.path("test-fixtures/nodes/badge.json")
        #expect(!installs(["snapshot", file]))
        #expect(!installs(["--version"]))
        #expect(installs(["snapshot", "--out", corpus.path("out"), file]))
        #expect(installs(["snapshot", "--out=" + corpus.path("out"), file]))
        #expect(installs(["update", "--dry-run"]))
        #expect(installs(["verify"]))
    }
}
