import ParityCommands
import RenderParityHarness
import RenderParitySystem

// Everything happens in ParityCommands; this file only connects the process to it.
// First, before any thread starts: SIGINT/SIGTERM remove our temporary files, SIGPIPE is a write error.
TerminationCleanup.install()
let environment = ProcessEnvironment.variables()
let context = CommandContext(
    environment: environment,
    currentDirectory: ProcessEnvironment.currentDirectory(),
    standardOutput: FileDescriptorOutput(descriptor: 1, stream: "stdout") { $0.exitProcess() },
    standardError: FileDescriptorOutput(descriptor: 2, stream: "stderr") { $0.exitProcess() },
    style: .detect(outputIsTerminal: isatty(1) == 1, environment: environment),
    readStandardInput: { () throws(ParityError) in try FileBytes.readStandardInput() },
    standardInputIsTerminal: isatty(0) == 1, readLine: { Swift.readLine(strippingNewline: true) })
exit(ParityCLI.main(Array(CommandLine.arguments.dropFirst()), context))
