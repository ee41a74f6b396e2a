import RenderParityHarness
import Testing

/// Comparing one snapshot with its golden (spec §4): match, a diff, a missing
/// golden, or a malformed golden diagnosed exactly rather than shown as a confusing diff.
struct GoldenComparisonTests {
    static let actual = Array(
        """
        VStack(spacing=8.0, align=center) [children=2]
          Text(content="a", style=body, color=default, weight=regular)
          Divider

        """.utf8)

    static func crlf(_ bytes: [UInt8]) -> [UInt8] { bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } }

    @Test func identicalBytesMatch() {
        let comparison = GoldenComparison.compare(actual: Self.actual, golden: Self.actual)
        #expect(comparison == .match)
        #expect(comparison.passed)
    }

    @Test func differentContentIsAMismatchWithItsDiff() throws {
        let golden = Array(
            """
            VStack(spacing=8.0, align=center) [children=2]
              Text(content="a", style=body, color=default, weight=regular)
              Spacer

            """.utf8)
        let comparison = GoldenComparison.compare(actual: Self.actual, golden: golden)
        #expect(!comparison.passed)
        guard case .mismatch(let diff) = comparison else {
            Issue.record("expected a mismatch, got \(comparison)")
            return
        }
        let hunk = try #require(diff.hunks.first)
        #expect(diff.hunks.count == 1)
        #expect([hunk.goldenStart, hunk.goldenCount, hunk.actualStart, hunk.actualCount] == [1, 3, 1, 3])
        #expect(hunk.lines.last == .added(actual: 3, text: "  Divider"))
        #expect(hunk.lines.contains(.removed(golden: 3, text: "  Spacer")))
    }

    @Test func noGoldenIsMissing() {
        #expect(GoldenComparison.compare(actual: Self.actual, golden: nil) == .missingGolden)
        #expect(!GoldenComparison.missingGolden.passed)
    }

    @Test func byteOrderMarkIsDiagnosed() {
        let comparison = GoldenComparison.compare(actual: Self.actual, golden: [0xEF, 0xBB, 0xBF] + Self.actual)
        #expect(comparison == .malformedGolden([.byteOrderMark], contentMatches: true))
        #expect(GoldenDefect.byteOrderMark.explanation == "starts with a byte order mark (goldens have no BOM)")
    }

    @Test func crlfIsDiagnosedWithItsFirstLineAndCount() {
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: Self.crlf(Self.actual))
                == .malformedGolden([.crlf(firstLine: 1, count: 3)], contentMatches: true))
        var oneLine = Self.actual
        let secondNewline = oneLine.indices.filter { oneLine[$0] == 0x0A }[1]
        oneLine.insert(0x0D, at: secondNewline)
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: oneLine)
                == .malformedGolden([.crlf(firstLine: 2, count: 1)], contentMatches: true))
        #expect(
            GoldenDefect.crlf(firstLine: 2, count: 1).explanation
                == "has CRLF line endings (1 line, first at line 2; goldens are LF-only)")
        #expect(
            GoldenDefect.crlf(firstLine: 1, count: 3).explanation
                == "has CRLF line endings (3 lines, first at line 1; goldens are LF-only)")
    }

    @Test func missingFinalNewlineIsDiagnosed() {
        let golden = Array(Self.actual.dropLast())
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: golden)
                == .malformedGolden([.missingFinalNewline], contentMatches: true))
        #expect(
            GoldenDefect.missingFinalNewline.explanation
                == "does not end with a newline (every line ends in LF, the last one too)")
    }

    @Test func allDefectsAreListedInOrder() {
        let golden = [0xEF, 0xBB, 0xBF] + Array(Self.crlf(Self.actual).dropLast(2))
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: golden)
                == .malformedGolden(
                    [.byteOrderMark, .crlf(firstLine: 1, count: 2), .missingFinalNewline], contentMatches: true))
    }

    @Test func contentMatchesIsFalseWhenTheRepairedGoldenStillDiffers() {
        let other = Array("Divider\n".utf8)
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: Self.crlf(other))
                == .malformedGolden([.crlf(firstLine: 1, count: 1)], contentMatches: false))
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: [0xEF, 0xBB, 0xBF] + other)
                == .malformedGolden([.byteOrderMark], contentMatches: false))
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: Array("Divider".utf8))
                == .malformedGolden([.missingFinalNewline], contentMatches: false))
    }

    @Test func emptyGoldenIsDiagnosed() {
        #expect(
            GoldenComparison.compare(actual: Self.actual, golden: [])
                == .malformedGolden([.empty], contentMatches: false))
        #expect(GoldenDefect.empty.explanation == "is empty (a snapshot has at least one line)")
    }

    /// A lone CR inside a line is content, not a line ending: it is a plain mismatch.
    @Test func loneCarriageReturnIsAMismatch() {
        let golden = Array("Divider\r\u{1}\n".utf8)
        guard case .mismatch = GoldenComparison.compare(actual: Array("Divider\n".utf8), golden: golden) else {
            Issue.record("a CR not before LF should be compared as content")
            return
        }
    }
}
