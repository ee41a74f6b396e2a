import RenderParity
import RenderParityHarness

/// `parity vocabulary import-a2ui CATALOG.json`: an A2UI catalog as a vocabulary file
/// (spec/a2ui.md §2), on stdout or written atomically with `--out`. The result is loaded
/// before it is written, so a file that would not load is never written. A subcommand of
/// `VocabularyCommand`, which declares its options.
enum VocabularyImportA2UICommand {
    static let subcommand = "import-a2ui"

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Int32 {
        guard arguments.positionals.count == 2 else {
            throw .usage(
                command: VocabularyCommand.spec.name, problem: "expected: parity vocabulary \(subcommand) CATALOG.json")
        }
        let catalogPath = arguments.positionals[1]
        let catalog = (
            file: catalogPath,
            bytes: try CommandError.wrapping { () throws(ParityError) in
                try FileBytes.read(context.resolve(catalogPath))
            }
        )
        var common: (file: String, bytes: [UInt8])?
        if let path = arguments.value("--common") {
            common = (
                path, try CommandError.wrapping { () throws(ParityError) in try FileBytes.read(context.resolve(path)) }
            )
        }
        let text: String
        do throws(ImportFailure) {
            text = try CatalogImporter.importCatalog(
                catalog, common: common, name: arguments.value("--name"), version: arguments.value("--version") ?? "1")
        } catch {
            throw .harness(.catalogImport(error))
        }
        let bytes = Array(text.utf8)
        do throws(VocabularyError) {
            _ = try VocabularyLoader.load(bytes, file: arguments.value("--out") ?? "<imported>")
        } catch {
            throw .harness(.vocabulary(error))
        }
        if let out = arguments.value("--out") {
            try CommandError.wrapping { () throws(ParityError) in
                try SafeFileWriter.write(bytes, to: context.resolve(out))
            }
        } else {
            context.standardOutput.write(bytes: bytes)
        }
        return 0
    }
}
