import Foundation

/// Peak RSS of the pipeline on one document, measured by `parity-pipeline-probe`
/// in a fresh process: `getrusage` reports a whole process's peak, and the probe
/// links only the core library, so the number is the pipeline's, not Foundation's.
enum PeakMemory {
    /// The probe's peak for `bytes`, and for no document at all (the process's own share).
    static func measure(_ bytes: [UInt8]) throws -> (document: Int, idle: Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parity-bench-rss-\(getpid()).json").path
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return (try probe([file]), try probe([]))
    }

    private static func probe(_ arguments: [String]) throws -> Int {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("parity-pipeline-probe")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(output.split(separator: " ").first ?? "") ?? -1
    }
}
