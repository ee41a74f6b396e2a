import Foundation
import RenderParity
import RenderParityHarness

/// Where a command writes text: the real stdout/stderr, or a buffer in tests.
public protocol TextOutput: AnyObject, Sendable {
    func write(_ text: String)
    /// Bytes as they are, such as a snapshot: no `String` is built on the way.
    func write(bytes: [UInt8])
}

extension TextOutput {
    public func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Everything a command may touch besides the file system, passed in so tests can run commands directly.
public struct CommandContext: Sendable {
    public let environment: [String: String]
    public let currentDirectory: String
    public let standardOutput: any TextOutput
    public let standardError: any TextOutput
    /// `var`: `--color` overrides what `TerminalStyle.detect` chose (`ParityCLI`).
    public var style: TerminalStyle
    /// Reads all of standard input (for `parity snapshot -`).
    public let readStandardInput: @Sendable () throws(ParityError) -> [UInt8]
    /// Whether standard input is a terminal a person answers on (`parity update --interactive` asks only then).
    public let standardInputIsTerminal: Bool
    /// Reads one line of standard input without its line break; nil at its end.
    public let readLine: @Sendable () -> String?

    public init(
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
    public func root(_ arguments: ParsedArguments) throws(ParityError) -> String {
        try RepositoryRoot.find(explicit: arguments.value("--root").map(resolve), from: currentDirectory)
    }

    /// The project this command runs against (spec/vocabulary.md §8): the root, its project
    /// file's vocabulary and folders, and `--vocabulary FILE` in place of the file's vocabulary.
    public func project(_ arguments: ParsedArguments) throws(ParityError) -> Project {
        try Project.open(root: root(arguments), vocabulary: givenVocabulary(arguments))
    }

    /// The vocabulary of a command that needs no corpus (`snapshot FILE`, `lint FILE`, `schema`):
    /// `--vocabulary FILE`, else the project's when run inside one, else the built-in DSL.
    public func vocabulary(_ arguments: ParsedArguments) throws(ParityError) -> Vocabulary {
        if let given = givenVocabulary(arguments) { return try Project.vocabulary(given: given, root: nil) }
        let root: String?
        do throws(ParityError) {
            root = try self.root(arguments)
        } catch {
            // Outside any project, a document is read with the built-in DSL; a bad --root is still an error.
            guard case .rootNotFound = error, arguments.value("--root") == nil else { throw error }
            root = nil
        }
        return try Project.vocabulary(given: nil, root: root)
    }

    /// `--vocabulary FILE`: its path and the name errors give it (as typed).
    func givenVocabulary(_ arguments: ParsedArguments) -> (path: String, name: String)? {
        arguments.value(VocabularyOption.name).map { (resolve($0), $0) }
    }

    /// A path given on the command line, resolved against the current folder.
    public func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : currentDirectory + "/" + path }
}

/// Writes to a file descriptor (1 or 2) as UTF-8. A write that fails is never a crash
/// (`FileHandle.write` trapped with SIGILL on `> /dev/full`): it goes to
/// `failed` once, which `main` makes an exit (`OutputFailure`), and later writes are dropped.
public final class FileDescriptorOutput: TextOutput, @unchecked Sendable {
    private let descriptor: Int32
    private let stream: String
    private let failed: @Sendable (OutputFailure) -> Void
    private let lock = NSLock()
    private var hasFailed = false

    public init(descriptor: Int32, stream: String, failed: @escaping @Sendable (OutputFailure) -> Void) {
        self.descriptor = descriptor
        self.stream = stream
        self.failed = failed
    }

    public func write(_ text: String) { write(bytes: Array(text.utf8)) }

    /// Straight from the array to the descriptor, however large (a snapshot: no `String` on the way).
    public func write(bytes: [UInt8]) {
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
public final class BufferedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    public init() {}

    public func write(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
