import Foundation

/// Runs `parity-pipeline-probe` in a fresh process to measure the pipeline's peak memory.
///
/// Why a separate process: a process's peak covers everything it ever held, and the
/// probe links only the core library, so the number is the pipeline's, not Foundation's.
enum PipelineProbe {
    /// The probe's peak for `bytes`, and for no document at all (the process's own share).
    static func peakMemory(_ bytes: [UInt8], probe: String) throws -> (document: Int, idle: Int) {
        try withFile(bytes) { file in (try run(probe, [file]), try run(probe, [])) }
    }

    private static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parity-bench-probe-\(getpid()).json")
            .path
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
        }
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try body(file)
    }

    /// The peak in bytes that the probe prints.
    private static func run(_ probe: String, _ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: probe)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(output.split(separator: " ").first ?? "") ?? -1
    }
}
