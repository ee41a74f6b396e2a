/// What a process is started with: its environment variables, its working folder and the
/// processors online, read from the C library (see SystemImports.swift for why not
/// Foundation's `ProcessInfo`).
public enum ProcessEnvironment {
    /// The variables of `names` that are set, each with its value (`getenv`). Only the ones a
    /// program reads: a dictionary of the whole environment cost some 0.5M instructions at
    /// start-up, for variables nobody looked at.
    public static func variables(named names: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// The working folder (`getcwd`), or `.` when it cannot be named (removed, or too long).
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The processors online (`sysconf`), at least 1: how many workers `ParallelMap` starts by
    /// default. It only sets the speed; results never depend on it.
    public static func activeProcessorCount() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
