import RenderParity

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

// Two modes, both for parity-bench's memory measurements:
//
// `parity-pipeline-probe [FILE]` runs the pipeline on FILE and prints the process's peak RSS in
// bytes (no FILE: the runtime's own peak). It links only the core library (no Foundation), so
// the peak is the pipeline's. The peak is VmHWM from /proc/self/status.
//
// `parity-pipeline-probe --peak-rss PROGRAM ARGS…` runs PROGRAM (stdout to /dev/null) and prints
// its peak RSS in bytes and its exit status. Why this small process starts it: on Linux a child's
// ru_maxrss starts from the memory of the process that spawned it (it survives exec), so a
// child of parity-bench, which holds the inputs, would be charged for them.
//
// `parity-pipeline-probe --loop N FILE` runs `RenderSnapshot.make(from:)` on FILE N times and
// prints each run's wall milliseconds and the snapshot's size, one run a line: the Swift side of
// `ports/kotlin/bench.sh`, which compares the Kotlin port with it in the same run.
//
// `parity-pipeline-probe --read N FILE` reads FILE N times with `JSONReader.read` (the built-in
// vocabulary's names recognised, as decoding does) and prints each read's wall milliseconds and
// the tape's length: the reader alone, to profile and to time against an earlier build.
// `--read-exact N FILE` does the same on the reader's exact path alone (`JSONReader.readOnExactPath`,
// what every document took before the fast path), to time the two paths in turns.
//
// `parity-pipeline-probe --decode N FILE` reads FILE once, then decodes and writes it N times
// (`RenderSnapshot.write(from:vocabulary:to:)` on the read document, the bytes counted) and prints
// each run's wall milliseconds and the snapshot's size: parity-bench's "decode and write" row
// in a process of its own, to profile and to time without the reader's share.
//
// `parity-pipeline-probe --load-vocabulary N FILE` loads the vocabulary FILE N times with
// `VocabularyLoader.load` and prints each load's wall milliseconds: parity-bench's load-time row
// in a process of its own, to profile (`parity-bench --save-inputs` writes the 100-node file).
let arguments = CommandLine.arguments
let loopRuns =
    arguments.count > 3 && ["--loop", "--read", "--read-exact", "--decode", "--load-vocabulary"].contains(arguments[1])
    ? Int(arguments[2]) : nil
if arguments.count > 2, arguments[1] == "--peak-rss" {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.dropFirst(2).map { strdup($0) } + [nil]
    var child = pid_t()
    let spawned = posix_spawn(&child, arguments[2], &actions, nil, &argv, environ)
    guard spawned == 0 else {
        print(-1, spawned)
        exit(2)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
    // ru_maxrss is in kilobytes on Linux.
    print(usage.ru_maxrss * 1024, status)
    exit(0)
}
var bytes: [UInt8] = []
if arguments.count > 1, let file = fopen(arguments[loopRuns == nil ? 1 : 3], "rb") {
    // Read into an array of exactly the file's size, as `FileBytes.read` does.
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    bytes = [UInt8](repeating: 0, count: max(0, size))
    let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    bytes.removeLast(bytes.count - read)
    fclose(file)
}
if let runs = loopRuns, arguments[1] == "--decode" {
    guard case .success(let document) = JSONReader.read(bytes, recognising: Vocabulary.builtin.names) else {
        print("FILE does not read")
        exit(1)
    }
    for _ in 0..<max(0, runs) {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var size = 0
        RenderSnapshot.write(from: document, vocabulary: .builtin) { size += $0.count }
        clock_gettime(CLOCK_MONOTONIC, &end)
        print(Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000, size)
    }
    exit(0)
}
if let runs = loopRuns {
    for _ in 0..<max(0, runs) {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let size: Int
        if arguments[1] == "--loop" {
            size = RenderSnapshot.make(from: bytes).count
        } else if arguments[1] == "--read" || arguments[1] == "--read-exact" {
            let names = Vocabulary.builtin.names
            let read =
                arguments[1] == "--read"
                ? JSONReader.read(bytes, recognising: names)
                : JSONReader.readOnExactPath(DocumentBytes(bytes), recognising: names)
            guard case .success(let document) = read else {
                print("FILE does not read")
                exit(1)
            }
            size = document.tape.count
        } else {
            do throws(VocabularyError) {
                size = try VocabularyLoader.load(bytes, file: arguments[3]).nodeTypes.count
            } catch {
                print(error.message)
                exit(1)
            }
        }
        clock_gettime(CLOCK_MONOTONIC, &end)
        print(Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000, size)
    }
    exit(0)
}
// Streamed, as `parity snapshot FILE` writes it: the snapshot is counted, never held.
var snapshotBytes = 0
if !bytes.isEmpty { RenderSnapshot.write(from: bytes) { snapshotBytes += $0.count } }
var peakKilobytes = -1
if let status = fopen("/proc/self/status", "r") {
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), status) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") { peakKilobytes = Int(text.dropFirst(6).filter { $0.isNumber }) ?? -1 }
    }
    fclose(status)
}
print(peakKilobytes * 1024, snapshotBytes)
