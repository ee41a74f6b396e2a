import Foundation
import RenderParity
import Testing

@testable import RenderParityHarness

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// How a verify run reads: text for people (diff with line numbers, last line
/// `N passed, M failed`), JSON for tools, JUnit XML for CI dashboards.
struct VerifyReportTests {
    typealias Outcome = VerifyRun.Outcome

    static let run = VerifyRun(outcomes: [
        Outcome(name: "nodes/a.json", golden: "nodes/a.txt", status: .compared(.match)),
        Outcome(
            name: "nodes/b.json", golden: "nodes/b.txt",
            status: .compared(.mismatch(LineDiff(golden: Array("A\nB\nC\n".utf8), actual: Array("A\nX\nC\n".utf8))))),
        Outcome(name: "nodes/c.json", golden: "nodes/c.txt", status: .compared(.missingGolden)),
        Outcome(
            name: "nodes/d.json", golden: "nodes/d.txt",
            status: .compared(.malformedGolden([.crlf(firstLine: 1, count: 2)], contentMatches: true))),
        Outcome(
            name: "nodes/e.json", golden: "nodes/e.txt",
            status: .unreadable(.isDirectory(path: "/r/test-fixtures/nodes/e.json"))),
        Outcome(name: "old/f.txt", golden: "old/f.txt", status: .obsolete),
    ])

    @Test func textShowsEveryFailureAndEndsWithTheCounts() {
        #expect(
            VerifyReport.text(Self.run, style: .plain) == """
                \(Self.vocabularyLine)
                FAIL nodes/b.json: snapshot differs from its golden
                  --- golden test-snapshots/nodes/b.txt
                  +++ actual
                  @@ -1,3 +1,3 @@
                      1     1   A
                      2       - B
                            2 + X
                      3     3   C

                MISSING nodes/c.json: no golden at test-snapshots/nodes/c.txt; run 'parity update' and review it

                MALFORMED nodes/d.json: test-snapshots/nodes/d.txt
                  has CRLF line endings (2 lines, first at line 1; goldens are LF-only)
                  apart from that it matches; run 'parity update' to rewrite it

                ERROR nodes/e.json: /r/test-fixtures/nodes/e.json: is a directory, expected a file

                OBSOLETE old/f.txt: test-snapshots/old/f.txt has no fixture

                1 passed, 5 failed

                """)
    }

    /// The vocabulary line, then the counts: a passing run says what it held renderers to and how many.
    @Test func passingRunIsTheVocabularyAndTheCounts() {
        let run = VerifyRun(outcomes: [Self.run.outcomes[0], Self.run.outcomes[0]])
        #expect(VerifyReport.text(run, style: .plain) == "\(Self.vocabularyLine)\n2 passed, 0 failed\n")
        #expect(
            VerifyReport.text(VerifyRun(outcomes: []), style: .plain) == "\(Self.vocabularyLine)\n0 passed, 0 failed\n")
        #expect(
            VerifyReport.text(run, style: TerminalStyle(isEnabled: true))
                == "\(Self.vocabularyLine)\n\u{1B}[32m2 passed, 0 failed\u{1B}[0m\n")
    }

    /// The first line names the vocabulary by name, version and the first 12 hex digits of its hash
    /// (spec/vocabulary.md §5), whichever vocabulary the run used.
    @Test func firstLineNamesTheVocabulary() {
        let identity = VocabularyIdentity(name: "acme-sdui", version: "2.1.0", hash: String(repeating: "ab", count: 32))
        let run = VerifyRun(outcomes: [Self.run.outcomes[0]], vocabulary: identity)
        #expect(
            VerifyReport.text(run, style: .plain).split(separator: "\n").first
                == "vocabulary: acme-sdui 2.1.0 (abababababab)")
        #expect(Self.vocabularyLine.hasPrefix("vocabulary: renderparity-dsl 1 ("))
    }

    static let vocabularyLine = "vocabulary: renderparity-dsl 1 (\(Vocabulary.builtin.identity.shortHash))"

    @Test func colourNeverLeaksIntoPlainText() {
        #expect(!VerifyReport.text(Self.run, style: .plain).contains("\u{1B}"))
        #expect(VerifyReport.text(Self.run, style: TerminalStyle(isEnabled: true)).contains("\u{1B}[31mFAIL\u{1B}[0m"))
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let text = VerifyReport.json(Self.run)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["implementation", "passed", "failed", "results", "vocabulary"])
        let vocabulary = try #require(object["vocabulary"] as? [String: String])
        #expect(vocabulary["name"] == "renderparity-dsl" && vocabulary["version"] == "1")
        #expect(vocabulary["hash"] == Vocabulary.builtin.identity.hash)
        #expect(object["implementation"] as? String == "swift")
        #expect(object["passed"] as? Int == 1)
        #expect(object["failed"] as? Int == 5)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(
            results.map { $0["status"] as? String } == ["pass", "fail", "missing", "malformed", "error", "obsolete"])
        #expect(results.map { $0["name"] as? String } == Self.run.outcomes.map(\.name))
        #expect(results[0]["golden"] as? String == "test-snapshots/nodes/a.txt")
        #expect(Set(results[0].keys) == ["name", "golden", "status", "time_us"])
        #expect(results[1]["message"] as? String == "snapshot differs from its golden")
        #expect(
            (results[1]["detail"] as? String)?.contains(
                "@@ -1,3 +1,3 @@\n    1     1   A\n    2       - B\n          2 + X") == true)
        #expect(
            results[2]["message"] as? String
                == "no golden at test-snapshots/nodes/c.txt; run 'parity update' and review it")
        #expect(
            results[3]["detail"] as? String
                == "has CRLF line endings (2 lines, first at line 1; goldens are LF-only)\napart from that it matches; run 'parity update' to rewrite it"
        )
        #expect(VerifyReport.json(Self.run, implementation: "kotlin").contains("\"implementation\": \"kotlin\""))
        #expect(VerifyReport.json(Self.run) == text)
    }

    /// The message is the finding's own, not read back from the text: a `:` in a fixture's name stays in the name.
    @Test func messagesSurviveColonsInFixtureNames() throws {
        let run = VerifyRun(outcomes: [Outcome(name: "a:b.json", golden: "a:b.txt", status: .compared(.missingGolden))])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(VerifyReport.json(run).utf8)) as? [String: Any])
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(
            result["message"] as? String == "no golden at test-snapshots/a:b.txt; run 'parity update' and review it")
        #expect(
            VerifyReport.junit(run).contains(
                "message=\"no golden at test-snapshots/a:b.txt; run 'parity update' and review it\""))
    }

    @Test func junitIsWellFormed() throws {
        let xml = VerifyReport.junit(Self.run)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #if canImport(FoundationXML)
            let document = try XMLDocument(data: Data(xml.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            #expect(root.attribute(forName: "tests")?.stringValue == "6")
            #expect(root.attribute(forName: "failures")?.stringValue == "4")
            #expect(root.attribute(forName: "errors")?.stringValue == "1")
            let suites = root.elements(forName: "testsuite")
            #expect(suites.count == 1)
            let cases = try #require(suites.first).elements(forName: "testcase")
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == Self.run.outcomes.map(\.name))
            #expect(
                cases.map { $0.attribute(forName: "classname")?.stringValue } == [
                    "nodes", "nodes", "nodes", "nodes", "nodes", "old",
                ])
            #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 1, 1, 0, 1])
            #expect(cases.map { $0.elements(forName: "error").count } == [0, 0, 0, 0, 1, 0])
            // The suite's properties name the vocabulary, as the text's first line does.
            let properties = try #require(suites.first).elements(forName: "properties").first?.elements(
                forName: "property")
            let named = (properties ?? []).map {
                ($0.attribute(forName: "name")?.stringValue ?? "", $0.attribute(forName: "value")?.stringValue ?? "")
            }
            #expect(named.map(\.0) == ["vocabulary", "vocabulary.name", "vocabulary.version", "vocabulary.hash"])
            #expect(named.first?.1 == Vocabulary.builtin.identity.description)
            #expect(named.last?.1 == Vocabulary.builtin.identity.hash)
            let failure = try #require(cases[1].elements(forName: "failure").first)
            #expect(failure.attribute(forName: "type")?.stringValue == "fail")
            #expect(failure.attribute(forName: "message")?.stringValue == "snapshot differs from its golden")
            #expect(failure.stringValue?.contains("@@ -1,3 +1,3 @@") == true)
        #else
            #expect(xml.components(separatedBy: "<testcase ").count == 7)
            #expect(xml.contains("<property name=\"vocabulary\" value=\"\(Vocabulary.builtin.identity)\"/>"))
            #expect(xml.components(separatedBy: "<failure ").count == 5)
            #expect(xml.components(separatedBy: "<error ").count == 2)
            #expect(xml.hasSuffix("  </testsuite>\n</testsuites>\n"))
        #endif
    }

    /// Names and messages with markup and control characters still give well-formed XML.
    @Test func junitEscapesMarkupAndControlCharacters() throws {
        let run = VerifyRun(outcomes: [
            Outcome(
                name: "a<&>\"'.json", golden: "a.txt",
                status: .unreadable(.unreadable(path: "p", reason: "bad \u{1}\u{1B} <x> & \"q\"")))
        ])
        let xml = VerifyReport.junit(run)
        #expect(!xml.contains("\u{1}") && !xml.contains("\u{1B}"))
        #if canImport(FoundationXML)
            let document = try XMLDocument(data: Data(xml.utf8))
            let testcase = try #require(
                document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
            #expect(testcase.attribute(forName: "name")?.stringValue == "a<&>\"'.json")
            #expect(testcase.attribute(forName: "classname")?.stringValue == "corpus")
            let message = testcase.elements(forName: "error").first?.attribute(forName: "message")?.stringValue
            #expect(message == "p: cannot read: bad \\u0001\\u001b <x> & \"q\"")
        #else
            #expect(xml.contains("name=\"a&lt;&amp;&gt;&quot;'.json\""))
        #endif
    }
}
