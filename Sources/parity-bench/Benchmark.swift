import Foundation
import ParityBaseline
import RenderParity
import RenderParityHarness

/// What the benchmark measures and how: release build, a warm-up, then
/// median/min/max over `runs`, with the baseline measured in the same process.
struct Benchmark {
    struct Options {
        var runs = 5
        var quick = false
        var seed: UInt64 = 5
        /// `--processes-only`: only the whole-process measurements.
        var processesOnly = false
    }

    struct Row {
        let input: String
        let bytes: Int
        let decode: Samples, snapshot: Samples, endToEnd: Samples
        let baseline: Samples?
        /// Median over rounds of baseline time / our end-to-end time (see `measure`).
        let ratio: Double?
    }

    let options: Options

    // MARK: - Inputs

    func inputs() -> [(String, [UInt8])] {
        if options.quick {
            return [
                ("dashboard 100 KB", DashboardGenerator.document(seed: options.seed, approximateBytes: 100_000)),
                ("256-deep", DashboardGenerator.deep(approximateBytes: 50_000)),
                ("1,000-wide vstack", DashboardGenerator.wide(children: 1_000)),
            ]
        }
        return [
            ("dashboard 1 MB", DashboardGenerator.document(seed: options.seed, approximateBytes: 1_000_000)),
            ("dashboard 10 MB", DashboardGenerator.document(seed: options.seed, approximateBytes: 10_000_000)),
            ("dashboard 100 MB", DashboardGenerator.document(seed: options.seed, approximateBytes: 100_000_000)),
            ("256-deep", DashboardGenerator.deep(approximateBytes: 10_000_000)),
            ("100,000-wide vstack", DashboardGenerator.wide(children: 100_000)),
        ]
    }

    /// The whole-process table's inputs: the dashboards (1, 10 and 100 MB; the quick run's one).
    func processInputs(_ inputs: [(String, [UInt8])]) -> [(String, [UInt8])] {
        inputs.filter { $0.0.hasPrefix("dashboard") }
    }

    // MARK: - Documents

    func measure(_ name: String, _ bytes: [UInt8]) -> Row {
        let decode = Samples.time(runs: options.runs) { _ = DocumentDecoder.decode(bytes) }
        let decoded = DocumentDecoder.decode(bytes)
        let snapshot = Samples.time(runs: options.runs) { _ = RenderSnapshot.make(from: decoded) }
        let endToEnd = { _ = RenderSnapshot.make(from: bytes) }
        // The baseline is too slow to repeat on 100 MB; that row compares scaling only.
        guard bytes.count <= 50_000_000 else {
            return Row(
                input: name, bytes: bytes.count, decode: decode, snapshot: snapshot,
                endToEnd: Samples.time(runs: options.runs, endToEnd), baseline: nil, ratio: nil)
        }
        let baseline = {
            if let document = try? JSONDecoder().decode(BaselineDocument.self, from: Data(bytes)) {
                _ = Array(BaselineSerializer.render(document.root).utf8)
            }
        }
        // Ours and the baseline take turns, ours just before and just after each baseline run,
        // so a slow spell of this shared machine (runs here swing up to 2×) weighs on both
        // sides of each ratio alike. The ratio is the median over rounds.
        endToEnd()
        baseline()
        var ours: [Double] = []
        var theirs: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<max(1, options.runs) {
            let before = Samples.seconds(endToEnd)
            let base = Samples.seconds(baseline)
            let after = Samples.seconds(endToEnd)
            ours += [before, after]
            theirs.append(base)
            ratios.append(base / max((before + after) / 2, 1e-9))
        }
        return Row(
            input: name, bytes: bytes.count, decode: decode, snapshot: snapshot,
            endToEnd: Samples(seconds: ours.sorted()),
            baseline: Samples(seconds: theirs.sorted()), ratio: ratios.sorted()[ratios.count / 2])
    }

    // MARK: - Scaling

    /// Per-MB end-to-end cost of each document relative to `reference`'s, as the median over
    /// rounds. Each round times every document once, one after another, so a slow spell of
    /// this shared machine falls on all sizes of a round alike instead of on one table row.
    func scaling(_ documents: [[UInt8]], reference: Int) -> [Double] {
        let costs = (0..<max(1, options.runs)).map { _ in
            documents.map { bytes in Samples.seconds { _ = RenderSnapshot.make(from: bytes) } / Double(bytes.count) }
        }
        return documents.indices.map { index in
            let ratios = costs.map { $0[index] / $0[reference] }.sorted()
            return ratios[ratios.count / 2]
        }
    }

    // MARK: - Verify

    /// A corpus of small generated fixtures with their goldens in a new folder `root` (a short
    /// path: `cat` gets every file on its command line). The caller removes it.
    func makeVerifyCorpus(root: String) throws -> Corpus {
        let count = options.quick ? 200 : 10_000
        for index in 0..<count {
            let name = "f\(index / 100)/doc-\(index).json"
            let json = DocumentGenerator.document(seed: options.seed, index: index)
            try FileBytes.writeAtomically(json, to: root + "/test-fixtures/" + name)
            try FileBytes.writeAtomically(
                RenderSnapshot.make(from: json), to: root + "/test-snapshots/" + Corpus.goldenName(forFixture: name))
        }
        return try Corpus(root: root)
    }

    /// `parity verify` in this process on `corpus`, against reading the same bytes and nothing else.
    func measureVerify(_ corpus: Corpus) -> (fixtures: Int, verify: Samples, floor: Samples) {
        let paths = corpus.fixtures.flatMap {
            [corpus.fixturePath($0), corpus.goldenPath(Corpus.goldenName(forFixture: $0))]
        }
        let floor = Samples.time(runs: options.runs) {
            _ = ParallelMap.map(paths) { (try? FileBytes.read($0))?.count ?? 0 }
        }
        let verify = Samples.time(runs: options.runs) {
            let run = VerifyRun.run(corpus)
            precondition(run.failedCount == 0, "benchmark corpus must verify")
        }
        return (corpus.fixtures.count, verify, floor)
    }
}

/// Wall-clock samples of one measurement, after one warm-up run.
struct Samples {
    let seconds: [Double]

    static func time(runs: Int, _ body: () -> Void) -> Samples {
        body()
        var seconds: [Double] = []
        for _ in 0..<max(1, runs) { seconds.append(Self.seconds(body)) }
        return Samples(seconds: seconds.sorted())
    }

    /// One timed run of `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    var median: Double { seconds[seconds.count / 2] }
    var fastest: Double { seconds.first ?? 0 }
    var slowest: Double { seconds.last ?? 0 }
}
