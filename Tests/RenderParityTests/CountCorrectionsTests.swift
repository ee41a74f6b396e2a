import Testing
@testable import RenderParity

/// `CountCorrections` puts stated counts right in one pass, whatever order they were recorded in.
struct CountCorrectionsTests {
    /// The offset just past `marker` where it is first followed by `]` in `text` (a count ends there).
    static func end(of marker: String, in text: String) -> Int {
        let bytes = Array(text.utf8), target = Array((marker + "]").utf8)
        let start = (0...(bytes.count - target.count)).first { Array(bytes[$0..<$0 + target.count]) == target } ?? -1
        return start + target.count - 1
    }

    static func corrected(_ text: String, _ corrections: [(marker: String, stated: Int, actual: Int)]) -> String {
        var recorded = CountCorrections()
        for correction in corrections {
            recorded.record(countEndingAt: end(of: correction.marker, in: text), stated: correction.stated, isActually: correction.actual)
        }
        var bytes = Array(text.utf8)
        recorded.apply(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func withoutCorrectionsNothingChanges() {
        #expect(Self.corrected("List [items=3]\n", []) == "List [items=3]\n")
    }

    @Test func aCountLosesDigits() {
        #expect(Self.corrected("List [items=100]\nA\n", [("items=100", 100, 99)]) == "List [items=99]\nA\n")
        #expect(Self.corrected("List [items=10]\n", [("items=10", 10, 0)]) == "List [items=0]\n")
        #expect(Self.corrected("List [items=7]\n", [("items=7", 7, 6)]) == "List [items=6]\n")
    }

    /// Inner containers finish first, so their corrections are recorded before the outer ones'.
    @Test func nestedCorrectionsRecordedInnerFirst() {
        let text = "VStack [children=12]\n  List [items=1000]\n    A\n  List [items=10]\nB\n"
        let expected = "VStack [children=9]\n  List [items=999]\n    A\n  List [items=1]\nB\n"
        #expect(Self.corrected(text, [("items=1000", 1_000, 999), ("items=10", 10, 1), ("children=12", 12, 9)]) == expected)
    }

    /// Through the sink: corrections recorded while bytes still sit in its buffer, and after it was flushed.
    @Test func theSinkAppliesCorrectionsAcrossItsBuffer() {
        var bytes: [UInt8] = []
        let filler = String(repeating: "x", count: SnapshotSink.bufferSize + 100)
        SnapshotSink.writing(into: &bytes) { sink in
            sink.emit("List [items=")
            sink.count(10)
            sink.emit("]\n")
            let first = sink.endOfLastCount
            filler.withUTF8Bytes { sink.append($0) }
            sink.emit("\nList [items=")
            sink.count(250)
            sink.emit("]\n")
            sink.correctCount(endingAt: sink.endOfLastCount, stated: 250, actual: 25)
            sink.correctCount(endingAt: first, stated: 10, actual: 9)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "List [items=9]\n" + filler + "\nList [items=25]\n")
    }
}
