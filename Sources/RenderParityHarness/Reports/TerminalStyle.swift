/// The one place colour is decided. `--color always|never` wins; otherwise (`auto`) a
/// non-empty `NO_COLOR` turns it off (https://no-color.org), then a `FORCE_COLOR` other than
/// empty, `0` or `false` turns it on (https://force-color.org), else it is on when stdout is a
/// terminal. Reports call `paint`; with colour off it returns the text unchanged.
public struct TerminalStyle: Sendable {
    public enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
        case bold = "1"
        case dim = "2"
    }

    public let isEnabled: Bool

    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// `--color WHEN`.
    public enum Choice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    public static func detect(outputIsTerminal: Bool, environment: [String: String], choice: Choice = .auto)
        -> TerminalStyle
    {
        switch choice {
        case .always: return TerminalStyle(isEnabled: true)
        case .never: return .plain
        case .auto:
            if !(environment["NO_COLOR"] ?? "").isEmpty { return .plain }
            if let force = environment["FORCE_COLOR"], !["", "0", "false"].contains(force.lowercased()) {
                return TerminalStyle(isEnabled: true)
            }
            return TerminalStyle(isEnabled: outputIsTerminal)
        }
    }

    public static let plain = TerminalStyle(isEnabled: false)

    public func paint(_ text: String, _ color: Color) -> String {
        isEnabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
