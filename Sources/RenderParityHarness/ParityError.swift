import RenderParity

/// Everything that stops a run of the harness before it can report findings.
///
/// Each case carries the file and the data; `message` is the only place they are worded, for
/// whoever called: a command line, a test suite, a tool. So it names no command-line flag and no
/// exit status: what a caller offers to change the outcome, and how it ends, is the caller's to say.
public enum ParityError: Error, Equatable, Sendable {
    case rootNotFound(searchedFrom: String)
    case fileNotFound(path: String)
    case isDirectory(path: String)
    case unreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case notADirectory(path: String)
    /// A name given to select goldens (`UpdateSelection`) that names no fixture, standalone golden
    /// or obsolete golden.
    case unknownName(name: String)
    case iconMap(path: String, problem: String)
    /// A renderer command whose program is not there.
    case programNotFound(program: String)
    /// A renderer command that cannot be split into words (`RendererProcess`).
    case rendererCommand(RendererProcess.CommandProblem)
    /// The run would check nothing: no fixture matched the filter or shard, or there are none.
    /// An empty run is a finding, never a pass.
    case nothingToCheck(EmptyRun)
    /// A FIFO, a device, a socket… where a file is read: only regular files are.
    case notARegularFile(path: String, kind: String)
    /// A file over the caller's input limit (spec §1.1, size limits).
    case inputTooLarge(path: String, limit: Int)
    /// A fixture or golden that is a symlink resolving outside the repository: reported, not followed.
    case outsideRoot(path: String, target: String)
    /// A folder of the corpus that could not be listed (permissions, a symlink loop, a path over PATH_MAX).
    case unlistable(path: String, reason: String)
    /// A file name that is not UTF-8; `path` shows its bytes escaped (`caf\xE9.json`).
    case nameNotUTF8(path: String)
    /// The corpus listing met these errors, so nothing was checked and nothing pruned.
    indirect case listingFailed([ParityError])
    /// Writing to stdout or stderr failed (a full disk, a closed descriptor).
    case outputFailed(stream: String, reason: String)
    /// A vocabulary file that was not loaded (spec/vocabulary.md §7); `VocabularyError` words it.
    case vocabulary(VocabularyError)
    /// An A2UI catalog that does not import (spec/a2ui.md §2.4); `ImportFailure` words it.
    case catalogImport(ImportFailure)
    /// A project file (`renderparity.json`, spec/vocabulary.md §8) that breaks its rules: the
    /// file, the JSON path of the problem and what was expected.
    case projectFile(path: String, at: JSONPath, problem: ProjectFileProblem)
    /// A command that reads fixtures as JSON documents (`lint`, `icons`) run on a corpus whose
    /// project file says they are A2UI message streams (spec/a2ui.md §7).
    case notDocuments(command: String, projectFile: String)

    /// Paths and reasons come from the file system and from renderers: their control
    /// characters are escaped here, once, for every place a message is printed.
    public var message: String { ControlCharacterEscaping.escaped(wording) }

    /// Every line to print: one per listing error, then the summary; else just `message`.
    public var messages: [String] {
        if case .listingFailed(let problems) = self { return problems.flatMap(\.messages) + [message] }
        return [message]
    }

    private var wording: String {
        switch self {
        case .rootNotFound(let start):
            "no RenderParity root (a folder with \(ProjectFile.fileName) or test-fixtures/) at or above \(start)"
        case .fileNotFound(let path), .isDirectory(let path), .unreadable(let path, _),
            .notARegularFile(let path, _), .inputTooLarge(let path, _):
            "\(path): \(readProblem ?? "")"
        case .writeFailed(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .notADirectory(let path):
            "\(path): not a directory"
        case .unknownName(let name):
            "\(name): no fixture or golden has this name (write names as reports print them, such as nodes/badge.json or test-snapshots/nodes/badge.txt)"
        case .iconMap(let path, let problem):
            "\(path): \(problem)"
        case .programNotFound(let program):
            "renderer program '\(program)' not found (not a path to an executable file, nor on PATH)"
        case .rendererCommand(let problem):
            problem.explanation
        case .nothingToCheck(let run):
            run.message
        case .outsideRoot(let path, let target):
            "\(path): a symlink that resolves outside the repository (to \(target)); not followed"
        case .unlistable(let path, let reason):
            "\(path): cannot list: \(reason)"
        case .nameNotUTF8(let path):
            "\(path): the file name is not UTF-8 (bytes shown as \\xNN); rename it"
        case .listingFailed(let problems):
            "the corpus could not be listed completely (\(problems.count) error\(problems.count == 1 ? "" : "s")); nothing was checked, written or removed"
        case .outputFailed(let stream, let reason):
            "\(stream): cannot write: \(reason)"
        case .vocabulary(let error):
            error.message
        case .catalogImport(let failure):
            failure.message
        case .projectFile(let path, let at, let problem):
            "\(path): \(at): \(problem.explanation)"
        case .notDocuments(let command, let projectFile):
            "\(command) reads fixtures as JSON documents, but \(projectFile) says they are A2UI message streams (\"documents\": \"a2ui\"); check them with verify, update, compare or review"
        }
    }

    /// Why a file could not be read, without its path: what a message says after the path, and
    /// what the vocabulary loader is told about a base file it cannot read
    /// (`VocabularyError.Problem.unreadable`). nil for errors that are not about reading a file.
    public var readProblem: String? {
        switch self {
        case .fileNotFound: "no such file"
        case .isDirectory: "is a directory, expected a file"
        case .unreadable(_, let reason): "cannot read: \(reason)"
        case .notARegularFile(_, let kind): "is \(kind), not a regular file; only regular files are read"
        case .inputTooLarge(_, let limit):
            "larger than \(limit) bytes, the input limit"
        default: nil
        }
    }
}
