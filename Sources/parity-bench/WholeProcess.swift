import Foundation
import RenderParity
import RenderParityHarness

/// What a user sees: `parity` as a fresh process per run against
/// the Codable baseline as a fresh process, on the same file, plus the peak RSS of
/// `parity snapshot` and `parity verify` against `cat` on the same files.
struct WholeProcess {
    struct Row {
        let input: String
        let bytes: Int
        let ours: Measured
        let baseline: Measured?
        let peakRSS: Int
    }

    struct Verify {
        let fixtures: Int
        /// `oneCore.ratio`: `verify --jobs 1` / `cat`, each verify run between two cats.
        let cat: Measured, oneCore: Measured
        /// `allCores.ratio`: `verify --jobs 1` / `verify` on every core (wall clock).
        let allCores: Measured
        let cores: Int
    }

    /// Wall-clock and CPU samples of one side of a comparison, and when it is the second side,
    /// the median over rounds of its time / the first side's (wall and CPU).
    struct Measured {
        let wall: Samples, cpu: Samples
        var ratio: (wall: Double, cpu: Double)?
    }

    let executables: Executables
    /// Rounds of each fresh-process comparison: `roundsPerRun` for each of the benchmark's runs.
    let runs: Int

    /// A fresh process's time here swings far more than a loop's: this VM hands memory a process
    /// freed back to its host within seconds, and the next process's fresh pages wait for it
    /// (docs/performance.md). With five rounds, the median ratio of one build moved from 21.6× to
    /// 34.6× between runs; fifteen rounds (a full run's five, three times) steady it. The
    /// statistic is the same: the median over rounds of the ratio within each round.
    static let roundsPerRun = 3

    init(executables: Executables, runs: Int) {
        self.executables = executables
        self.runs = max(1, runs) * Self.roundsPerRun
    }

    /// `parity snapshot FILE` and `parity-baseline FILE`, each a fresh process; no baseline above 50 MB
    /// (it takes seconds and gigabytes there; that row shows how ours scales).
    func measure(_ name: String, _ bytes: [UInt8], folder: String) throws -> Row {
        let file = folder + "/" + name.filter { $0.isLetter || $0.isNumber } + ".json"
        try FileBytes.writeAtomically(bytes, to: file, sync: false)
        defer { try? FileBytes.remove(file) }
        let ours = { try Spawn.seconds(executables.parity, ["snapshot", file]) }
        let peak = try Spawn.peakMemory(executables, executables.parity, ["snapshot", file])
        guard bytes.count <= 50_000_000 else {
            _ = try ours()
            let timings = try (0..<max(1, runs)).map { _ in try ours() }
            let alone = Measured(
                wall: Samples(seconds: timings.map(\.wall).sorted()), cpu: Samples(seconds: timings.map(\.cpu).sorted())
            )
            return Row(input: name, bytes: bytes.count, ours: alone, baseline: nil, peakRSS: peak)
        }
        let baseline = { try Spawn.seconds(executables.baseline, [file]) }
        let (oursMeasured, baseMeasured) = try Self.interleaved(runs: runs, ours, baseline)
        return Row(input: name, bytes: bytes.count, ours: oursMeasured, baseline: baseMeasured, peakRSS: peak)
    }

    /// `parity verify --jobs 1` against `cat` of every fixture and golden (one process each), and against `parity verify` on every core.
    func measureVerify(root: String, corpus: Corpus) throws -> Verify {
        let files = corpus.fixtures.flatMap {
            [corpus.fixturePath($0), corpus.goldenPath(Corpus.goldenName(forFixture: $0))]
        }
        let cat = { try Spawn.seconds(executables.cat, files) }
        let oneCore = { try Spawn.seconds(executables.parity, ["verify", "--jobs", "1", "--root", root]) }
        let allCores = { try Spawn.seconds(executables.parity, ["verify", "--root", root]) }
        let (catMeasured, oneMeasured) = try Self.interleaved(runs: runs, cat, oneCore)
        let (allMeasured, oneAgain) = try Self.interleaved(runs: runs, allCores, oneCore)
        var all = allMeasured
        all.ratio = oneAgain.ratio
        return Verify(
            fixtures: corpus.fixtures.count, cat: catMeasured, oneCore: oneMeasured, allCores: all,
            cores: ParallelMap.cores)
    }

    /// `runs` rounds of a, b, a after one warm-up of each: a slow spell of this shared machine
    /// then weighs on both sides of a round's ratio b / mean(a) alike. Returns a's samples and
    /// b's, with b's median ratios (wall clock and CPU).
    static func interleaved(runs: Int, _ a: () throws -> Spawn.Timing, _ b: () throws -> Spawn.Timing) throws -> (
        Measured, Measured
    ) {
        _ = try a()
        _ = try b()
        var first: [Spawn.Timing] = []
        var second: [Spawn.Timing] = []
        var wallRatios: [Double] = []
        var cpuRatios: [Double] = []
        for _ in 0..<max(1, runs) {
            let before = try a()
            let middle = try b()
            let after = try a()
            first += [before, after]
            second.append(middle)
            wallRatios.append(middle.wall / max((before.wall + after.wall) / 2, 1e-9))
            cpuRatios.append(middle.cpu / max((before.cpu + after.cpu) / 2, 1e-9))
        }
        func measured(_ timings: [Spawn.Timing]) -> Measured {
            Measured(
                wall: Samples(seconds: timings.map(\.wall).sorted()), cpu: Samples(seconds: timings.map(\.cpu).sorted())
            )
        }
        var result = measured(second)
        result.ratio = (wallRatios.sorted()[wallRatios.count / 2], cpuRatios.sorted()[cpuRatios.count / 2])
        return (measured(first), result)
    }

    // MARK: - Printing

    static func table(_ rows: [Row]) -> String {
        let mebibyte = 1_048_576.0
        var lines = [
            [
                "input", "size", "`parity snapshot FILE` ms (CPU ms)", "baseline process ms (CPU ms)",
                "baseline/ours, wall (CPU)", "peak RSS", "RSS target: 2× input + 16 MiB",
            ]
        ]
        for row in rows {
            let target = 2 * row.bytes + 16 * 1_048_576
            let rss =
                BenchmarkTable.fixed(Double(row.peakRSS) / mebibyte, 1) + " MiB ("
                + BenchmarkTable.fixed(Double(row.peakRSS) / Double(row.bytes), 2) + "×)"
            let ratio =
                row.baseline?.ratio.map {
                    BenchmarkTable.fixed($0.wall, 1) + "× (" + BenchmarkTable.fixed($0.cpu, 1) + "×)"
                } ?? "—"
            lines.append([
                row.input, BenchmarkTable.size(row.bytes), both(row.ours), row.baseline.map(both) ?? "—", ratio, rss,
                BenchmarkTable.fixed(Double(target) / mebibyte, 1) + " MiB, "
                    + (row.peakRSS <= target ? "met" : "not met"),
            ])
        }
        return BenchmarkTable.markdown(lines)
    }

    static func verifyLine(_ verify: Verify) -> String {
        let toCat =
            verify.oneCore.ratio.map {
                BenchmarkTable.fixed($0.wall, 2) + "× (CPU " + BenchmarkTable.fixed($0.cpu, 2) + "×)"
            } ?? "—"
        let speedUp = verify.allCores.ratio.map { BenchmarkTable.fixed($0.wall, 2) + "×" } ?? "—"
        return
            "verify on \(verify.fixtures) fixtures, whole process: --jobs 1 \(both(verify.oneCore)) ms, cat of every fixture and golden \(both(verify.cat)) ms, "
            + "verify/cat \(toCat); on \(verify.cores) cores \(milliseconds(verify.allCores.wall)) ms, speed-up over --jobs 1 \(speedUp)"
    }

    /// Wall-clock median [min–max] and the CPU median, in milliseconds.
    static func both(_ measured: Measured) -> String {
        milliseconds(measured.wall) + " ("
            + BenchmarkTable.fixed(measured.cpu.median * 1000, measured.cpu.median < 0.1 ? 1 : 0) + ")"
    }

    /// Median [min–max] in milliseconds.
    static func milliseconds(_ samples: Samples) -> String {
        let digits = samples.median < 0.1 ? 1 : 0
        return
            "\(BenchmarkTable.fixed(samples.median * 1000, digits)) [\(BenchmarkTable.fixed(samples.fastest * 1000, digits))–\(BenchmarkTable.fixed(samples.slowest * 1000, digits))]"
    }
}
