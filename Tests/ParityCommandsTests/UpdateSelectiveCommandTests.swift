import Foundation
import ParityCommands
import Testing

/// `parity update --only NAME…` and `--interactive` end to end on temporary copies: only
/// what was named or accepted is written, and each refusal exits 2 with its reason.
struct UpdateSelectiveCommandTests {
    static let total = TemporaryCorpus.standardGoldens

    @Test func onlyWritesTheNamedGoldens() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--only", "nodes/badge.json", "test-snapshots/old/gone.txt"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutLines.contains("change test-snapshots/nodes/badge.txt"))
        #expect(result.stdoutLines.contains("remove test-snapshots/old/gone.txt"))
        #expect(result.lastLine == "0 added, 1 changed, 1 removed, 0 unchanged")
        #expect(corpus.read("test-snapshots/nodes/badge.txt") == TemporaryCorpus.shippedGolden("nodes/badge.json"))
        #expect(corpus.read("test-snapshots/old/gone.txt") == nil)
        // budget's golden was not named: it is still missing.
        #expect(corpus.read("test-snapshots/screens/budget.txt") == nil)
    }

    @Test func anUnknownNameWritesNothingAndExits2() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(["update", "--only", "nodes/badge.json", "nodes/bagde.json"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "parity: --only nodes/bagde.json: no fixture or golden has this name (write names as reports print them, such as nodes/badge.json or test-snapshots/nodes/badge.txt)\n"
        )
        #expect(corpus.tree() == before)
    }

    @Test(arguments: [
        (["update", "nodes/badge.json"], "unexpected argument 'nodes/badge.json'"),
        (
            ["update", "--only", "nodes/badge.json", "--filter", "nodes"],
            "give --filter TEXT or --only NAME…, not both"
        ),
        (["update", "--interactive", "--dry-run"], "--interactive asks before writing and --dry-run writes nothing"),
    ])
    func usageErrors(_ arguments: [String], _ problem: String) throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(arguments, in: corpus.root, terminal: ["A"])
        #expect(result.code == 2)
        #expect(result.stderr.contains(problem))
        #expect(corpus.tree() == before)
    }

    @Test func interactiveRefusesWithoutATerminal() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let result = parity(["update", "--interactive"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stderr.hasPrefix("parity: refusing to ask: standard input is not a terminal"))
        #expect(result.stderr.contains("--dry-run") && result.stderr.contains("--filter"))
        #expect(corpus.tree() == before)
    }

    @Test func interactiveRefusesInCIUnlessForced() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let before = corpus.tree()
        let refused = parity(
            ["update", "--interactive"], in: corpus.root, environment: ["CI": "true"], terminal: ["A"])
        #expect(refused.code == 2)
        #expect(refused.stderr.contains("the CI environment variable is set"))
        #expect(corpus.tree() == before)
        let forced = parity(
            ["update", "--interactive", "--force"], in: corpus.root, environment: ["CI": "true"], terminal: ["A"])
        #expect(forced.code == 0)
        #expect(forced.lastLine == "1 added, 1 changed, 1 removed, \(Self.total - 2) unchanged, 0 skipped")
    }

    /// Added, changed, obsolete: accept the new one, skip the change, accept the removal.
    @Test func interactiveWritesOnlyWhatWasAccepted() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--interactive"], in: corpus.root, terminal: ["a", "s", "a"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("[1/3] accept? a accept, s skip, A accept all remaining, q quit: "))
        #expect(result.stdoutLines.contains("add test-snapshots/screens/budget.txt"))
        #expect(result.stdoutLines.contains("  --- golden test-snapshots/nodes/badge.txt"))
        #expect(result.lastLine == "1 added, 0 changed, 1 removed, \(Self.total - 2) unchanged, 1 skipped")
        #expect(
            corpus.read("test-snapshots/screens/budget.txt") == TemporaryCorpus.shippedGolden("screens/budget.json"))
        #expect(corpus.text("test-snapshots/nodes/badge.txt") == "Divider\n")
        #expect(corpus.read("test-snapshots/old/gone.txt") == nil)
    }

    @Test func interactiveQuitWritesWhatWasAcceptedBefore() throws {
        let corpus = try UpdateCommandTests.drifted()
        defer { corpus.remove() }
        let result = parity(["update", "--interactive"], in: corpus.root, terminal: ["s", "y", "q"])
        #expect(result.code == 0)
        #expect(result.lastLine == "0 added, 1 changed, 0 removed, \(Self.total - 2) unchanged, 2 skipped")
        #expect(corpus.read("test-snapshots/screens/budget.txt") == nil)
        #expect(corpus.read("test-snapshots/nodes/badge.txt") == TemporaryCorpus.shippedGolden("nodes/badge.json"))
        #expect(corpus.text("test-snapshots/old/gone.txt") == "Spacer\n")
    }
}
