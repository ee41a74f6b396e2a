import RenderParityHarness

/// `parity generate`: random documents, or with `--a2ui` random A2UI message streams, for
/// differential testing between implementations.
package enum GenerateCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "generate",
        summary: "Write N random documents of the vocabulary in use, the same bytes for the same seed.",
        options: [
            .init("--count", value: "N", "how many documents (default 100)"),
            .init("--seed", value: "S", "the seed, an unsigned integer (default 1)"),
            .init("--out", value: "DIR", "where to write gen-00000.json, gen-00001.json, …"),
            .init("--a2ui", "write A2UI message streams in the vocabulary's imported catalog (spec/a2ui.md)"),
        ],
        details:
            "Weighted towards what breaks ports: quoting, numbers, unicode, bad optional fields, unknown types,\nfailing children, duplicate keys, nesting near 256, responses versus nodes. Reproduce a CI run with its seed.\nThe vocabulary is --vocabulary FILE, else the project file's, else the built-in DSL (whose documents for a seed never change).\nWith --a2ui: streams weighted towards templates, data-model updates, replacement, deletion, missing paths, calls and malformed messages."
    )

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        guard let out = arguments.value("--out") else {
            throw .usage(command: spec.name, problem: "--out DIR is required")
        }
        let count = try arguments.number("--count", default: 100, expected: "a whole number ≥ 0") { $0 >= 0 }
        let seed = try arguments.number("--seed", default: UInt64(1), expected: "an unsigned integer") { _ in true }
        let vocabulary = try context.vocabulary(arguments)
        try CommandError.wrapping { () throws(ParityError) in
            if arguments.flag("--a2ui") {
                try A2UIStreamGenerator.write(
                    count: count, seed: seed, into: context.resolve(out), vocabulary: vocabulary)
            } else {
                try DocumentGenerator.write(
                    count: count, seed: seed, into: context.resolve(out), vocabulary: vocabulary)
            }
        }
        if arguments.flag("--a2ui") {
            context.standardOutput.write("wrote \(count) A2UI streams to \(out) (seed \(seed))\n")
            return 0
        }
        context.standardOutput.write("wrote \(count) documents to \(out) (seed \(seed))\n")
        return 0
    }
}
