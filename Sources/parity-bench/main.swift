import Foundation

// `swift run -c release parity-bench [--quick] [--runs N] [--processes-only] [--save-inputs DIR]`:
// see docs/performance.md. An argument it does not know is an error, never a full run.
let usage = """
    usage: parity-bench [--quick] [--runs N] [--processes-only] [--save-inputs DIR]
      --quick           one run of each measurement (a smoke run)
      --runs N          runs after the warm-up (default 5)
      --processes-only  only the whole-process table
      --save-inputs DIR write the generated inputs into DIR and stop

    """
var options = Benchmark.Options()
var saveInputs: String?
var remaining = Array(CommandLine.arguments.dropFirst())[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--quick":
        options.quick = true
        options.runs = 1
    case "--processes-only":
        options.processesOnly = true
    case "--runs":
        guard let value = remaining.popFirst(), let runs = Int(value), runs > 0 else {
            FileHandle.standardError.write(Data("parity-bench: --runs needs a positive number\n\(usage)".utf8))
            exit(2)
        }
        options.runs = runs
    case "--save-inputs":
        guard let folder = remaining.popFirst() else {
            FileHandle.standardError.write(Data("parity-bench: --save-inputs needs a folder\n\(usage)".utf8))
            exit(2)
        }
        saveInputs = folder
    default:
        FileHandle.standardError.write(
            Data(
                "parity-bench: unknown argument '\(argument.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined())'\n\(usage)"
                    .utf8))
        exit(2)
    }
}
do {
    if let saveInputs {
        try BenchmarkMain.saveInputs(options, to: saveInputs)
        exit(0)
    }
    try BenchmarkMain.run(options)
} catch {
    FileHandle.standardError.write(Data("parity-bench: \(error)\n".utf8))
    exit(2)
}
