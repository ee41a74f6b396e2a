/// Where a changed line differs from the line it is paired with (diff §5.4): the
/// part between their longest common prefix and longest common suffix.
///
/// It is generic so any presentation can use it on its own units: the text diff
/// marks it with `^` under `LineText` units, an HTML page can highlight it.
public struct InlineChange: Equatable, Sendable {
    /// The changed units of the golden line and of the actual line; either may be
    /// empty (the other side inserted something at that position).
    public let goldenRange: Range<Int>
    public let actualRange: Range<Int>

    public init(goldenRange: Range<Int>, actualRange: Range<Int>) {
        self.goldenRange = goldenRange
        self.actualRange = actualRange
    }

    /// The change between `golden` and `actual`, or nil when they share neither a
    /// prefix nor a suffix: then the whole line is different and marking it says nothing.
    public init?<Element: Equatable>(golden: [Element], actual: [Element]) {
        let shorter = min(golden.count, actual.count)
        var prefix = 0
        while prefix < shorter, golden[prefix] == actual[prefix] { prefix += 1 }
        // The suffix is searched only after the prefix, so the two never overlap.
        var suffix = 0
        while suffix < shorter - prefix, golden[golden.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        if prefix == 0, suffix == 0 { return nil }
        self.init(goldenRange: prefix..<(golden.count - suffix), actualRange: prefix..<(actual.count - suffix))
    }
}
