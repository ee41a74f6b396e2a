import Foundation
import RenderParityHarness

/// Runs every measurement and prints the tables of docs/performance.md.
enum BenchmarkMain {
    static func run(_ options: Benchmark.Options) throws {
        let benchmark = Benchmark(options: options)
        print(
            "parity-bench: \(options.quick ? "quick smoke run" : "full run"), \(options.runs) run(s) after a warm-up, \(ProcessInfo.processInfo.activeProcessorCount) cores\n"
        )
        let inputs = benchmark.inputs()
        let executables = try Executables.locate()
        let verifyRoot = "/tmp/pb-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: verifyRoot) }
        let corpus = try benchmark.makeVerifyCorpus(root: verifyRoot)
        var loop: (rows: [Benchmark.Row], scaling: [Double]?) = ([], nil)
        if !options.processesOnly { loop = try inLoop(benchmark, inputs, corpus: corpus, executables: executables) }
        let whole = WholeProcess(executables: executables, runs: options.runs)
        print(
            "\nwhole process: each run a fresh process on the same file, output to /dev/null; \(whole.runs) rounds after a warm-up"
        )
        var processRows: [WholeProcess.Row] = []
        for (name, bytes) in benchmark.processInputs(inputs) {
            processRows.append(try whole.measure(name, bytes, folder: verifyRoot))
        }
        print(WholeProcess.table(processRows))
        print(WholeProcess.verifyLine(try whole.measureVerify(root: verifyRoot, corpus: corpus)))
        guard let (name, bytes) = inputs.first(where: { $0.0 == "dashboard 10 MB" }) ?? inputs.first else { return }
        print("\ntargets (ratios side by side in one run; load average at the start \(loadAverage()))")
        let targets = BenchmarkTargets(benchmark: benchmark, whole: whole, name: name, bytes: bytes, folder: verifyRoot)
        print(TargetRow.render(targets.rows(loop: loop.rows, scaling: loop.scaling, processes: processRows)))
    }

    /// The 1-minute load average (/proc/loadavg), printed with the targets: on a shared machine the
    /// timings mean little when it is high.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init)
            ?? "unknown"
    }

    /// The in-process measurements: the pipeline in a loop against the baseline in the same process.
    static func inLoop(_ benchmark: Benchmark, _ inputs: [(String, [UInt8])], corpus: Corpus, executables: Executables)
        throws -> (rows: [Benchmark.Row], scaling: [Double]?)
    {
        var rows: [Benchmark.Row] = []
        for (name, bytes) in inputs { rows.append(benchmark.measure(name, bytes)) }
        print(BenchmarkTable.render(rows))

        let dashboards = inputs.filter { $0.0.hasPrefix("dashboard") }.map(\.1)
        var scaling: [Double]?
        if dashboards.count == 3 {
            let costs = benchmark.scaling(dashboards, reference: 1)
            scaling = costs
            print(
                "scaling (end-to-end, sizes taking turns): per-MB cost relative to 10 MB: 1 MB \(BenchmarkTargets.percent(costs[0] - 1)), 100 MB \(BenchmarkTargets.percent(costs[2] - 1))"
            )
        }
        let verify = benchmark.measureVerify(corpus)
        print(
            "verify on \(verify.fixtures) fixtures: \(BenchmarkTable.fixed(verify.verify.median * 1000, 1)) ms; I/O floor (read every fixture and golden byte, both cores) \(BenchmarkTable.fixed(verify.floor.median * 1000, 1)) ms; ratio \(BenchmarkTable.fixed(verify.verify.median / verify.floor.median, 2))×"
        )
        if let (name, bytes) = inputs.first(where: { $0.0 == "dashboard 10 MB" })
            ?? (benchmark.options.quick ? inputs.first : nil)
        {
            let memory = try PipelineProbe.peakMemory(bytes, probe: executables.probe)
            print(
                "peak RSS on \(name): \(BenchmarkTable.fixed(Double(memory.document) / 1_000_000, 1)) MB = \(BenchmarkTable.fixed(Double(memory.document) / Double(bytes.count), 2))× the document (the runtime alone: \(BenchmarkTable.fixed(Double(memory.idle) / 1_000_000, 1)) MB)"
            )
        }
        return (rows, scaling)
    }

    /// Writes the generated inputs, so they can be inspected or fed to other tools.
    static func saveInputs(_ options: Benchmark.Options, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in Benchmark(options: options).inputs() {
            let file = folder + "/" + name.filter { $0.isLetter || $0.isNumber || $0 == "-" } + ".json"
            guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
            }
            print("wrote \(file)")
        }
        let vocabulary = folder + "/vocabulary100nodes.json"
        guard
            FileManager.default.createFile(atPath: vocabulary, contents: Data(GeneratedVocabulary.file(nodeTypes: 100)))
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: vocabulary])
        }
        print("wrote \(vocabulary)")
    }

}
