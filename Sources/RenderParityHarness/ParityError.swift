/// Everything that stops a `parity` command before it can report findings.
///
/// Each case carries the file and the data; `message` is the only place they
/// are worded, and `parity`'s one `catch` prints it on stderr and exits 2.
public enum ParityError: Error, Equatable, Sendable {
    case usage(command: String, problem: String)
    case rootNotFound(searchedFrom: String)
    case fileNotFound(path: String)
    case isDirectory(path: String)
    case unreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case notADirectory(path: String)
    /// `parity update` in CI without `--force`.
    case refusingToWriteInCI
    case iconMap(path: String, problem: String)
    /// `--renderer CMD` names a program that is not there (a usage error, exit 2).
    case programNotFound(program: String)
    /// The run would check nothing: no fixture matched `--filter`/`--shard`, or there are none.
    /// An empty run is a finding (exit 1), never a pass (issue 13 §4).
    case nothingToCheck(EmptyRun)

    public var message: String {
        switch self {
        case let .usage(command, problem):
            "\(problem) (see 'parity \(command.isEmpty ? "" : command + " ")--help')"
        case let .rootNotFound(start):
            "no RenderParity root (a folder with test-fixtures/) at or above \(start); run inside one or pass --root DIR"
        case let .fileNotFound(path):
            "\(path): no such file"
        case let .isDirectory(path):
            "\(path): is a directory, expected a file"
        case let .unreadable(path, reason):
            "\(path): cannot read: \(reason)"
        case let .writeFailed(path, reason):
            "\(path): cannot write: \(reason)"
        case let .notADirectory(path):
            "\(path): not a directory"
        case .refusingToWriteInCI:
            "refusing to write goldens: the CI environment variable is set (goldens are reviewed changes; pass --force to write anyway)"
        case let .iconMap(path, problem):
            "\(path): \(problem)"
        case let .programNotFound(program):
            "renderer program '\(program)' not found (not a path to an executable file, nor on PATH)"
        case let .nothingToCheck(run):
            run.message
        }
    }

    /// 2 for usage and I/O errors; 1 for a run that checked nothing, which is a finding.
    public var exitCode: Int32 {
        if case .nothingToCheck = self { return 1 }
        return 2
    }
}
