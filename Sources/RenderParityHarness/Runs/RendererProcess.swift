import RenderParitySystem

/// Runs another implementation's snapshot command on one fixture: the command
/// is split into words (no shell), its program found on `PATH` by us and run directly
/// (no shell, no `env` wrapper), the fixture path appended; stdout is the snapshot.
///
/// Whatever the renderer does, a fixture ends: it runs in its own process
/// group (`ProcessGroupSpawn`); at the deadline, or when stdout or stderr exceeds
/// `maxOutputBytes`, the whole group is killed; when the renderer itself exits, what it
/// left running is killed too, so a grandchild holding stdout open cannot hang the run.
public struct RendererProcess: Sendable {
    public static let defaultMaxOutputBytes = 64 << 20

    public enum Failure: Error, Equatable, Sendable {
        case couldNotStart(String)
        case exited(code: Int32, stderr: String)
        case crashed(signal: Int32, stderr: String)
        case timedOut(seconds: Double)
        case outputTooLarge(stream: String, limit: Int)
        case notUTF8

        /// Renderer output is untrusted: the stderr tail has its control characters escaped.
        public var message: String {
            switch self {
            case .couldNotStart(let reason): "could not start: \(reason)"
            case .exited(let code, let stderr): "exited with status \(code)" + Self.tail(stderr)
            case .crashed(let signal, let stderr): "crashed (signal \(signal))" + Self.tail(stderr)
            case .timedOut(let seconds): "timed out after \(seconds) s (its process group was killed)"
            case .outputTooLarge(let stream, let limit):
                "output exceeds \(limit) bytes on \(stream), the output limit (its process group was killed)"
            case .notUTF8: "wrote output that is not UTF-8"
            }
        }

        private static func tail(_ stderr: String) -> String {
            // By scalars: "\r\n" is one Character, and its CR must be escaped, not kept.
            let last =
                stderr.unicodeScalars.split(separator: "\n").last.map { String(String.UnicodeScalarView($0)) } ?? ""
            return last.isEmpty ? "" : ": " + ControlCharacterEscaping.escaped(String(last.prefix(200)))
        }
    }

    /// The command's words as given; the first names the program.
    public let arguments: [String]
    /// The program's path, found when the command was read.
    public let executable: String
    public let timeout: Double
    public let maxOutputBytes: Int

    /// Why a renderer command cannot be run: it is empty, or it cannot be split into words.
    public enum CommandProblem: Equatable, Sendable {
        case empty
        case unclosedQuote

        public var explanation: String {
            switch self {
            case .empty: "the renderer command is empty"
            case .unclosedQuote: "the renderer command has an unclosed quote or a trailing backslash"
            }
        }
    }

    /// `command` split into words like a shell would for quotes and backslashes, but never run by
    /// one. A program that is not found is an error that names it.
    public init(
        command: String, timeout: Double, maxOutputBytes: Int = defaultMaxOutputBytes,
        searchPath: String? = ProcessEnvironment.variables(named: ["PATH"])["PATH"],
        currentDirectory: String = ProcessEnvironment.currentDirectory()
    ) throws(ParityError) {
        arguments = try Self.words(command)
        guard let program = arguments.first else {
            throw .rendererCommand(.empty)
        }
        guard let executable = ProgramLookup.find(program, searchPath: searchPath, currentDirectory: currentDirectory)
        else {
            throw .programNotFound(program: ControlCharacterEscaping.escaped(program))
        }
        self.executable = executable
        self.timeout = timeout
        self.maxOutputBytes = maxOutputBytes
    }

    public func snapshot(of fixturePath: String) -> Result<[UInt8], Failure> {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        let child: ProcessGroupSpawn
        switch ProcessGroupSpawn.start(executable, arguments: arguments + [fixturePath]) {
        case .success(let started): child = started
        case .failure(let error): return .failure(.couldNotStart(error.reason))
        }
        var streams = [
            CappedStream(descriptor: child.output, name: "stdout", limit: maxOutputBytes),
            CappedStream(descriptor: child.errors, name: "stderr", limit: maxOutputBytes),
        ]
        var exited = false
        while !(exited && streams.allSatisfy(\.isClosed)) {
            if !exited, child.hasExited() {
                exited = true
                child.killGroup()
                if streams.allSatisfy(\.isClosed) { break }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else {
                _ = child.finish()
                return .failure(.timedOut(seconds: timeout))
            }
            // Wake at least every 50 ms while the renderer runs, to see it exit while a grandchild keeps the pipes open.
            let wait = Int32(min((deadline - now) / 1_000_000 + 1, exited ? 1000 : 50))
            if let overflow = CappedStream.pump(&streams, waitingAtMost: wait) {
                _ = child.finish()
                return .failure(.outputTooLarge(stream: overflow, limit: maxOutputBytes))
            }
        }
        let status = WaitStatus(child.finish())
        let stderr = String(decoding: streams[1].bytes, as: UTF8.self)
        switch status {
        case .signaled(let signal): return .failure(.crashed(signal: signal, stderr: stderr))
        case .exited(let code) where code != 0: return .failure(.exited(code: code, stderr: stderr))
        case .exited: break
        }
        guard String(validating: streams[0].bytes, as: UTF8.self) != nil else { return .failure(.notUTF8) }
        return .success(streams[0].bytes)
    }

    /// Splits on unquoted spaces; `'…'` is literal, `"…"` and `\` escape as in a shell.
    static func words(_ command: String) throws(ParityError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "'", "\"":
                quote = character
                inWord = true
            case " ", "\t":
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            default:
                current.append(character)
                inWord = true
            }
        }
        if quote != nil || escaped {
            throw .rendererCommand(.unclosedQuote)
        }
        if inWord { words.append(current) }
        return words
    }
}
