import PackagePlugin

/// `swift package parity-update [options]`: `parity update`, which writes goldens into the package.
/// It declares the permission to write there, so SwiftPM asks for it in a terminal and wants
/// `--allow-writing-to-package-directory` elsewhere (docs/install.md); `parity update` itself still
/// refuses to run when `CI` is set, unless `--force`.
@main
struct ParityUpdatePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ParityToolRun(context: context, arguments: ["update"] + arguments).run()
    }
}
