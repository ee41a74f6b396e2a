import Foundation
import ParityCommands
import RenderParity
import RenderParityHarness

/// The repository this test file lives in (`Tests/ParityCommandsTests/` is two levels below it).
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}

/// What one `parity` invocation did.
struct CommandResult {
    let code: Int32
    let stdout: String
    let stderr: String

    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    var lastLine: String? { stdoutLines.last }
    /// `verify`'s and `compare`'s lines after the first, which names the vocabulary (checked apart).
    var findingLines: [String] {
        stdoutLines.first == builtinVocabularyLine ? Array(stdoutLines.dropFirst()) : stdoutLines
    }
}

/// The first line of `verify` and `compare` on a corpus of the built-in DSL.
let builtinVocabularyLine = "vocabulary: " + Vocabulary.builtin.identity.description

/// Runs `parity` in-process with captured output. `terminal` makes standard input a terminal
/// on which these lines are typed, one per `readLine`.
func parity(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    stdin: @escaping @Sendable () throws(ParityError) -> [UInt8] = { [] }, terminal: [String]? = nil
) -> CommandResult {
    let out = BufferedOutput()
    let err = BufferedOutput()
    let typed = TypedLines(terminal ?? [])
    let context = CommandContext(
        environment: environment, currentDirectory: directory, standardOutput: out,
        standardError: err, readStandardInput: stdin, standardInputIsTerminal: terminal != nil,
        readLine: { typed.next() })
    let code = ParityCLI.main(arguments, context)
    return CommandResult(code: code, stdout: out.text, stderr: err.text)
}

/// Lines a test types at `parity`, handed out in order; nil after the last, as at the end of input.
final class TypedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: ArraySlice<String>

    init(_ lines: [String]) { self.lines = lines[...] }

    func next() -> String? { lock.withLock { lines.popFirst() } }
}

/// A copy of a few shipped fixtures and their goldens in a fresh temporary folder,
/// unique per test. Call `remove()` in a `defer`.
final class TemporaryCorpus: Sendable {
    /// Six fixtures with no diagnostics, one with diagnostics, one root failure.
    static let standard = [
        "errors/invalid-json-nan.json",
        "layout/weighted-direct-children.json",
        "nodes/badge.json",
        "nodes/text-all-fields.json",
        "screens/budget.json",
        "tolerance/dropped-children.json",
        "values/unicode-rtl.json",
    ]

    let root: String

    init(_ fixtures: [String] = standard, label: String = #function) throws {
        let name = label.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ParityCommandsTests-\(name)-\(UUID().uuidString)", isDirectory: true)
        root = url.path
        for fixture in fixtures {
            let golden = Corpus.goldenName(forFixture: fixture)
            try copy(Repository.root + "/test-fixtures/" + fixture, to: "test-fixtures/" + fixture)
            try copy(Repository.root + "/test-snapshots/" + golden, to: "test-snapshots/" + golden)
        }
        guard !fixtures.isEmpty, Self.standaloneGoldens > 0 else { return }
        // The icon map, which verify and update also check through the icon resolution golden
        // (spec/icon-map.md). That golden lists the icons of the fixtures present, so a copy with
        // fewer fixtures needs its own: it is computed here, and these tests are not about it.
        try copy(Repository.root + "/" + IconMapFile.defaultPath, to: IconMapFile.defaultPath)
        try write(Self.resolutionGolden, try IconMapFile.resolutionGolden(root: root))
    }

    static let resolutionGolden = "test-snapshots/" + IconMapFile.resolutionGoldenName

    /// How many goldens a non-empty copy has besides its fixtures' (the icon resolution golden, if the repo has one).
    static let standaloneGoldens =
        FileManager.default.fileExists(atPath: Repository.root + "/" + resolutionGolden) ? 1 : 0

    /// How many goldens a copy of `standard` has, each checked by verify: the counts the tests expect derive from it.
    static let standardGoldens = standard.count + standaloneGoldens

    /// The path of `fixture`'s golden relative to the root.
    static func goldenPath(_ fixture: String) -> String {
        Corpus.snapshotsFolder + "/" + Corpus.goldenName(forFixture: fixture)
    }

    private func copy(_ source: String, to relative: String) throws {
        try write(relative, Array(try Data(contentsOf: URL(fileURLWithPath: source))))
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func read(_ relative: String) -> [UInt8]? {
        (try? Data(contentsOf: URL(fileURLWithPath: path(relative)))).map(Array.init)
    }

    func text(_ relative: String) -> String? { read(relative).map { String(decoding: $0, as: UTF8.self) } }

    func delete(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

    /// The shipped golden of `fixture`, to compare what a command wrote.
    static func shippedGolden(_ fixture: String) -> [UInt8]? {
        (try? Data(contentsOf: URL(fileURLWithPath: Repository.root + "/" + goldenPath(fixture)))).map(Array.init)
    }

    /// Every file and folder below the root with its contents (nil for folders): compare before and after a command.
    func tree() -> [String: [UInt8]?] {
        var entries: [String: [UInt8]?] = [:]
        for relative in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder)
            entries[relative] = isFolder.boolValue ? .some(nil) : .some(read(relative))
        }
        return entries
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
