import RenderParityHarness

extension CommandHints {
    /// The flags `parity`'s reports point to, worded here, in the one layer that has flags:
    /// the harness's reports end where these begin, so they read as well in a test.
    static let commandLine = CommandHints(
        removeObsolete: "; remove it with 'parity update --prune'",
        pruneObsolete: " (remove with --prune)",
        listInfo: " (listed with --verbose)",
        listInfoMarkdown: " (listed with `--verbose`)",
        showPassing: " Run with --all to see them anyway.",
        showHidden: "run parity review with --all to see these")
}
