import RenderParityHarness
import Testing

/// Colour only on a terminal and only without NO_COLOR (https://no-color.org),
/// so piped output, files and CI logs are plain.
struct TerminalStyleTests {
    @Test func offWhenOutputIsNotATerminal() {
        #expect(!TerminalStyle.detect(outputIsTerminal: false, environment: [:]).isEnabled)
        #expect(!TerminalStyle.detect(outputIsTerminal: false, environment: ["TERM": "xterm-256color"]).isEnabled)
    }

    @Test func offWithNoColor() {
        #expect(!TerminalStyle.detect(outputIsTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(
            !TerminalStyle.detect(outputIsTerminal: true, environment: ["NO_COLOR": "yes", "TERM": "xterm"]).isEnabled)
    }

    @Test func onForATerminalWithoutNoColor() {
        #expect(TerminalStyle.detect(outputIsTerminal: true, environment: [:]).isEnabled)
        #expect(TerminalStyle.detect(outputIsTerminal: true, environment: ["COLOR": "1"]).isEnabled)
    }

    @Test func paintWrapsOnlyWhenEnabled() {
        #expect(TerminalStyle.plain.paint("FAIL", .red) == "FAIL")
        #expect(TerminalStyle(isEnabled: false).paint("x", .bold) == "x")
        #expect(TerminalStyle(isEnabled: true).paint("FAIL", .red) == "\u{1B}[31mFAIL\u{1B}[0m")
        #expect(TerminalStyle(isEnabled: true).paint("ok", .green) == "\u{1B}[32mok\u{1B}[0m")
        #expect(TerminalStyle(isEnabled: true).paint("@@", .cyan) == "\u{1B}[36m@@\u{1B}[0m")
    }
}

/// `FORCE_COLOR` (https://force-color.org) and `--color`.
struct TerminalStyleChoiceTests {
    @Test(arguments: ["1", "true", "3", "yes"])
    func forceColorTurnsItOnWithoutATerminal(_ value: String) {
        #expect(TerminalStyle.detect(outputIsTerminal: false, environment: ["FORCE_COLOR": value]).isEnabled)
    }

    @Test(arguments: ["", "0", "false"])
    func forceColorOffValuesDoNothing(_ value: String) {
        #expect(!TerminalStyle.detect(outputIsTerminal: false, environment: ["FORCE_COLOR": value]).isEnabled)
        #expect(TerminalStyle.detect(outputIsTerminal: true, environment: ["FORCE_COLOR": value]).isEnabled)
    }

    @Test func noColorWinsOverForceColor() {
        #expect(
            !TerminalStyle.detect(outputIsTerminal: true, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).isEnabled)
    }

    @Test func theChoiceWinsOverEverything() {
        #expect(
            TerminalStyle.detect(outputIsTerminal: false, environment: ["NO_COLOR": "1"], choice: .always).isEnabled)
        #expect(
            !TerminalStyle.detect(outputIsTerminal: true, environment: ["FORCE_COLOR": "1"], choice: .never).isEnabled)
        #expect(TerminalStyle.detect(outputIsTerminal: true, environment: [:], choice: .auto).isEnabled)
    }
}
