/// What runs leave behind when their process is stopped part-way: this process's temporary files
/// (`TemporaryFiles`) and the process groups of the renderers it started (`ProcessGroups`; they
/// have their own groups, so a terminal's Ctrl-C does not reach them).
///
/// The library installs no signal handler: which signals stop a program, and how it ends then, is
/// the program's to decide. A program calls `run()` from its own handling (`parity` does on
/// SIGINT and SIGTERM, and before it exits on a failed write).
public enum RunCleanup {
    /// Removes the temporary files and kills the renderer groups still running.
    public static func run() {
        TemporaryFiles.removeAll()
        ProcessGroups.killAll()
    }
}
