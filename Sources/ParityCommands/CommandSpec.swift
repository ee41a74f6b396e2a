import RenderParityHarness

/// What a command accepts, declared as data: the parser and `--help` both read it.
package struct CommandSpec: Sendable {
    package struct Option: Sendable {
        package let name: String
        /// The placeholder for the option's value (`TEXT`), or nil for a flag.
        package let value: String?
        package let help: String

        package init(_ name: String, value: String? = nil, _ help: String) {
            self.name = name
            self.value = value
            self.help = help
        }
    }

    package let name: String
    package let summary: String
    /// Positional arguments as shown in usage, e.g. `[FILE|-]`.
    package let positionals: String
    package let maximumPositionals: Int
    package let options: [Option]
    package let details: String

    package init(
        name: String, summary: String, positionals: String = "", maximumPositionals: Int = 0, options: [Option],
        details: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.maximumPositionals = maximumPositionals
        self.options =
            options + [
                Option(
                    "--root", value: "DIR",
                    "the project folder (default: the nearest folder at or above this one with test-fixtures/)"),
                VocabularyOption.option,
                ColorOption.option,
            ]
        self.details = details
    }

    package var help: String {
        var lines = [
            "usage: parity \(name)\(positionals.isEmpty ? "" : " " + positionals) [options]", "", summary, "",
            "options:",
        ]
        let width = options.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        for option in options + [Option("--help", "show this help")] {
            let left = option.name + (option.value.map { " " + $0 } ?? "")
            lines.append("  " + left + String(repeating: " ", count: width - left.count + 2) + option.help)
        }
        if !details.isEmpty { lines += ["", details] }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The arguments of one command after parsing against its `CommandSpec`.
package struct ParsedArguments: Sendable {
    /// The command they were parsed for, which usage errors name.
    package private(set) var command = ""
    package private(set) var flags: Set<String> = []
    package private(set) var values: [String: String] = [:]
    package private(set) var positionals: [String] = []
    package private(set) var wantsHelp = false

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    package func value(_ name: String) -> String? { values[name] }

    /// Parses `--flag`, `--option VALUE`, `--option=VALUE` and positionals; `--` ends options.
    package static func parse(_ arguments: [String], for spec: CommandSpec) throws(CommandError) -> ParsedArguments {
        var parsed = ParsedArguments()
        parsed.command = spec.name
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = spec.options.first(where: { $0.name == parts[0] }) else {
                throw .usage(command: spec.name, problem: "unknown option \(parts[0]) for 'parity \(spec.name)'")
            }
            guard let placeholder = option.value else {
                if parts.count > 1 { throw .usage(command: spec.name, problem: "\(option.name) takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            if parts.count > 1 {
                parsed.values[option.name] = parts[1]
            } else if index < arguments.count {
                parsed.values[option.name] = arguments[index]
                index += 1
            } else {
                throw .usage(command: spec.name, problem: "\(option.name) needs a value (\(placeholder))")
            }
        }
        if !parsed.wantsHelp, parsed.positionals.count > spec.maximumPositionals {
            throw .usage(
                command: spec.name, problem: "unexpected argument '\(parsed.positionals[spec.maximumPositionals])'")
        }
        return parsed
    }

    /// The value of `name`, which must be one of `allowed`.
    package func choice(_ name: String, _ allowed: [String]) throws(CommandError) -> String? {
        guard let value = values[name] else { return nil }
        guard allowed.contains(value) else {
            throw .usage(
                command: command, problem: "\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// The value of `name` read as a number that `isValid` accepts, or `fallback` when it is
    /// absent; `expected` says what a valid one is, for the usage error.
    package func number<Value: LosslessStringConvertible>(
        _ name: String, default fallback: Value, expected: String,
        _ isValid: (Value) -> Bool
    ) throws(CommandError) -> Value {
        guard let text = values[name] else { return fallback }
        guard let value = Value(text), isValid(value) else {
            throw .usage(command: command, problem: "\(name) must be \(expected), not '\(text)'")
        }
        return value
    }
}
