import RenderParity
import RenderParityHarness

/// `parity vocabulary [FILE]`: which vocabulary a run here would hold renderers to, or what a
/// vocabulary file holds, so a team can check its file loads before pointing a corpus at it.
/// `parity vocabulary import-a2ui CATALOG` makes a vocabulary file from an A2UI catalog instead
/// (`VocabularyImportA2UICommand`, spec/a2ui.md §2).
package enum VocabularyCommand: ParityCommand {
    /// The options only `import-a2ui` takes.
    static let importOptions: [CommandSpec.Option] = [
        .init("--common", value: "FILE", "import-a2ui: the common_types.json the catalog's $refs name"),
        .init("--out", value: "FILE", "import-a2ui: write the vocabulary here (atomically) instead of stdout"),
        .init("--name", value: "NAME", "import-a2ui: the vocabulary's name (default: from the catalog's title)"),
        .init("--version", value: "TEXT", "import-a2ui: the vocabulary's version (default: 1)"),
    ]

    package static let spec = CommandSpec(
        name: "vocabulary",
        summary:
            "Print the identity and node types of the vocabulary in use, or of FILE; import-a2ui CATALOG makes one from an A2UI catalog.",
        positionals: "[FILE] | import-a2ui CATALOG.json", maximumPositionals: 2,
        options: importOptions,
        details: """
            Without FILE: --vocabulary FILE, else the project file's (\(ProjectFile.fileName)), else the built-in DSL.
            The identity is the name, the version and the first 12 hex digits of the content hash (spec/vocabulary.md §5).
            A vocabulary that does not load is one line on stderr naming the file, the JSON path and what was expected; exit 2.
            import-a2ui (spec/a2ui.md §2): a property the importer cannot map is such a line too; the result is loaded before it is written.
            """)

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        if arguments.positionals.first == VocabularyImportA2UICommand.subcommand {
            return try VocabularyImportA2UICommand.run(arguments, context)
        }
        if let given = importOptions.first(where: { arguments.value($0.name) != nil }) {
            throw .usage(command: spec.name, problem: "\(given.name) is an option of import-a2ui")
        }
        guard arguments.positionals.count <= 1 else {
            throw .usage(command: spec.name, problem: "one vocabulary FILE at a time")
        }
        let vocabulary: Vocabulary
        if let file = arguments.positionals.first {
            vocabulary = try CommandError.wrapping { () throws(ParityError) in
                try VocabularyFile.load(context.resolve(file), name: file)
            }
        } else {
            vocabulary = try context.vocabulary(arguments)
        }
        context.standardOutput.write(VocabularyReport.text(vocabulary))
        return 0
    }
}
