import Testing
@testable import RenderParityHarness

/// The changed part of a changed line, and when two lines differ only invisibly.
struct InlineChangeTests {
    static func change(_ golden: String, _ actual: String) -> InlineChange {
        InlineChange(golden: Array(golden.utf8), actual: Array(actual.utf8))
    }

    @Test func theCommonStartAndEndAreLeftOut() {
        #expect(Self.change("spacing=8.0, a", "spacing=12.0, a") == InlineChange(golden: 8..<9, actual: 8..<10))
        #expect(Self.change("abc", "abc ") == InlineChange(golden: 3..<3, actual: 3..<4))
        #expect(Self.change("xabc", "abc") == InlineChange(golden: 0..<1, actual: 0..<0))
        #expect(Self.change("same", "same") == InlineChange(golden: 4..<4, actual: 4..<4))
    }

    /// `é` (C3 A9) and `è` (C3 A8) share their first byte: the range covers the whole character.
    @Test func rangesNeverSplitACharacter() {
        #expect(Self.change("caf\u{E9}!", "caf\u{E8}!") == InlineChange(golden: 3..<5, actual: 3..<5))
        // 😀 F0 9F 98 80 and 😁 F0 9F 98 81 share three bytes.
        #expect(Self.change("😀", "😁") == InlineChange(golden: 0..<4, actual: 0..<4))
    }

    @Test func invisibleOnlyMeansTheVisibleCharactersAreTheSame() {
        #expect(InlineChange.isInvisibleOnly(golden: Array("a b".utf8), actual: Array("a b \r".utf8)))
        #expect(InlineChange.isInvisibleOnly(golden: Array("a\u{A0}b".utf8), actual: Array("a b".utf8)))
        #expect(InlineChange.isInvisibleOnly(golden: Array("\u{FEFF}x".utf8), actual: Array("x".utf8)))
        #expect(!InlineChange.isInvisibleOnly(golden: Array("a".utf8), actual: Array("a".utf8)))
        #expect(!InlineChange.isInvisibleOnly(golden: Array("8.0".utf8), actual: Array("8".utf8)))
    }
}
