import Foundation
import Testing

@testable import RenderParityHarness

/// Untrusted strings never print raw control characters, and names
/// cannot forge a line of any output format.
struct ControlCharacterEscapingTests {
    @Test func escapesC0DelAndC1ButNothingElse() {
        #expect(
            ControlCharacterEscaping.escaped("a\u{1B}[2Jb\rc\nd\u{7F}e\u{85}f")
                == #"a\u001b[2Jb\u000dc\u000ad\u007fe\u0085f"#)
        #expect(ControlCharacterEscaping.escaped("plain é ✓ \\ \"") == "plain é ✓ \\ \"")
        #expect(ControlCharacterEscaping.escaped("a\nb\tc", keeping: ["\n"]) == "a\nb\\u0009c")
    }

    static func corpus(_ folder: TemporaryFolder, name: String) throws -> Corpus {
        try folder.write("test-fixtures/" + name, #"{"type": "divider"}"#)
        return try Corpus(root: folder.path)
    }

    /// A newline in a fixture's name used to forge a summary line in the text report.
    @Test func aNewlineInANameCannotForgeTheSummary() throws {
        let folder = try TemporaryFolder("forge")
        defer { folder.remove() }
        let name = "x\n0 passed, 0 failed\n\u{1B}[2J.json"
        let corpus = try Self.corpus(folder, name: name)
        let run = VerifyRun.run(corpus)
        let text = VerifyReport.text(run, style: .plain)
        #expect(!text.contains("\u{1B}"))
        #expect(
            text.split(separator: "\n").filter { $0.hasSuffix("passed, 0 failed") || $0.hasSuffix("passed, 1 failed") }
                == ["0 passed, 1 failed"])
        #expect(
            text.contains(
                #"MISSING x\u000a0 passed, 0 failed\u000a\u001b[2J.json: no golden at test-snapshots/x\u000a0 passed"#))
        // JSON quotes it; JUnit escapes it in full, so no name spans lines.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(VerifyReport.json(run).utf8)) as? [String: Any])
        #expect(((json["results"] as? [[String: Any]])?.first?["name"] as? String) == name)
        let junit = VerifyReport.junit(run)
        #expect(junit.contains(#"name="x\u000a0 passed, 0 failed\u000a\u001b[2J.json""#))
        #expect(!junit.contains("\u{1B}"))
    }

    @Test func compareEscapesNamesReasonsAndRendererOutput() throws {
        let folder = try TemporaryFolder("compare")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder, name: "a.json")
        try folder.write("test-snapshots/a.txt", "Divider\n")
        let process = try RendererProcess(command: "sh \(CompareRunTests.renderers)/control-bytes.sh", timeout: 10)
        let run = CompareRun.run(
            corpus, source: .renderer(process), implementation: "im\u{1B}pl",
            expected: ExpectedFailures(reasons: ["gone\r.json": ""]))
        let text = CompareReport.text(run, style: .plain)
        #expect(!text.unicodeScalars.contains { ControlCharacterEscaping.isControl($0) && $0 != "\n" }, "\(text)")
        #expect(text.contains(#"ERROR a.json: exited with status 1: bad \u001b]0;title\u0007 line\u000d"#))
        #expect(text.contains(#"STALE gone\u000d.json"#))
    }

    /// A renderer's output shown in a diff has its control characters escaped.
    @Test func diffLinesAreEscaped() {
        let diff = LineDiff(golden: Array("Divider\n".utf8), actual: Array("Divider\u{1B}[2J\r\n".utf8))
        let lines = DiffPresentation.lines(diff, goldenLabel: "test-snapshots/a.txt")
        #expect(lines.contains { $0.contains(" + Divider") })
        #expect(!lines.joined().unicodeScalars.contains { ControlCharacterEscaping.isControl($0) })
    }
}
