import Foundation
import RenderParityHarness

/// Every target of the speed work as a row (`TargetRow`), printed last: the whole-process and
/// in-loop ratios from the tables above, and the measurements only these rows need.
/// Ratios are always of two things measured side by side in the same run.
struct BenchmarkTargets {
    let benchmark: Benchmark
    let whole: WholeProcess
    /// The table's document for the 10 MB targets (the quick run's small dashboard instead).
    let name: String
    let bytes: [UInt8]
    let folder: String

    var quick: Bool { benchmark.options.quick }

    func rows(loop: [Benchmark.Row], scaling: [Double]?, processes: [WholeProcess.Row]) -> [TargetRow] {
        let size = BenchmarkTable.size(bytes.count)
        var rows: [TargetRow] = []
        let process = processes.first { $0.input == name }
        rows.append(
            TargetRow(
                "`parity snapshot FILE` / `parity-baseline FILE`, whole process, \(size)",
                measured: process?.baseline?.ratio.map { times($0.wall) } ?? "—", target: "≥ 30×",
                met: process?.baseline?.ratio.map { $0.wall >= 30 }))
        rows.append(anchorRow())
        let inLoop = loop.first { $0.input == name }
        rows.append(
            TargetRow(
                "end-to-end / Codable baseline, in the loop, \(size)", measured: inLoop?.ratio.map(times) ?? "—",
                target: "≥ 35×", met: inLoop?.ratio.map { $0 >= 35 },
                otherwise: benchmark.options.processesOnly ? "not run (--processes-only)" : "not measured"))
        rows += loopRows(size)
        rows.append(loadedVocabularyRow())
        rows.append(vocabularyLoadRow())
        rows.append(peakRow(process))
        rows.append(simdjsonRow())
        rows.append(kotlinRow())
        rows.append(linearRow(scaling))
        return quick ? rows.map { $0.unjudged("quick run: not judged") } : rows
    }

    /// The target compares `parity snapshot` with "the anchor's own Swift pipeline" on a 9.4 MB
    /// document; that pipeline is not in this repository, so the row is the Codable baseline
    /// process on a 9.4 MB dashboard, the closest thing that is.
    func anchorRow() -> TargetRow {
        let measure = "the same on a 9.4 MB dashboard (stand-in for the anchor's pipeline: `parity-baseline`)"
        guard !quick else { return TargetRow(measure, measured: "—", target: "≥ 25×", met: nil) }
        do {
            let bytes = DashboardGenerator.document(seed: benchmark.options.seed, approximateBytes: 9_400_000)
            let row = try whole.measure("dashboard 9.4 MB", bytes, folder: folder)
            let ratio = row.baseline?.ratio?.wall
            return TargetRow(measure, measured: ratio.map(times) ?? "—", target: "≥ 25×", met: ratio.map { $0 >= 25 })
        } catch {
            return TargetRow(measure, measured: "\(error)", target: "≥ 25×", met: nil)
        }
    }

    /// The reader alone and the decoder with the line writer alone, in the loop.
    func loopRows(_ size: String) -> [TargetRow] {
        guard !benchmark.options.processesOnly else {
            return [
                TargetRow("reader alone, in the loop", measured: "—", target: "≥ 1,000 MB/s", met: nil),
                TargetRow("decode and write, in the loop", measured: "—", target: "≤ 15 ms", met: nil),
            ].map { $0.unjudged("not run (--processes-only)") }
        }
        let loop = LoopTargets(runs: benchmark.options.runs)
        let reader = BenchmarkTable.megabytesPerSecond(bytes.count, loop.reader(bytes).median)
        let decode = loop.decodeAndWrite(bytes).map { $0.median * 1000 }
        return [
            TargetRow(
                "reader alone, in the loop, \(size)", measured: BenchmarkTable.fixed(reader, 0) + " MB/s",
                target: "≥ 1,000 MB/s", met: reader >= 1000),
            TargetRow(
                "decode and write, in the loop, \(size)",
                measured: decode.map { BenchmarkTable.fixed($0, 1) + " ms" } ?? "—",
                target: "≤ 15 ms", met: decode.map { $0 <= 15 }),
        ]
    }

    /// Whole process when `parity snapshot` takes `--vocabulary`; in the loop until it does.
    func loadedVocabularyRow() -> TargetRow {
        let target = "≤ 1.2×"
        do {
            let ratio = try whole.loadedVocabulary(bytes, folder: folder)
            return TargetRow(
                "loaded vocabulary (the built-in file, `--vocabulary`) / built-in, whole process",
                measured: times(ratio),
                target: target, met: ratio <= 1.2)
        } catch {
            let measure = "loaded vocabulary (the built-in file) / built-in, in the loop (whole process: \(error))"
            guard !benchmark.options.processesOnly else {
                return TargetRow(
                    measure, measured: "—", target: target, met: nil, otherwise: "not run (--processes-only)")
            }
            do {
                let ratio = try LoopTargets(runs: benchmark.options.runs).loadedAgainstBuiltin(bytes)
                return TargetRow(measure, measured: times(ratio), target: target, met: ratio <= 1.2)
            } catch {
                return TargetRow(measure, measured: "\(error)", target: target, met: nil)
            }
        }
    }

    func vocabularyLoadRow() -> TargetRow {
        let measure = "loading a generated 100-node vocabulary (`VocabularyLoader.load`)"
        do {
            let samples = try LoopTargets(runs: benchmark.options.runs).vocabularyLoad(nodeTypes: 100)
            let milliseconds = samples.median * 1000
            return TargetRow(
                measure, measured: BenchmarkTable.fixed(milliseconds, 2) + " ms", target: "≤ 2 ms",
                met: milliseconds <= 2)
        } catch {
            return TargetRow(measure, measured: "\(error)", target: "≤ 2 ms", met: nil)
        }
    }

    /// The target is for the default build (`swift build -c release`, the Swift runtime linked
    /// dynamically); the row says which build this `parity` is.
    func peakRow(_ process: WholeProcess.Row?) -> TargetRow {
        let dynamic = (try? Spawn.output("/usr/bin/ldd", [whole.executables.parity]))?.contains("libswiftCore") ?? false
        let build = dynamic ? "default build" : "**static build** (`--static-swift-stdlib`), not the default"
        let limit = 2 * bytes.count + 16 * 1_048_576
        return TargetRow(
            "peak RSS of `parity snapshot FILE`, \(BenchmarkTable.size(bytes.count)), \(build)",
            measured: process.map { BenchmarkTable.fixed(Double($0.peakRSS) / 1_048_576, 1) + " MiB" } ?? "—",
            target: "≤ " + BenchmarkTable.fixed(Double(limit) / 1_048_576, 1) + " MiB (2× input + 16 MiB)",
            met: dynamic ? process.map { $0.peakRSS <= limit } : nil,
            otherwise: "not judged: not the default build")
    }

    func simdjsonRow() -> TargetRow {
        let measure = "`parity snapshot FILE` / simdjson DOM parse-only process, same file (the physical limit)"
        guard let root = Self.root else { return TargetRow(measure, measured: "—", target: "≤ 1.5×", met: nil) }
        do {
            let (ratio, simdjson) = try whole.simdjson(bytes, folder: folder, root: root)
            return TargetRow(
                measure,
                measured: times(ratio) + " (simdjson " + BenchmarkTable.fixed(simdjson.median * 1000, 1) + " ms)",
                target: "≤ 1.5×", met: ratio <= 1.5)
        } catch {
            return TargetRow(measure, measured: "\(error)", target: "≤ 1.5×", met: nil)
        }
    }

    func kotlinRow() -> TargetRow {
        let measure = "the Kotlin port / Swift, steady state (ports/kotlin/bench.sh's ParityBench)"
        guard !quick else { return TargetRow(measure, measured: "—", target: "≤ 2×", met: nil) }
        guard let root = Self.root else { return TargetRow(measure, measured: "—", target: "≤ 2×", met: nil) }
        do {
            let ratio = try whole.kotlin(bytes, folder: folder, root: root)
            return TargetRow(measure, measured: times(ratio), target: "≤ 2×", met: ratio <= 2)
        } catch {
            return TargetRow(measure, measured: "\(error)", target: "≤ 2×", met: nil)
        }
    }

    /// Per-MB cost of the 1 and 100 MB dashboards against the 10 MB one, in the loop (`Benchmark.scaling`).
    func linearRow(_ scaling: [Double]?) -> TargetRow {
        let measure = "1, 10 and 100 MB: per-MB cost against 10 MB, in the loop"
        guard let scaling, scaling.count == 3 else {
            return TargetRow(
                measure, measured: "—", target: "within ±25%", met: nil,
                otherwise: benchmark.options.processesOnly ? "not run (--processes-only)" : "not measured")
        }
        let deviations = [scaling[0] - 1, scaling[2] - 1]
        return TargetRow(
            measure, measured: "1 MB " + Self.percent(deviations[0]) + ", 100 MB " + Self.percent(deviations[1]),
            target: "within ±25%", met: deviations.allSatisfy { abs($0) <= 0.25 })
    }

    func times(_ ratio: Double) -> String { BenchmarkTable.fixed(ratio, ratio < 10 ? 2 : 1) + "×" }

    static func percent(_ value: Double) -> String {
        (value >= 0 ? "+" : "") + BenchmarkTable.fixed(value * 100, 1) + "%"
    }

    /// The repository the benchmark runs in (the current folder or one above it): the simdjson
    /// script and the Kotlin port live there.
    static var root: String? {
        try? RepositoryRoot.find(explicit: nil, from: FileManager.default.currentDirectoryPath)
    }
}
