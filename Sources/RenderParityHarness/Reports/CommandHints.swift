/// What a report adds for a reader at a command line: the flag that changes what they see.
///
/// Why it is a value the caller passes: the harness's reports are read in tests and on
/// review pages too, where no flag can be passed, so the harness names none. `parity`'s
/// commands pass theirs (`ParityCommands`' `CommandHints.commandLine`); every other caller
/// gets `none`, and the report ends where the hint would begin.
public struct CommandHints: Equatable, Sendable {
    /// After `… has no fixture` (verify, review): how to remove an obsolete golden.
    public var removeObsolete: String
    /// After `N obsolete kept` (update's summary): how to remove them.
    public var pruneObsolete: String
    /// After the icon report's info counts, in text and in Markdown: how to list them.
    public var listInfo: String
    public var listInfoMarkdown: String
    /// After `Every fixture matches its golden.` on the review page: how to show them anyway.
    public var showPassing: String
    /// The tooltip of a status filter whose fixtures are not on the review page; empty: none.
    public var showHidden: String

    public init(
        removeObsolete: String = "", pruneObsolete: String = "", listInfo: String = "",
        listInfoMarkdown: String = "", showPassing: String = "", showHidden: String = ""
    ) {
        self.removeObsolete = removeObsolete
        self.pruneObsolete = pruneObsolete
        self.listInfo = listInfo
        self.listInfoMarkdown = listInfoMarkdown
        self.showPassing = showPassing
        self.showHidden = showHidden
    }

    /// No hints: what a test or any other caller without a command line reads.
    public static let none = CommandHints()
}
