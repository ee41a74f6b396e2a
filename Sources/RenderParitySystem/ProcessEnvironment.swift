/// What a process is started with: its environment variables, its working folder and the
/// processors online, read from the C library (see SystemImports.swift for why not
/// Foundation's `ProcessInfo`).
public enum ProcessEnvironment {
    /// Every `NAME=value` of `environ`. A name given twice keeps its first value, as `getenv` does;
    /// an entry without `=` is not a variable and is skipped.
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
            let first = _NSGetEnviron().pointee
        #else
            let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard var entry = first else { return variables }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The variables of `names` that are set, each with its value (`getenv`): what a program
    /// that knows which variables it reads needs, without a dictionary of the whole
    /// environment (`variables()` builds one, some 0.5M instructions at start-up).
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
