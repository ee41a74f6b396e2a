import Foundation

/// Runs another implementation's snapshot command on one fixture (issue 4 §2):
/// the argument list is built directly (no shell), the fixture path is appended,
/// stdout is the snapshot, and a time limit applies.
public struct RendererProcess: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        case couldNotStart(String)
        case exited(code: Int32, stderr: String)
        case crashed(signal: Int32, stderr: String)
        case timedOut(seconds: Double)
        case notUTF8

        public var message: String {
            switch self {
            case let .couldNotStart(reason): "could not start: \(reason)"
            case let .exited(code, stderr): "exited with status \(code)" + Self.tail(stderr)
            case let .crashed(signal, stderr): "crashed (signal \(signal))" + Self.tail(stderr)
            case let .timedOut(seconds): "timed out after \(seconds) s"
            case .notUTF8: "wrote output that is not UTF-8"
            }
        }

        private static func tail(_ stderr: String) -> String {
            let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
            return last.isEmpty ? "" : ": \(last.prefix(200))"
        }
    }

    public let arguments: [String]
    public let timeout: Double

    /// `command` split into words like a shell would for quotes and backslashes, but never run by one.
    public init(command: String, timeout: Double) throws(ParityError) {
        arguments = try Self.words(command)
        guard !arguments.isEmpty else { throw .usage(command: "compare", problem: "--renderer needs a command") }
        self.timeout = timeout
    }

    public func snapshot(of fixturePath: String) -> Result<[UInt8], Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments + [fixturePath]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .failure(.couldNotStart(error.localizedDescription))
        }
        let collected = Collected()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) { collected.setOutput(output.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: readers) { collected.setErrors(errors.fileHandleForReading.readDataToEndOfFile()) }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            _ = readers.wait(timeout: .now() + 2)
            return .failure(.timedOut(seconds: timeout))
        }
        readers.wait()
        let stderr = String(decoding: collected.errors, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal { return .failure(.crashed(signal: process.terminationStatus, stderr: stderr)) }
        if process.terminationStatus != 0 { return .failure(.exited(code: process.terminationStatus, stderr: stderr)) }
        let bytes = [UInt8](collected.output)
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.notUTF8) }
        return .success(bytes)
    }

    /// Splits on unquoted spaces; `'…'` is literal, `"…"` and `\` escape as in a shell.
    static func words(_ command: String) throws(ParityError) -> [String] {
        var words: [String] = [], current = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped { current.append(character); escaped = false; inWord = true; continue }
            if let open = quote {
                if character == open { quote = nil } else if character == "\\", open == "\"" { escaped = true } else { current.append(character) }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "'", "\"": quote = character; inWord = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(character); inWord = true
            }
        }
        if quote != nil || escaped { throw .usage(command: "compare", problem: "--renderer has an unclosed quote or a trailing backslash") }
        if inWord { words.append(current) }
        return words
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var output = Data(), errors = Data()
        func setOutput(_ data: Data) { lock.lock(); output = data; lock.unlock() }
        func setErrors(_ data: Data) { lock.lock(); errors = data; lock.unlock() }
    }
}
