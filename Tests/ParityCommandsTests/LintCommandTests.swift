import Foundation
import ParityCommands
import Testing

/// `parity lint`: every fixture's diagnostics, as text or JSON; `--strict` turns them into exit 1.
struct LintCommandTests {
    @Test func textListsDiagnosticsPerFixture() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["lint"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.lastLine == "7 documents, 18 diagnostics in 2 documents")
        let lines = result.stdoutLines.dropLast()
        #expect(lines.count == 18)
        #expect(
            lines.filter { $0.hasPrefix("tolerance/dropped-children.json:") && $0.contains(": error: $.children[") }
                .count == 17)
        #expect(
            lines.first
                == "errors/invalid-json-nan.json:3:14: error: cannot render (invalid_json): invalid JSON at line 3, column 14: expected a value, found 'N' [invalid_json]"
        )
        #expect(
            lines.contains(
                "tolerance/dropped-children.json:8:5: error: $.children[4]: dropped this element: $.children[4]: expected an object, found a number [dropped]"
            ))
        #expect(
            lines.contains(
                #"tolerance/dropped-children.json:6:5: error: $.children[2]: dropped the text: $.children[2].content: expected a string, found a number [dropped]; suggestion: "42""#
            ))
    }

    @Test func jsonIsParseableAndComplete() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["lint", "--format", "json"], in: corpus.root)
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["fixtures", "errors"])
        #expect((object["errors"] as? [Any])?.isEmpty == true)
        let fixtures = try #require(object["fixtures"] as? [[String: Any]])
        #expect(fixtures.map { $0["name"] as? String } == TemporaryCorpus.standard)
        let nan = try #require(fixtures.first)
        #expect(nan["error"] as? String == "invalid_json")
        #expect(nan["root"] as? String == "node")
        let budget = try #require(fixtures.first { $0["name"] as? String == "screens/budget.json" })
        #expect(budget["error"] is NSNull)
        #expect((budget["diagnostics"] as? [Any])?.isEmpty == true)
        let dropped = try #require(fixtures.first { $0["name"] as? String == "tolerance/dropped-children.json" })
        let diagnostics = try #require(dropped["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 17)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys) == ["path", "line", "column", "code", "severity", "message", "suggestion"])
        }
        let fourth = try #require(diagnostics.dropFirst(3).first)
        #expect(fourth["path"] as? String == "$.children[4]")
        #expect(fourth["line"] as? Int == 8)
        #expect(fourth["column"] as? Int == 5)
        #expect(fourth["code"] as? String == "dropped")
        #expect(fourth["severity"] as? String == "error")
        #expect(
            fourth["message"] as? String == "dropped this element: $.children[4]: expected an object, found a number")
        #expect(fourth["suggestion"] is NSNull)
        #expect(diagnostics.dropFirst().first?["suggestion"] as? String == #""42""#)
    }

    @Test func strictFailsOnDiagnostics() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        #expect(parity(["lint", "--strict"], in: corpus.root).code == 1)
        #expect(parity(["lint", "--strict", "--format", "json"], in: corpus.root).code == 1)
        #expect(parity(["lint", "--strict", "--filter", "tolerance/"], in: corpus.root).code == 1)
    }

    @Test func strictPassesWithoutDiagnostics() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let clean = parity(["lint", "--strict", "--filter", "nodes/"], in: corpus.root)
        #expect(clean.code == 0)
        #expect(clean.stdout == "2 documents, 0 diagnostics in 0 documents\n")
        let cleanCopy = try TemporaryCorpus(["nodes/badge.json", "screens/budget.json", "values/unicode-rtl.json"])
        defer { cleanCopy.remove() }
        #expect(
            parity(["lint", "--strict"], in: cleanCopy.root).stdout == "3 documents, 0 diagnostics in 0 documents\n")
        #expect(parity(["lint", "--strict"], in: cleanCopy.root).code == 0)
    }

    @Test func badFormatIsAUsageError() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["lint", "--format", "yaml"], in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines == [
                "parity: --format must be one of text, json, prompt, not 'yaml' (see 'parity lint --help')"
            ])
    }

    @Test func lintNeverWrites() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let before = corpus.tree()
        _ = parity(["lint", "--strict", "--format", "json"], in: corpus.root)
        #expect(corpus.tree() == before)
    }
}
