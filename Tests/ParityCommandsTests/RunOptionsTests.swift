import Foundation
import ParityCommands
import RenderParityHarness
import Testing

/// `--shard K/N`, `--jobs N` and `--color WHEN`.
struct RunOptionsTests {
    static let total = TemporaryCorpus.standardGoldens

    /// The fixtures a verify run names when every golden differs, so each checked one shows.
    static func checked(_ result: CommandResult) -> [String] {
        result.stdoutLines.compactMap { line in
            guard line.hasPrefix("FAIL ") || line.hasPrefix("OBSOLETE ") else { return nil }
            return String(line.split(separator: " ")[1].dropLast())
        }
    }

    @Test(arguments: [2, 3])
    func shardsSplitTheFixturesExactlyOnce(count: Int) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        for fixture in TemporaryCorpus.standard { try corpus.write(TemporaryCorpus.goldenPath(fixture), "Divider\n") }
        var seen: [String] = []
        var passed = 0
        for index in 1...count {
            let result = parity(["verify", "--shard", "\(index)/\(count)"], in: corpus.root)
            #expect(result.code == 1)
            let names = Self.checked(result)
            // Deterministic: shard K gets the K-th, (K+N)-th, … fixture in bytewise order.
            #expect(
                names
                    == TemporaryCorpus.standard.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(
                        \.element))
            seen += names
            passed += Int(result.lastLine?.split(separator: " ").first ?? "") ?? -1
        }
        #expect(seen.sorted() == TemporaryCorpus.standard.sorted())
        // The goldens that belong to no fixture (the icon resolution golden) pass in shard 1 only.
        #expect(passed == TemporaryCorpus.standaloneGoldens)
    }

    @Test func obsoleteGoldensAreCheckedByShardOne() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("test-snapshots/zz/old.txt", "Divider\n")
        #expect(parity(["verify", "--shard", "1/2"], in: corpus.root).stdout.contains("OBSOLETE zz/old.txt"))
        let second = parity(["verify", "--shard", "2/2"], in: corpus.root)
        #expect(second.code == 0)
        #expect(!second.stdout.contains("OBSOLETE"))
    }

    @Test func compareTakesShardsToo() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let first = parity(["compare", "--actual", "test-snapshots", "--shard", "1/2"], in: corpus.root)
        let second = parity(["compare", "--actual", "test-snapshots", "--shard", "2/2"], in: corpus.root)
        #expect(first.code == 0 && second.code == 0, "\(first.stdout)\(second.stdout)")
        let firstCount = (TemporaryCorpus.standard.count + 1) / 2 + TemporaryCorpus.standaloneGoldens
        #expect(first.lastLine == "\(firstCount) passed, 0 failed")
        #expect(second.lastLine == "\(TemporaryCorpus.standard.count / 2) passed, 0 failed")
    }

    @Test(arguments: ["0/2", "3/2", "1", "a/b", "1/0", "-1/2", "1/2/3", "１/2"])
    func badShardIsAUsageError(_ shard: String) {
        let result = parity(["verify", "--shard", shard], in: "/")
        #expect(result.code == 2)
        #expect(
            result.stderrLines == [
                "parity: --shard must be K/N with 1 ≤ K ≤ N, not '\(shard)' (see 'parity verify --help')"
            ])
    }

    @Test func aShardWithNoFixturesExitsOne() throws {
        let corpus = try TemporaryCorpus(["nodes/badge.json"])
        defer { corpus.remove() }
        let result = parity(["verify", "--shard", "2/3"], in: corpus.root)
        #expect(result.code == 1)
        #expect(result.stderrLines == ["parity: shard 2/3 has no fixtures (there are fewer fixtures than shards)"])
    }

    /// Output never depends on how many workers ran.
    @Test(arguments: [["verify"], ["update", "--dry-run"]])
    func jobsDoNotChangeTheOutput(_ command: [String]) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        try corpus.write("test-snapshots/nodes/badge.txt", "Divider\n")
        try corpus.delete("test-snapshots/screens/budget.txt")
        let reference = parity(command, in: corpus.root)
        #expect(reference.code != 2)
        for jobs in ["1", "2", "5"] {
            let result = parity(command + ["--jobs", jobs], in: corpus.root)
            #expect(result.stdout == reference.stdout, "--jobs \(jobs)")
            #expect(result.code == reference.code)
        }
        let bad = parity(command + ["--jobs", "0"], in: corpus.root)
        #expect(bad.code == 2)
        #expect(
            bad.stderrLines == [
                "parity: --jobs must be a whole number ≥ 1, not '0' (see 'parity \(command[0]) --help')"
            ])
    }

    /// `--fsync` opts into flushing each file; the files written are the same either way.
    @Test func snapshotOutWritesTheSameWithOrWithoutFsync() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let plain = parity(["snapshot", "--out", "plain", "test-fixtures"], in: corpus.root)
        let synced = parity(
            ["snapshot", "--out", "synced", "--fsync", "--jobs", "1", "test-fixtures"], in: corpus.root)
        #expect(plain.code == 0 && synced.code == 0)
        for fixture in TemporaryCorpus.standard {
            let name = Corpus.goldenName(forFixture: fixture)
            #expect(corpus.read("plain/" + name) == TemporaryCorpus.shippedGolden(fixture), "\(fixture)")
            #expect(corpus.read("synced/" + name) == corpus.read("plain/" + name), "\(fixture)")
        }
    }

    @Test func colorAlwaysAndNeverOverrideDetection() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let always = parity(["verify", "--color", "always"], in: corpus.root)
        #expect(always.stdout == "\(builtinVocabularyLine)\n\u{1B}[32m\(Self.total) passed, 0 failed\u{1B}[0m\n")
        // `--color always` wins over NO_COLOR: the flag is the more specific request.
        #expect(
            parity(["verify", "--color=always"], in: corpus.root, environment: ["NO_COLOR": "1"]).stdout
                == always.stdout)
        #expect(
            parity(["verify", "--color", "never"], in: corpus.root).stdout
                == "\(builtinVocabularyLine)\n\(Self.total) passed, 0 failed\n")
        #expect(
            parity(["verify", "--color", "auto"], in: corpus.root).stdout
                == "\(builtinVocabularyLine)\n\(Self.total) passed, 0 failed\n")
        let bad = parity(["verify", "--color", "sometimes"], in: corpus.root)
        #expect(bad.code == 2)
        #expect(
            bad.stderrLines == [
                "parity: --color must be one of auto, always, never, not 'sometimes' (see 'parity verify --help')"
            ])
    }

    @Test(arguments: ParityCLI.commands.map { $0.spec.name })
    func everyCommandAcceptsColor(_ command: String) throws {
        let spec = try #require(ParityCLI.commands.first { $0.spec.name == command }).spec
        #expect(spec.options.contains { $0.name == "--color" })
    }
}
