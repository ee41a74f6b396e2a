import ParityCommands
import RenderParity
import RenderParityHarness
import Testing

/// The border between the harness and the command line: the harness words its errors for any
/// caller, and `CommandError` adds the flag that changes the outcome, the usage hint and the exit
/// status, so `parity`'s messages read as they always have.
struct CommandErrorTests {
    @Test(arguments: [
        (
            ParityError.rootNotFound(searchedFrom: "/a"),
            "no RenderParity root (a folder with renderparity.json or test-fixtures/) at or above /a",
            "; run inside one or pass --root DIR"
        ),
        (
            ParityError.inputTooLarge(path: "a.json", limit: 5), "a.json: larger than 5 bytes, the input limit",
            " (raise it with --max-input-bytes)"
        ),
    ])
    func theCommandLineAddsTheFlagThatHelps(_ error: ParityError, _ harness: String, _ added: String) {
        #expect(error.message == harness)
        #expect(CommandError.harness(error).message == harness + added)
        #expect(CommandError.harness(error).exitCode == 2)
    }

    @Test func anUnknownNameIsTheOnlyOptionsValue() {
        let error = ParityError.unknownName(name: "nodes/x.json")
        #expect(!error.message.contains("--"))
        #expect(CommandError.harness(error).message == "--only " + error.message)
    }

    @Test func aRendererCommandThatCannotBeSplitIsAUsageErrorOfCompare() {
        #expect(
            CommandError.harness(.rendererCommand(.empty)).message
                == "--renderer needs a command (see 'parity compare --help')")
        #expect(
            CommandError.harness(.rendererCommand(.unclosedQuote)).message
                == "--renderer has an unclosed quote or a trailing backslash (see 'parity compare --help')")
    }

    @Test func anEmptyRunNamesTheFilterFlagAndIsAFinding() {
        let run = EmptyRun.noMatch(filter: "bad\u{1B}", shard: nil)
        #expect(ParityError.nothingToCheck(run).message == "no fixtures matched the filter bad\\u001b")
        #expect(CommandError.harness(.nothingToCheck(run)).message == "no fixtures matched --filter bad\\u001b")
        #expect(CommandError.harness(.nothingToCheck(run)).exitCode == 1)
        #expect(CommandError.harness(.nothingToCheck(.emptyCorpus(folder: "f"))).exitCode == 1)
    }

    @Test func anUnresolvedReferenceNamesTheCommonOption() {
        let failure = ImportFailure(.unresolvedReference("x.json#/a"), in: "c.json", at: JSONPath(components: []))
        #expect(!failure.message.contains("--"))
        #expect(CommandError.harness(.catalogImport(failure)).message == failure.message + "; pass --common FILE")
    }

    @Test func everyOtherHarnessErrorReadsAsTheHarnessWordsIt() {
        let error = ParityError.notADirectory(path: "p")
        #expect(CommandError.harness(error).message == error.message)
        #expect(CommandError.harness(.listingFailed([error, error])).messages.count == 3)
    }

    @Test func usageAndRefusalsAreTheCommandLinesOwn() {
        #expect(
            CommandError.usage(command: "", problem: "unknown command 'x'").message
                == "unknown command 'x' (see 'parity --help')")
        #expect(CommandError.refusingToWriteInCI.message.contains("pass --force"))
        #expect(CommandError.notATerminal.message.hasPrefix("refusing to ask"))
        #expect(
            [CommandError.usage(command: "v", problem: "p"), .refusingToWriteInCI, .notATerminal].allSatisfy {
                $0.exitCode == 2
            })
    }

    @Test func aBrokenRendererCommandOnTheCommandLine() throws {
        let corpus = try TemporaryCorpus(["nodes/badge.json"])
        defer { corpus.remove() }
        let result = parity(["compare", "--renderer", "'unclosed"], in: corpus.root)
        #expect(result.code == 2)
        #expect(
            result.stderrLines == [
                "parity: --renderer has an unclosed quote or a trailing backslash (see 'parity compare --help')"
            ])
    }
}
