import Foundation
import RenderParity
import RenderParityHarness

/// What a user sees (issue 11, "Speed and memory"): `parity` as a fresh process per run against
/// the Codable baseline as a fresh process, on the same file, plus the peak RSS of
/// `parity snapshot` and `parity verify` against `cat` on the same files.
struct WholeProcess {
    struct Row {
        let input: String
        let bytes: Int
        let ours: Samples
        let baseline: Samples?
        /// Median over rounds of baseline time / ours, each baseline run between two of ours.
        let ratio: Double?
        let peakRSS: Int
    }

    struct Verify {
        let fixtures: Int
        let cat: Samples, oneCore: Samples, allCores: Samples
        /// Median over rounds of `verify --jobs 1` / `cat`, each verify run between two cats.
        let ratioToCat: Double
        /// Median over rounds of `verify --jobs 1` / `verify` (every core).
        let speedUp: Double
        let cores: Int
    }

    let executables: Executables
    let runs: Int

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
            return Row(input: name, bytes: bytes.count, ours: Samples(seconds: try (0..<runs).map { _ in try ours() }.sorted()), baseline: nil, ratio: nil, peakRSS: peak)
        }
        let baseline = { try Spawn.seconds(executables.baseline, [file]) }
        let (oursSamples, baseSamples, ratio) = try Self.interleaved(runs: runs, ours, baseline)
        return Row(input: name, bytes: bytes.count, ours: oursSamples, baseline: baseSamples, ratio: ratio, peakRSS: peak)
    }

    /// `parity verify --jobs 1` against `cat` of every fixture and golden (one process each), and against `parity verify` on every core.
    func measureVerify(root: String, corpus: Corpus) throws -> Verify {
        let files = corpus.fixtures.flatMap { [corpus.fixturePath($0), corpus.goldenPath(Corpus.goldenName(forFixture: $0))] }
        let cat = { try Spawn.seconds(executables.cat, files) }
        let oneCore = { try Spawn.seconds(executables.parity, ["verify", "--jobs", "1", "--root", root]) }
        let allCores = { try Spawn.seconds(executables.parity, ["verify", "--root", root]) }
        let (catSamples, oneSamples, ratioToCat) = try Self.interleaved(runs: runs, cat, oneCore)
        let (allSamples, _, speedUp) = try Self.interleaved(runs: runs, allCores, oneCore)
        return Verify(fixtures: corpus.fixtures.count, cat: catSamples, oneCore: oneSamples, allCores: allSamples,
                      ratioToCat: ratioToCat, speedUp: speedUp, cores: ParallelMap.cores)
    }

    /// `runs` rounds of a, b, a after one warm-up of each: a slow spell of this shared machine
    /// then weighs on both sides of a round's ratio b / mean(a) alike. Returns a's and b's samples
    /// and the median ratio.
    static func interleaved(runs: Int, _ a: () throws -> Double, _ b: () throws -> Double) throws -> (Samples, Samples, Double) {
        _ = try a()
        _ = try b()
        var first: [Double] = [], second: [Double] = [], ratios: [Double] = []
        for _ in 0..<max(1, runs) {
            let before = try a(), middle = try b(), after = try a()
            first += [before, after]
            second.append(middle)
            ratios.append(middle / max((before + after) / 2, 1e-9))
        }
        return (Samples(seconds: first.sorted()), Samples(seconds: second.sorted()), ratios.sorted()[ratios.count / 2])
    }

    // MARK: - Printing

    static func table(_ rows: [Row]) -> String {
        let mebibyte = 1_048_576.0
        var lines = [["input", "size", "`parity snapshot FILE` ms", "baseline process ms", "ours/baseline", "peak RSS", "RSS target (2× input + 16 MiB)"]]
        for row in rows {
            let target = 2 * row.bytes + 16 * 1_048_576
            let rss = BenchmarkTable.fixed(Double(row.peakRSS) / mebibyte, 1) + " MiB (" + BenchmarkTable.fixed(Double(row.peakRSS) / Double(row.bytes), 2) + "×)"
            lines.append([row.input, BenchmarkTable.size(row.bytes), milliseconds(row.ours), row.baseline.map(milliseconds) ?? "—",
                          row.ratio.map { BenchmarkTable.fixed($0, 1) + "×" } ?? "—", rss,
                          BenchmarkTable.fixed(Double(target) / mebibyte, 1) + " MiB, " + (row.peakRSS <= target ? "met" : "not met")])
        }
        return BenchmarkTable.markdown(lines)
    }

    static func verifyLine(_ verify: Verify) -> String {
        "verify on \(verify.fixtures) fixtures, whole process: --jobs 1 \(milliseconds(verify.oneCore)) ms, cat of every fixture and golden \(milliseconds(verify.cat)) ms, "
            + "ratio \(BenchmarkTable.fixed(verify.ratioToCat, 2))×; on \(verify.cores) cores \(milliseconds(verify.allCores)) ms, speed-up \(BenchmarkTable.fixed(verify.speedUp, 2))×"
    }

    /// Median [min–max] in milliseconds.
    static func milliseconds(_ samples: Samples) -> String {
        let digits = samples.median < 0.1 ? 1 : 0
        return "\(BenchmarkTable.fixed(samples.median * 1000, digits)) [\(BenchmarkTable.fixed(samples.fastest * 1000, digits))–\(BenchmarkTable.fixed(samples.slowest * 1000, digits))]"
    }
}
