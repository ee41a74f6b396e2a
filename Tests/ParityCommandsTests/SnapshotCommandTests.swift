import Foundation
import ParityCommands
import RenderParityHarness
import Testing

/// `parity snapshot [FILE|-]`: one document's snapshot on stdout; bad input is
/// a one-line error or an `Error(...)` snapshot, never a crash.
struct SnapshotCommandTests {
    static func stdin(_ text: String) -> @Sendable () throws(ParityError) -> [UInt8] {
        let bytes = Array(text.utf8)
        return { bytes }
    }

    @Test func printsTheGoldenOfAFile() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        for fixture in TemporaryCorpus.standard {
            let result = parity(["snapshot", "test-fixtures/" + fixture], in: corpus.root)
            #expect(result.code == 0)
            #expect(Array(result.stdout.utf8) == TemporaryCorpus.shippedGolden(fixture), "\(fixture)")
        }
        let absolute = parity(["snapshot", corpus.path("test-fixtures/nodes/badge.json")], in: "/")
        #expect(absolute.stdout == corpus.text("test-snapshots/nodes/badge.txt"))
        #expect(absolute.stderr == "")
        let relative = parity(["snapshot", "badge.json"], in: corpus.path("test-fixtures/nodes"))
        #expect(relative.stdout == corpus.text("test-snapshots/nodes/badge.txt"))
    }

    @Test(arguments: [["snapshot", "-"], ["snapshot"]])
    func readsStandardInput(_ arguments: [String]) {
        let result = parity(arguments, in: "/", stdin: Self.stdin(#"{"type": "badge", "text": "New"}"#))
        #expect(result.code == 0)
        #expect(result.stdout == "Badge(text=\"New\", color=default)\n")
        #expect(result.stderr == "")
    }

    @Test func standardInputErrorIsOneLine() {
        let result = parity(
            ["snapshot", "-"], in: "/",
            stdin: { () throws(ParityError) in
                throw .unreadable(path: "<stdin>", reason: "Input/output error")
            })
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["parity: <stdin>: cannot read: Input/output error"])
    }

    @Test func diagnosticsGoToStandardError() {
        let json = #"{"type": "vstack", "alignment": "middle", "children": [{"type": "text"}, {"type": "divider"}]}"#
        let quiet = parity(["snapshot", "-"], in: "/", stdin: Self.stdin(json))
        #expect(quiet.stdout == "VStack(spacing=8.0, align=center) [children=1]\n  Divider\n")
        #expect(quiet.stderr == "")
        let loud = parity(["snapshot", "-", "--diagnostics"], in: "/", stdin: Self.stdin(json))
        #expect(loud.code == 0)
        #expect(loud.stdout == quiet.stdout)
        #expect(loud.stderrLines.count == 2)
        #expect(loud.stderrLines.allSatisfy { $0.hasPrefix("<stdin>: $.") })
        #expect(
            loud.stderrLines.contains {
                $0.hasPrefix("<stdin>: $.alignment: \"middle\" is not one of leading, center, trailing")
            })
        #expect(
            loud.stderrLines.contains {
                $0.hasPrefix("<stdin>: $.children[0]: dropped") && $0.contains("$.children[0].content")
            })
    }

    @Test func fileDiagnosticsNameTheFile() throws {
        let corpus = try TemporaryCorpus(["tolerance/dropped-children.json"])
        defer { corpus.remove() }
        let result = parity(
            ["snapshot", "--diagnostics", "test-fixtures/tolerance/dropped-children.json"], in: corpus.root)
        #expect(result.stderrLines.count == 17)
        #expect(
            result.stderrLines.allSatisfy { $0.hasPrefix("test-fixtures/tolerance/dropped-children.json: $.children[") }
        )
    }

    @Test func directoryIsAOneLineError() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["snapshot", "test-fixtures"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["parity: \(corpus.root)/test-fixtures: is a directory, expected a file"])
    }

    @Test func missingFileIsAOneLineError() {
        let result = parity(["snapshot", "/nonexistent/doc.json"], in: "/")
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["parity: /nonexistent/doc.json: no such file"])
    }

    @Test func binaryGarbageIsAnInvalidJSONSnapshot() throws {
        let corpus = try TemporaryCorpus([], label: "binary")
        defer { corpus.remove() }
        var state: UInt32 = 2_463_534_242
        let garbage: [UInt8] =
            [0x7B, 0xFF, 0xFE, 0x00, 0xC0, 0x80]
            + (0..<4_096).map { _ in
                state ^= state << 13
                state ^= state >> 17
                state ^= state << 5
                return UInt8(truncatingIfNeeded: state)
            }
        try corpus.write("garbage.bin", garbage)
        let result = parity(["snapshot", "garbage.bin"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.stdout == "Error(reason=invalid_json)\n")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("garbage.bin: "))
        #expect(result.stderr.contains("invalid_json"))
    }

    @Test func rootFailureIsExplainedOnOneLine() {
        let result = parity(["snapshot", "-"], in: "/", stdin: Self.stdin(#"{"type": "text", "content": 5}"#))
        #expect(result.stdout == "Error(reason=wrong_type, path=\"$.content\")\n")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("<stdin>: $.content: "))
    }

    @Test func oneMegabyteString() {
        let content = String(repeating: "abc\u{e9}", count: 262_144)
        let result = parity(
            ["snapshot", "-"], in: "/", stdin: Self.stdin(#"{"type": "text", "content": ""# + content + #""}"#))
        #expect(result.code == 0)
        #expect(result.stdout == "Text(content=\"\(content)\", style=body, color=default, weight=regular)\n")
        #expect(result.stderr == "")
    }

    /// 100,000 levels of nesting, built in the test so the case names stay short.
    enum Bomb: String, CaseIterable, Sendable {
        case unclosedArrays, closedArrays, closedObjects, nestedCards

        var json: String {
            let depth = 100_000
            switch self {
            case .unclosedArrays: return String(repeating: "[", count: depth)
            case .closedArrays: return String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            case .closedObjects:
                return String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            case .nestedCards:
                return String(repeating: #"{"type":"card","child":"#, count: depth) + #"{"type":"divider"}"#
                    + String(repeating: "}", count: depth)
            }
        }

        var expected: String {
            self == .unclosedArrays ? "Error(reason=invalid_json)\n" : "Error(reason=depth_limit)\n"
        }
    }

    @Test(arguments: Bomb.allCases)
    func hundredThousandDeepNesting(_ bomb: Bomb) {
        let result = parity(["snapshot", "-"], in: "/", stdin: Self.stdin(bomb.json))
        #expect(result.code == 0)
        #expect(result.stdout == bomb.expected)
        #expect(result.stderrLines.count == 1)
    }

    @Test func onlyOneFileAtATime() {
        let result = parity(["snapshot", "a.json", "b.json"], in: "/")
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasSuffix("(see 'parity snapshot --help')\n"))
    }
}
