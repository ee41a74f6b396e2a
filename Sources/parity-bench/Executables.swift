import Foundation

/// The programs the whole-process measurements start: `parity`, `parity-baseline` and
/// `parity-pipeline-probe`, built beside `parity-bench` (it depends on them in Package.swift, so
/// `swift run -c release parity-bench` builds all four), and `cat` from PATH.
struct Executables {
    let parity: String
    let baseline: String
    let probe: String
    let cat: String

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// Looks beside this executable (`/proc/self/exe`, so a symlink or a relative argv[0] does not matter).
    static func locate() throws -> Executables {
        let folder = URL(fileURLWithPath: ownPath()).deletingLastPathComponent().path
        func sibling(_ name: String) throws -> String {
            let path = folder + "/" + name
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Missing(
                    description:
                        "\(name) is not built beside parity-bench in \(folder); run 'swift build -c release' (or 'swift run -c release parity-bench', which builds it)"
                )
            }
            return path
        }
        guard let cat = ProgramSearch.find("cat") else { throw Missing(description: "cat is not on PATH") }
        return Executables(
            parity: try sibling("parity"), baseline: try sibling("parity-baseline"),
            probe: try sibling("parity-pipeline-probe"), cat: cat)
    }

    private static func ownPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }
}

/// Starts a program as a fresh process with stdout to /dev/null and times it to its exit.
/// `posix_spawn` directly, as a shell would: Foundation's `Process` adds threads and pipes.
enum Spawn {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    /// One run: wall-clock seconds, and the CPU seconds (user + system) the process used. On a
    /// shared machine a process waits for a core; its CPU time does not include the wait.
    struct Timing {
        let wall: Double
        let cpu: Double
    }

    static func seconds(_ program: String, _ arguments: [String]) throws -> Timing {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&child, program, &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw Failed(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
                usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        guard status == 0 else {
            throw Failed(
                description:
                    "\(([program] + arguments.prefix(3)).joined(separator: " ")) … exited with status \(status)")
        }
        return Timing(wall: seconds, cpu: cpu)
    }

    /// What `program` writes to stdout and stderr together (not timed); throws with it when the
    /// program exits with a status other than 0.
    static func output(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = output.split(separator: "\n").first.map(String.init) ?? "no output"
            throw Failed(description: "\(URL(fileURLWithPath: program).lastPathComponent): \(said)")
        }
        return output
    }

    /// The peak RSS of `program` in bytes, measured by the probe (see `parity-pipeline-probe`).
    static func peakMemory(_ executables: Executables, _ program: String, _ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executables.probe)
        process.arguments = ["--peak-rss", program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ").map { Int($0.filter(\.isNumber)) ?? -1 }
        guard fields.count == 2, fields[1] == 0, fields[0] > 0 else {
            throw Failed(description: "peak RSS of \(program): probe said '\(output)'")
        }
        return fields[0]
    }
}
