import ParityCommands
import RenderParityHarness
import RenderParitySystem

// Everything happens in ParityCommands; this file only connects the process to it.
// First: SIGPIPE is a write error. SIGINT/SIGTERM remove our temporary files, taken before the
// command starts any thread, for the commands that need it (`installCleanup`).
TerminationCleanup.ignoreBrokenPipes()
let environment = ProcessEnvironment.variables(named: CommandContext.variableNames)
let context = CommandContext(
    environment: environment,
    currentDirectory: ProcessEnvironment.currentDirectory(),
    standardOutput: FileDescriptorOutput(descriptor: 1, stream: "stdout") { $0.exitProcess() },
    standardError: FileDescriptorOutput(descriptor: 2, stream: "stderr") { $0.exitProcess() },
    style: .detect(outputIsTerminal: isatty(1) == 1, environment: environment),
    readStandardInput: { () throws(ParityError) in try FileBytes.readStandardInput() },
    standardInputIsTerminal: isatty(0) == 1, readLine: { Swift.readLine(strippingNewline: true) })
exit(ParityCLI.main(Array(CommandLine.arguments.dropFirst()), context, installCleanup: TerminationCleanup.install))
