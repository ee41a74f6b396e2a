import RenderParityHarness
import Testing

/// diff §6.2: what is escaped on every line, and what only on changed lines.
struct InvisibleCharactersTests {
    static func shown(_ text: String, _ kind: InvisibleCharacters.LineKind) -> String {
        InvisibleCharacters.text(LineText(text), as: kind)
    }

    @Test func terminalBreakingCharactersAreEscapedOnEveryLine() {
        for kind in [InvisibleCharacters.LineKind.context, .changed] {
            #expect(Self.shown("a\u{1B}[31mb", kind) == "a<U+001B>[31mb")
            #expect(Self.shown("a\rb", kind) == "a\u{240D}b")
            #expect(
                Self.shown("\u{7F}\u{85}\u{2028}\u{202E}\u{2066}\u{0}", kind)
                    == "<U+007F><U+0085><U+2028><U+202E><U+2066><U+0000>")
        }
    }

    @Test func invisibleCharactersAreShownOnlyOnChangedLines() {
        let text = "\tx\u{A0}y\u{200B}z\u{FEFF}\u{E0041}  "
        #expect(Self.shown(text, .context) == text)
        #expect(Self.shown(text, .changed) == "\u{2409}x<U+00A0>y<U+200B>z<U+FEFF><U+E0041>\u{B7}\u{B7}")
    }

    @Test func onlyTrailingSpacesAreDotted() {
        #expect(Self.shown(" a b  ", .changed) == " a b\u{B7}\u{B7}")
        #expect(Self.shown("   ", .changed) == "\u{B7}\u{B7}\u{B7}")
        #expect(Self.shown("a \t", .changed) == "a \u{2409}")
    }

    @Test func invalidBytesAreShownAsHexEverywhere() {
        let line = LineText(decoding: [0x61, 0xFF, 0xC3])
        #expect(InvisibleCharacters.text(line, as: .context) == "a<0xFF><0xC3>")
        #expect(InvisibleCharacters.text(line, as: .changed) == "a<0xFF><0xC3>")
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(Self.shown("Text(content=\"Grüße 👋 東京\")", .changed) == "Text(content=\"Grüße 👋 東京\")")
    }
}
