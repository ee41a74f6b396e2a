import RenderParityHarness
import Testing

/// diff §5.4: the changed range between the common prefix and the common suffix.
struct InlineChangeTests {
    static func change(_ golden: String, _ actual: String) -> InlineChange? {
        InlineChange(golden: Array(golden.unicodeScalars), actual: Array(actual.unicodeScalars))
    }

    @Test func aReplacedWordIsItsOwnRangeOnEachSide() {
        #expect(
            Self.change("style=body, x", "style=headline, x") == InlineChange(goldenRange: 6..<10, actualRange: 6..<14))
    }

    @Test func anInsertionIsAnEmptyRangeOnTheOtherSide() {
        #expect(Self.change("abc", "abXc") == InlineChange(goldenRange: 2..<2, actualRange: 2..<3))
        #expect(Self.change("abc", "abcd") == InlineChange(goldenRange: 3..<3, actualRange: 3..<4))
    }

    @Test func prefixAndSuffixNeverOverlap() {
        // "aa" → "aaa": the prefix takes both a's, so the suffix may take none of them.
        #expect(Self.change("aa", "aaa") == InlineChange(goldenRange: 2..<2, actualRange: 2..<3))
    }

    @Test func nothingInCommonIsNil() {
        #expect(Self.change("abc", "xyz") == nil)
    }

    @Test func rangesCountScalarsNotBytes() {
        #expect(Self.change("café!", "cafe!") == InlineChange(goldenRange: 3..<4, actualRange: 3..<4))
    }
}
