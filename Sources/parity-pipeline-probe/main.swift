#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import RenderParity

// Runs the pipeline on one file and prints the process's peak RSS in bytes.
// Used by parity-bench for the memory measurement: it links only the core
// library (no Foundation), so the peak is the pipeline's, not a runtime's.
// `parity-pipeline-probe FILE` (or no FILE: the runtime's own peak).
// The peak is VmHWM from /proc/self/status: getrusage's ru_maxrss would also
// count the parent's memory at fork time, which survives exec on Linux.
var bytes: [UInt8] = []
if CommandLine.arguments.count > 1, let file = fopen(CommandLine.arguments[1], "rb") {
    // Read into an array of exactly the file's size, as `FileBytes.read` does.
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    bytes = [UInt8](repeating: 0, count: max(0, size))
    let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    bytes.removeLast(bytes.count - read)
    fclose(file)
}
let snapshot = bytes.isEmpty ? [] : RenderSnapshot.make(from: bytes)
var peakKilobytes = -1
if let status = fopen("/proc/self/status", "r") {
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), status) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") { peakKilobytes = Int(text.dropFirst(6).filter { $0.isNumber }) ?? -1 }
    }
    fclose(status)
}
print(peakKilobytes * 1024, snapshot.count)
