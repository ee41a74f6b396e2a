import RenderParityHarness
import Testing

/// diff §2: the byte-level problems of one side, in order, and their sentences.
struct TextProblemTests {
    @Test func allProblemsInOrder() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\nb\r\nc\r\n".utf8) + [0xFF] + Array("d".utf8)
        #expect(
            TextProblem.find(in: bytes) == [
                .byteOrderMark, .crlf(firstLine: 2, count: 2), .invalidUTF8(line: 4), .missingFinalNewline,
            ])
    }

    @Test func emptyIsTheOnlyProblemOfNoBytes() {
        #expect(TextProblem.find(in: []) == [.empty])
    }

    @Test func aCleanTextHasNone() {
        #expect(TextProblem.find(in: Array("a\n\u{FEFF}b\r\n".utf8).filter { $0 != 0x0D }).isEmpty)
    }

    @Test func sentences() {
        #expect(TextProblem.empty.sentence(side: "actual") == "actual is empty")
        #expect(TextProblem.byteOrderMark.sentence(side: "golden") == "golden starts with a byte order mark")
        #expect(
            TextProblem.crlf(firstLine: 4, count: 1).sentence(side: "actual")
                == "actual has CRLF line endings (1 line, first at line 4)")
        #expect(
            TextProblem.crlf(firstLine: 1, count: 3).sentence(side: "actual")
                == "actual has CRLF line endings (3 lines, first at line 1)")
        #expect(
            TextProblem.invalidUTF8(line: 2).sentence(side: "actual")
                == "actual is not valid UTF-8 (first invalid byte on line 2)")
        #expect(TextProblem.missingFinalNewline.sentence(side: "actual") == "actual has no final newline")
    }

    @Test func repairRemovesTheBOMAndCRBeforeLFOnly() {
        #expect(
            TextProblem.repairingLineEndings([0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\r".utf8)) == Array("a\nb\rc\r".utf8))
    }
}
