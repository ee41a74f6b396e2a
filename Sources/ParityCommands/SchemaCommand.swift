import RenderParity
import RenderParityHarness

/// `parity schema`: the JSON Schema of the vocabulary in use, what a team gives an LLM's
/// structured output so that its documents decode without diagnostics (spec §2.4).
package enum SchemaCommand: ParityCommand {
    package static let spec = CommandSpec(
        name: "schema",
        summary: "Print the JSON Schema (2020-12) of the vocabulary in use.",
        options: [],
        details: """
            The vocabulary is --vocabulary FILE, else the project file's (\(ProjectFile.fileName)), else the built-in DSL,
            whose schema is spec/generative-ui-dsl.schema.json. A document validates exactly when it decodes with no
            diagnostic and no Error (spec/render-snapshot.md §2.4).
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        context.standardOutput.write(VocabularySchema.schema(of: try context.vocabulary(arguments)).text)
        return 0
    }
}
