import RenderParityHarness

/// `--vocabulary FILE`, accepted by every command (spec/vocabulary.md §8): the vocabulary the
/// documents are written in, in place of the project file's (`CommandContext.project`).
enum VocabularyOption {
    static let name = "--vocabulary"
    static let option = CommandSpec.Option(
        name, value: "FILE",
        "the vocabulary file the documents are written in, or builtin (default: \(ProjectFile.fileName)'s, else builtin)"
    )
}
