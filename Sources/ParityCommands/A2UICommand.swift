import RenderParity
import RenderParityHarness

/// `parity a2ui snapshot STREAM`: one A2UI message stream's snapshot (spec/a2ui.md) with an
/// imported catalog's vocabulary, or with `--documents` the surface documents the decoder
/// reads, which ports' adapters must reproduce byte for byte. `--out DIR` writes many, as
/// `parity snapshot --out` does, for the differential test against a port.
package enum A2UICommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "a2ui",
        summary: "Print the snapshot of one A2UI message stream (a file, or - for stdin).",
        positionals: "snapshot [FILE|-] | snapshot --out DIR FILE|DIR…",
        maximumPositionals: .max,
        options: [
            .init("--documents", "print the surface documents the decoder reads, one JSON line each"),
            .init(
                "--out", value: "DIR", "write each stream's output to DIR/<name>.txt (a DIR's *.json keep their paths)"),
            ByteLimitOption.input,
        ],
        details: """
            The vocabulary is an imported catalog's (parity vocabulary import-a2ui): --vocabulary FILE, else the project file's.
            A malformed stream's snapshot is one Error line; why is said on stderr.
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        guard arguments.positionals.first == "snapshot" else {
            throw .usage(command: spec.name, problem: "expected: parity a2ui snapshot [FILE|-]")
        }
        if let out = arguments.value("--out") {
            let documents = arguments.flag("--documents")
            return try SnapshotCommand.writeMany(
                Array(arguments.positionals.dropFirst()), to: context.resolve(out), arguments, context,
                command: spec.name
            ) { bytes, vocabulary in
                documents
                    ? A2UIStream.documentsText(bytes, vocabulary: vocabulary)
                    : A2UIStream.snapshot(bytes, vocabulary: vocabulary)
            }
        }
        guard arguments.positionals.count <= 2 else {
            throw .usage(command: spec.name, problem: "one stream at a time; use --out DIR for several")
        }
        let source = arguments.positionals.count > 1 ? arguments.positionals[1] : "-"
        let limit = try ByteLimitOption.input(arguments)
        let bytes = try CommandError.wrapping { () throws(ParityError) in
            source == "-" ? try context.readStandardInput() : try FileBytes.read(context.resolve(source), limit: limit)
        }
        if bytes.count > limit {
            throw .harness(.inputTooLarge(path: source == "-" ? "<stdin>" : source, limit: limit))
        }
        let vocabulary = try context.vocabulary(arguments)
        if arguments.flag("--documents") {
            context.standardOutput.write(bytes: A2UIStream.documentsText(bytes, vocabulary: vocabulary))
        } else {
            context.standardOutput.write(bytes: A2UIStream.snapshot(bytes, vocabulary: vocabulary))
        }
        if case .failure(let failure) = A2UIStream.documents(bytes, vocabulary: vocabulary) {
            context.standardError.write(ControlCharacterEscaping.escaped("\(source): \(failure.message)") + "\n")
        }
        return 0
    }
}
