import ParityCommands
import Testing

/// The hints only a command line gives, pointing at its flags: the harness's reports end where
/// these begin (they are read in tests too), so `parity` appends them. Verify's and update's are
/// pinned by their commands' tests; these are the icon report's and, in ReviewCommandTests, the
/// review page's.
struct CommandHintsTests {
    @Test func theIconReportSaysWhichFlagListsTheInfoItems() {
        let text = parity(["icons"], in: Repository.root)
        #expect(text.code == 0)
        #expect(text.stdoutLines.contains { $0.hasPrefix("  info: ") && $0.hasSuffix(" (listed with --verbose)") })
        let markdown = parity(["icons", "--format", "markdown"], in: Repository.root)
        #expect(markdown.stdoutLines.contains { $0.hasPrefix("Info: ") && $0.hasSuffix(" (listed with `--verbose`).") })
        let verbose = parity(["icons", "--verbose"], in: Repository.root)
        #expect(!verbose.stdout.contains("--verbose"))
    }
}
