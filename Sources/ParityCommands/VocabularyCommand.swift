import RenderParity
import RenderParityHarness

/// `parity vocabulary [FILE]`: which vocabulary a run here would hold renderers to, or what a
/// vocabulary file holds, so a team can check its file loads before pointing a corpus at it.
public enum VocabularyCommand: ParityCommand {
    public static let spec = CommandSpec(
        name: "vocabulary",
        summary: "Print the identity and node types of the vocabulary in use, or of FILE.",
        positionals: "[FILE]", maximumPositionals: 1,
        options: [],
        details: """
            Without FILE: --vocabulary FILE, else the project file's (\(ProjectFile.fileName)), else the built-in DSL.
            The identity is the name, the version and the first 12 hex digits of the content hash (spec/vocabulary.md §5).
            A vocabulary that does not load is one line on stderr naming the file, the JSON path and what was expected; exit 2.
            """)

    public static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(ParityError) -> Int32 {
        let vocabulary: Vocabulary
        if let file = arguments.positionals.first {
            vocabulary = try VocabularyFile.load(context.resolve(file), name: file)
        } else {
            vocabulary = try context.vocabulary(arguments)
        }
        context.standardOutput.write(VocabularyReport.text(vocabulary))
        return 0
    }
}
