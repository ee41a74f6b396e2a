import RenderParity
import RenderParityHarness
import RenderParitySystem
import RenderParityText

/// Where a command writes text: the real stdout/stderr, or a buffer in tests.
package protocol TextOutput: AnyObject, Sendable {
    func write(_ text: String)
    /// Bytes as they are, such as a snapshot: no `String` is built on the way.
    func write(bytes: [UInt8])
    /// Bytes lent for the call, written before it returns (a piece of a snapshot as it streams):
    /// the real stdout writes them where they are, with no array made of each piece.
    func write(raw bytes: UnsafeRawBufferPointer)
}

extension TextOutput {
    package func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    package func write(raw bytes: UnsafeRawBufferPointer) { write(bytes: Array(bytes)) }
}

/// Everything a command may touch besides the file system, passed in so tests can run commands directly.
package struct CommandContext: Sendable {
    /// The environment variables commands read, all `parity` takes of its environment: `CI`
    /// (`update`), `NO_COLOR` and `FORCE_COLOR` (`TerminalStyle`), `PATH` (`compare`'s renderers).
    /// A command that reads another names it here.
    package static let variableNames = ["CI", "FORCE_COLOR", "NO_COLOR", "PATH"]
    /// The variables of `variableNames` that are set.
    package let environment: [String: String]
    package let currentDirectory: String
    package let standardOutput: any TextOutput
    package let standardError: any TextOutput
    /// `var`: `--color` overrides what `TerminalStyle.detect` chose (`ParityCLI`).
    package var style: TerminalStyle
    /// Reads all of standard input (for `parity snapshot -`).
    package let readStandardInput: @Sendable () throws(ParityError) -> [UInt8]
    /// Whether standard input is a terminal a person answers on (`parity update --interactive` asks only then).
    package let standardInputIsTerminal: Bool
    /// Reads one line of standard input without its line break; nil at its end.
    package let readLine: @Sendable () -> String?

    package init(
        environment: [String: String], currentDirectory: String, standardOutput: any TextOutput,
        standardError: any TextOutput,
        style: TerminalStyle = .plain,
        readStandardInput: @escaping @Sendable () throws(ParityError) -> [UInt8] = { [] },
        standardInputIsTerminal: Bool = false, readLine: @escaping @Sendable () -> String? = { nil }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.style = style
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.readLine = readLine
    }

    /// The project root for this command (`--root`, or found upwards from the current folder).
    package func root(_ arguments: ParsedArguments) throws(CommandError) -> String {
        try CommandError.wrapping { () throws(ParityError) in
            try RepositoryRoot.find(explicit: arguments.value("--root").map(resolve), from: currentDirectory)
        }
    }

    /// The project this command runs against (spec/vocabulary.md §8): the root, its project
    /// file's vocabulary and folders, and `--vocabulary FILE` in place of the file's vocabulary.
    package func project(_ arguments: ParsedArguments) throws(CommandError) -> Project {
        let root = try root(arguments)
        return try CommandError.wrapping { () throws(ParityError) in
            try Project.open(root: root, vocabulary: givenVocabulary(arguments))
        }
    }

    /// The vocabulary of a command that needs no corpus (`snapshot FILE`, `lint FILE`, `schema`):
    /// `--vocabulary FILE`, else the project's when run inside one, else the built-in DSL.
    package func vocabulary(_ arguments: ParsedArguments) throws(CommandError) -> Vocabulary {
        let given = givenVocabulary(arguments)
        var root: String? = nil
        if given == nil {
            do throws(CommandError) {
                root = try self.root(arguments)
            } catch {
                // Outside any project, a document is read with the built-in DSL; a bad --root is still an error.
                guard case .harness(.rootNotFound) = error, arguments.value("--root") == nil else { throw error }
            }
        }
        return try CommandError.wrapping { () throws(ParityError) in try Project.vocabulary(given: given, root: root) }
    }

    /// `--vocabulary FILE`: its path and the name errors give it (as typed).
    func givenVocabulary(_ arguments: ParsedArguments) -> (path: String, name: String)? {
        arguments.value(VocabularyOption.name).map { (resolve($0), $0) }
    }

    /// A path given on the command line, resolved against the current folder.
    package func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : currentDirectory + "/" + path }
}

/// Writes to a file descriptor (1 or 2) as UTF-8. A write that fails is never a crash
/// (`FileHandle.write` trapped with SIGILL on `> /dev/full`): it goes to
/// `failed` once, which `main` makes an exit (`OutputFailure`), and later writes are dropped.
package final class FileDescriptorOutput: TextOutput, @unchecked Sendable {
    private let descriptor: Int32
    private let stream: String
    private let failed: @Sendable (OutputFailure) -> Void
    private let lock = Lock()
    private var hasFailed = false

    package init(descriptor: Int32, stream: String, failed: @escaping @Sendable (OutputFailure) -> Void) {
        self.descriptor = descriptor
        self.stream = stream
        self.failed = failed
    }

    package func write(_ text: String) { write(bytes: Array(text.utf8)) }

    /// Straight from the array to the descriptor, however large (a snapshot: no `String` on the way).
    package func write(bytes: [UInt8]) { bytes.withUnsafeBytes { write(raw: $0) } }

    package func write(raw bytes: UnsafeRawBufferPointer) {
        let failure: Int32 = lock.withLock {
            guard !hasFailed else { return 0 }
            let code = FileBytes.writeAll(bytes, to: descriptor)
            hasFailed = code != 0
            return code
        }
        if failure != 0 { failed(OutputFailure(stream: stream, code: failure)) }
    }
}

/// Collects output in memory, for tests.
package final class BufferedOutput: TextOutput, @unchecked Sendable {
    private let lock = Lock()
    private var buffer = ""

    package init() {}

    package func write(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
