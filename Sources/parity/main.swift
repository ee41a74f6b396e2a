import Foundation
import ParityCommands
import RenderParityHarness

// Everything happens in ParityCommands; this file only connects the process to it.
let context = CommandContext(
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    standardOutput: FileDescriptorOutput(.standardOutput),
    standardError: FileDescriptorOutput(.standardError),
    style: .detect(outputIsTerminal: isatty(1) == 1, environment: ProcessInfo.processInfo.environment),
    readStandardInput: { () throws(ParityError) in try FileBytes.readStandardInput() })
exit(ParityCLI.main(Array(CommandLine.arguments.dropFirst()), context))
