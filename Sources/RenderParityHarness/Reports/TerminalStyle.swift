/// The one place colour is decided: on only when stdout is a terminal and
/// `NO_COLOR` is unset or empty (https://no-color.org). Reports call `paint`; with colour
/// off it returns the text unchanged, so piped output and files are plain.
public struct TerminalStyle: Sendable {
    public enum Color: String, Sendable {
        case red = "31", green = "32", yellow = "33", cyan = "36", bold = "1", dim = "2"
    }

    public let isEnabled: Bool

    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    public static func detect(outputIsTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(isEnabled: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    public static let plain = TerminalStyle(isEnabled: false)

    public func paint(_ text: String, _ color: Color) -> String {
        isEnabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
