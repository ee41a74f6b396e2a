import RenderParityHarness

/// `--max-diff-lines N`, shared by `verify`, `update` and `compare`: the cap on each
/// diff (spec/diff-format.md §7).
enum DiffOption {
    static let name = "--max-diff-lines"

    static let option = CommandSpec.Option(
        name, value: "N", "show at most N lines of each diff (default \(DiffPresentation.defaultMaxLines); 0: no cap)")

    static func maxLines(_ arguments: ParsedArguments) throws(CommandError) -> Int {
        try arguments.number(name, default: DiffPresentation.defaultMaxLines, expected: "a whole number, 0 or more") {
            $0 >= 0
        }
    }
}
