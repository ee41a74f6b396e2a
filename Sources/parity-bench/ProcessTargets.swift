import Foundation
import RenderParity
import RenderParityHarness

/// The whole-process target rows beyond the main table: a loaded vocabulary against the built-in
/// default, simdjson's parse-only process (the physical limit), and the Kotlin port. Each either
/// measures, side by side in one run, or throws why it cannot (`Spawn.Failed`): it never makes a number up.
extension WholeProcess {
    /// `parity snapshot --vocabulary COPY FILE` (the built-in file copied to a temporary file)
    /// against `parity snapshot FILE`: the median over rounds of loaded / built-in, wall clock.
    /// Unmeasured when this `parity` has no `--vocabulary` flag yet (its `snapshot --help` does not name it).
    func loadedVocabulary(_ bytes: [UInt8], folder: String) throws -> Double {
        let help = try Spawn.output(executables.parity, ["snapshot", "--help"])
        guard help.contains("--vocabulary") else {
            throw Spawn.Failed(description: "this parity has no --vocabulary flag yet")
        }
        let file = folder + "/loaded-vocabulary-input.json"
        let copy = folder + "/dsl-nodes-copy.json"
        try FileBytes.writeAtomically(bytes, to: file, sync: false)
        try FileBytes.writeAtomically(Vocabulary.builtinFile, to: copy, sync: false)
        defer {
            try? FileBytes.remove(file)
            try? FileBytes.remove(copy)
        }
        let (_, loaded) = try Self.interleaved(
            runs: runs, { try Spawn.seconds(executables.parity, ["snapshot", file]) },
            { try Spawn.seconds(executables.parity, ["snapshot", "--vocabulary", copy, file]) })
        guard let ratio = loaded.ratio?.wall else { throw Spawn.Failed(description: "no rounds") }
        return ratio
    }

    /// `parity snapshot FILE` against simdjson's DOM parse of the same file, each a fresh process
    /// (scripts/bench/simdjson-parse.sh builds it against Debian's libsimdjson-dev): the median
    /// over rounds of ours / simdjson, wall clock. Unmeasured when the package or g++ is missing.
    /// The program is built once beside `parity` (in `simdjson/`), and again only when its source changes.
    func simdjson(_ bytes: [UInt8], folder: String, root: String) throws -> (ratio: Double, simdjson: Samples) {
        let buildFolder = URL(fileURLWithPath: executables.parity).deletingLastPathComponent().path + "/simdjson"
        let built = try Spawn.output("/bin/bash", [root + "/scripts/bench/simdjson-parse.sh", buildFolder])
        let program = built.trimmingCharacters(in: .whitespacesAndNewlines)
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw Spawn.Failed(description: "simdjson not built: \(program)")
        }
        let file = folder + "/simdjson-input.json"
        try FileBytes.writeAtomically(bytes, to: file, sync: false)
        defer { try? FileBytes.remove(file) }
        let (theirs, ours) = try Self.interleaved(
            runs: runs, { try Spawn.seconds(program, [file]) },
            { try Spawn.seconds(executables.parity, ["snapshot", file]) })
        guard let ratio = ours.ratio?.wall else { throw Spawn.Failed(description: "no rounds") }
        return (ratio, theirs.wall)
    }

    /// The Kotlin port against Swift in steady state (`ports/kotlin/bench.sh`'s tool, `ParityBench`
    /// in the port's jar, with this build's `parity-pipeline-probe`): its "Kotlin/Swift" ratio of
    /// medians. Unmeasured when the jar is not built or `java` is missing.
    func kotlin(_ bytes: [UInt8], folder: String, root: String) throws -> Double {
        let jar = root + "/ports/kotlin/build/parity-kotlin.jar"
        guard FileManager.default.fileExists(atPath: jar) else {
            throw Spawn.Failed(description: "not built (bash ports/kotlin/test.sh builds it)")
        }
        guard let java = ProgramSearch.find("java") else { throw Spawn.Failed(description: "java is not on PATH") }
        let file = folder + "/kotlin-input.json"
        try FileBytes.writeAtomically(bytes, to: file, sync: false)
        defer { try? FileBytes.remove(file) }
        let output = try Spawn.output(
            java,
            [
                "-cp", jar, "renderparity.commands.ParityBenchKt", "--warmup", "8", "--runs", "8", "--rounds", "3",
                "--swift", executables.probe, file,
            ])
        // "  Kotlin/Swift 2.75× (medians; per round …)"
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Kotlin/Swift") }),
            let word = line.split(separator: " ").first(where: { $0.hasSuffix("×") }),
            let ratio = Double(word.dropLast())
        else {
            throw Spawn.Failed(description: "ParityBench printed no ratio: \(output.prefix(200))")
        }
        return ratio
    }
}

/// Finds a program on PATH, as a shell would.
enum ProgramSearch {
    static func find(_ name: String) -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return searchPath.split(separator: ":").map { $0 + "/" + name }.first(
            where: FileManager.default.isExecutableFile(atPath:))
    }
}
