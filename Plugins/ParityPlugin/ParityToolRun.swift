import Foundation
import PackagePlugin

/// One run of the `parity` executable that SwiftPM built for the plugin (`context.tool(named:)`),
/// with the user's arguments passed through unchanged. Shared by the `parity` and `parity-update`
/// plugins (the update plugin's folder links to this file: plugin targets cannot share a library).
///
/// The corpus is what `parity` finds itself: the nearest folder at or above the working folder with
/// `test-fixtures/`. When there is none at or above the package either, the run gets `--root` with
/// the RenderParity package's own corpus, the one `ParityCorpus.default` uses in a renderer's tests.
struct ParityToolRun {
    let context: PluginContext
    let arguments: [String]

    func run() throws {
        let tool = try context.tool(named: "parity")
        var toolArguments = arguments
        if needsRoot, !Self.corpusExists(atOrAbove: context.package.directoryURL),
            let renderParity = Self.renderParityPackage(from: context.package)
        {
            toolArguments += ["--root", renderParity.directoryURL.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        // SwiftPM talks to the plugin over its standard input; parity must not read that
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ParityPluginFailure(
                command: (["parity"] + arguments.prefix(1)).joined(separator: " "), status: process.terminationStatus,
                signalled: process.terminationReason == .uncaughtSignal)
        }
    }

    /// A command (not `--help` or `--version` alone) that does not name its root already.
    private var needsRoot: Bool {
        guard let command = arguments.first, !command.hasPrefix("-"), command != "help" else { return false }
        return !arguments.contains { $0 == "--root" || $0.hasPrefix("--root=") }
    }

    /// `parity`'s own rule for its root (the nearest folder with `test-fixtures/`), asked from the
    /// package folder, so `--root` is added only where `parity` would find nothing.
    private static func corpusExists(atOrAbove folder: URL) -> Bool {
        var current = folder.standardizedFileURL
        while true {
            var isFolder: ObjCBool = false
            let fixtures = current.appendingPathComponent("test-fixtures").path
            if FileManager.default.fileExists(atPath: fixtures, isDirectory: &isFolder), isFolder.boolValue {
                return true
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }

    /// The RenderParity package in the graph: the one whose products include the `parity` executable.
    private static func renderParityPackage(from package: Package) -> Package? {
        var queue = [package]
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "parity" && $0 is ExecutableProduct }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}

/// `parity` ended with a non-zero status (1 findings, 2 usage or I/O error) or by a signal. Its own
/// output has said why; SwiftPM prints this line and exits non-zero, so a CI step fails.
struct ParityPluginFailure: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    let signalled: Bool

    var description: String {
        signalled ? "\(command) was ended by signal \(status)" : "\(command) exited with status \(status)"
    }
}
