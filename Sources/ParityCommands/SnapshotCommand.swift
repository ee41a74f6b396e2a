import RenderParity
import RenderParityHarness

/// `parity snapshot`: one document's snapshot on stdout (for people and for
/// `compare --renderer`), or many written into a folder with `--out`.
package enum SnapshotCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "snapshot",
        summary: "Print the RenderSnapshot of one JSON document (a file, or - for stdin).",
        positionals: "[FILE|-] | --out DIR FILE|DIR…",
        maximumPositionals: Int.max,
        options: [
            .init("--diagnostics", "print every diagnostic on stderr"),
            ByteLimitOption.input,
            .init(
                "--out", value: "DIR",
                "write the snapshot of each FILE, and of every *.json below each DIR, into DIR (as NAME.txt)"),
            .init("--fsync", "with --out: flush each file to disk before its atomic rename (slower; off by default)"),
            JobsOption.option,
        ],
        details: "A document that cannot be rendered still has a snapshot (an Error line); why is said on stderr.")

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        if let out = arguments.value("--out") {
            return try writeMany(arguments.positionals, to: context.resolve(out), arguments, context)
        }
        guard arguments.positionals.count <= 1 else {
            throw .usage(command: spec.name, problem: "one document at a time; use --out DIR for several")
        }
        let vocabulary = try context.vocabulary(arguments)
        let source = arguments.positionals.first ?? "-"
        let limit = try ByteLimitOption.input(arguments)
        // A file is mapped, not copied (`MappedFile`), and guarded against being shortened meanwhile.
        if source != "-", let file = try mapped(context.resolve(source), limit: limit) {
            let shortened = CommandError.harness(.unreadable(path: source, reason: ShortenedFileGuard.reason))
            return ShortenedFileGuard.guarding(file, failure: shortened) {
                write(file.documentBytes, named: source, vocabulary: vocabulary, arguments, context)
            }
        }
        let name = source == "-" ? "<stdin>" : source
        let bytes = try CommandError.wrapping { () throws(ParityError) in
            source == "-" ? try context.readStandardInput() : try FileBytes.read(context.resolve(source), limit: limit)
        }
        // Standard input is read up to the default limit as it comes; a lower one applies after.
        if bytes.count > limit { throw .harness(.inputTooLarge(path: name, limit: limit)) }
        return write(DocumentBytes(bytes), named: name, vocabulary: vocabulary, arguments, context)
    }

    /// The snapshot of `bytes` on stdout, and on stderr why it failed or (`--diagnostics`) every
    /// diagnostic. The fast path: bytes in, bytes out, no tree and no `String` of the snapshot,
    /// streamed to stdout as it is produced, so the snapshot is never held whole.
    static func write(
        _ bytes: DocumentBytes, named name: String, vocabulary: Vocabulary, _ arguments: ParsedArguments,
        _ context: CommandContext
    ) -> Int32 {
        var start: [UInt8] = []
        RenderSnapshot.write(from: bytes, vocabulary: vocabulary) { piece in
            if start.isEmpty { start = Array(piece.prefix(8)) }
            context.standardOutput.write(raw: piece)
        }
        // The tree decoder takes an array: a mapped file's bytes are copied for it, only here.
        if arguments.flag("--diagnostics") {
            for diagnostic in DocumentDecoder.diagnose(bytes.array, vocabulary: vocabulary).diagnostics {
                context.standardError.write(ControlCharacterEscaping.escaped("\(name): \(diagnostic)") + "\n")
            }
        } else if isRootFailure(start),
            let rootFailure = DocumentDecoder.diagnose(bytes.array, vocabulary: vocabulary).diagnostics.last
        {
            // Why it failed takes the tree decoder, only for a document that failed. A root failure is
            // always the document's last diagnostic (`DocumentDecoder`).
            context.standardError.write(ControlCharacterEscaping.escaped("\(name): \(rootFailure)") + "\n")
        }
        return 0
    }

    /// The regular file at `path`, mapped; nil for an empty one or one that cannot be mapped (read it).
    static func mapped(_ path: String, limit: Int) throws(CommandError) -> MappedFile? {
        try CommandError.wrapping { () throws(ParityError) in try MappedFile.open(path, limit: limit) }
    }

    /// One document to stdout reads, writes stdout and starts no thread: stopped, it leaves nothing.
    /// `--out` writes files through temporary ones, on worker threads.
    package static func needsTerminationCleanup(_ arguments: ParsedArguments) -> Bool {
        arguments.value("--out") != nil
    }

    /// A document that cannot be rendered has a one-line `Error(…)` snapshot (spec §3); no node's line starts so.
    /// `snapshot`: its first bytes are enough.
    static func isRootFailure(_ snapshot: [UInt8]) -> Bool { snapshot.starts(with: "Error(".utf8) }

    /// `--out DIR`: see `SnapshotBatch`. A file that fails is said on stderr; the others are still written.
    /// No document at all is a finding (exit 1), as an empty run is for every command. `render`
    /// is what each file becomes (`parity a2ui snapshot --out` passes the adapter's).
    static func writeMany(
        _ inputs: [String], to out: String, _ arguments: ParsedArguments, _ context: CommandContext,
        command: String = spec.name,
        render: @escaping @Sendable ([UInt8], Vocabulary) -> [UInt8] = { RenderSnapshot.make(from: $0, vocabulary: $1) }
    ) throws(CommandError) -> Int32 {
        guard !inputs.isEmpty else { throw .usage(command: command, problem: "--out needs at least one FILE or DIR") }
        let batch = try CommandError.wrapping { () throws(ParityError) in
            try SnapshotBatch.plan(inputs.map(context.resolve), into: out)
        }
        guard !batch.jobs.isEmpty else { throw .harness(.nothingToCheck(.noDocuments(inputs: inputs))) }
        let failures = batch.write(
            sync: arguments.flag("--fsync"), workers: try JobsOption.parse(arguments),
            vocabulary: try context.vocabulary(arguments), render: render)
        for error in failures { context.standardError.write(ParityCLI.errorLine(.harness(error))) }
        context.standardOutput.write("wrote \(batch.jobs.count - failures.count) snapshots to \(out)\n")
        return failures.isEmpty ? 0 : 2
    }
}
