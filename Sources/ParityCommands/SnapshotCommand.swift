import RenderParity
import RenderParityHarness

/// `parity snapshot`: one document's snapshot on stdout, for people and for `compare --renderer`.
public enum SnapshotCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "snapshot",
        summary: "Print the RenderSnapshot of one JSON document (a file, or - for stdin).",
        positionals: "[FILE|-]",
        maximumPositionals: 1,
        options: [.init("--diagnostics", "print every diagnostic on stderr")],
        details: "A document that cannot be rendered still has a snapshot (an Error line); why is said on stderr.")

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let source = arguments.positionals.first ?? "-"
        let name = source == "-" ? "<stdin>" : source
        let bytes = source == "-" ? try context.readStandardInput() : try FileBytes.read(context.resolve(source))
        let document = DocumentDecoder.decode(bytes)
        context.standardOutput.write(String(decoding: RenderSnapshot.make(from: document), as: UTF8.self))
        if arguments.flag("--diagnostics") {
            for diagnostic in document.diagnostics { context.standardError.write("\(name): \(diagnostic)\n") }
        } else if case let .failure(failure) = document.content {
            context.standardError.write("\(name): \(Diagnostic(.rootFailed(failure), at: failure.path ?? .root))\n")
        }
        return 0
    }
}
