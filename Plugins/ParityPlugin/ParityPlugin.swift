import PackagePlugin

/// `swift package parity COMMAND [options]`: the `parity` command line for a package that depends on
/// RenderParity, with no vendored copy (docs/install.md). It asks for no permission, so `verify`,
/// `lint`, `icons`, `compare` and `snapshot FILE` run with no flag. A command that writes into the
/// package on macOS needs `--allow-writing-to-package-directory` (the sandbox refuses the write
/// otherwise); `swift package parity-update` asks for that permission itself.
@main
struct ParityPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ParityToolRun(context: context, arguments: arguments).run()
    }
}
