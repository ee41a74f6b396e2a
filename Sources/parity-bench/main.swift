import Foundation

// `swift run -c release parity-bench [--quick] [--runs N] [--processes-only]`: see README, "Performance".
let arguments = Array(CommandLine.arguments.dropFirst())
var options = Benchmark.Options()
options.quick = arguments.contains("--quick")
if options.quick { options.runs = 1 }
options.processesOnly = arguments.contains("--processes-only")
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let runs = Int(arguments[index + 1]), runs > 0 { options.runs = runs }
do {
    if let index = arguments.firstIndex(of: "--save-inputs"), index + 1 < arguments.count {
        try BenchmarkMain.saveInputs(options, to: arguments[index + 1])
        exit(0)
    }
    try BenchmarkMain.run(options)
} catch {
    FileHandle.standardError.write(Data("parity-bench: \(error)\n".utf8))
    exit(2)
}
