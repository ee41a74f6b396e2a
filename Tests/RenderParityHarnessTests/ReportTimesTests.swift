import Foundation
import Testing

@testable import RenderParityHarness

/// `--report json` and `--report junit` list every fixture, passing ones included, with its
/// time, so a dashboard can count and time them. The clock is injected: with one job and a
/// clock that steps 1 ms per reading, each fixture takes exactly 1 ms and the reports' bytes are fixed.
struct ReportTimesTests {
    /// Two passing fixtures, one differing, one obsolete golden.
    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/a.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/n/b.json", #"{"type": "spacer"}"#)
        try folder.write("test-fixtures/n/c.json", #"{"type": "badge", "text": "x"}"#)
        try folder.write("test-snapshots/a.txt", "Divider\n")
        try folder.write("test-snapshots/n/b.txt", "Spacer\n")
        try folder.write("test-snapshots/n/c.txt", "Divider\n")
        try folder.write("test-snapshots/old.txt", "Divider\n")
        return try Corpus(root: folder.path)
    }

    @Test func verifyJSONListsEveryFixtureWithItsTime() throws {
        let folder = try TemporaryFolder("times-json")
        defer { folder.remove() }
        let run = VerifyRun.run(try Self.corpus(folder), jobs: 1, clock: .stepping(.milliseconds(1)))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(VerifyReport.json(run).utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["name"] as? String } == ["a.json", "n/b.json", "n/c.json", "old.txt"])
        #expect(results.map { $0["status"] as? String } == ["pass", "pass", "fail", "obsolete"])
        // Obsolete goldens are only listed: nothing was run for them.
        #expect(results.map { $0["time_us"] as? Int } == [1000, 1000, 1000, 0])
    }

    @Test func verifyJUnitHasATimedCasePerFixture() throws {
        let folder = try TemporaryFolder("times-junit")
        defer { folder.remove() }
        let run = VerifyRun.run(try Self.corpus(folder), jobs: 1, clock: .stepping(.microseconds(1500)))
        let xml = VerifyReport.junit(run)
        #expect(
            xml.contains(
                "<testsuite name=\"parity verify\" tests=\"4\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0.004500\">"
            ))
        #expect(xml.contains("<testcase classname=\"corpus\" name=\"a.json\" time=\"0.001500\"/>"))
        #expect(xml.contains("<testcase classname=\"n\" name=\"n/b.json\" time=\"0.001500\"/>"))
        #expect(xml.contains("<testcase classname=\"n\" name=\"n/c.json\" time=\"0.001500\">\n      <failure"))
        #expect(xml.contains("<testcase classname=\"corpus\" name=\"old.txt\" time=\"0.000000\">"))
        #expect(ReviewPageTests.count("<testcase ", in: xml) == 4)
    }

    /// An expected failure is a skipped case, with its time like every other.
    @Test func compareReportsListEveryFixtureAndSkipExpectedFailures() throws {
        let folder = try TemporaryFolder("times-compare")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        try folder.write("actual/a.txt", "Divider\n")
        try folder.write("actual/n/b.txt", "Spacer(weighted=true)\n")
        let expected = try ExpectedFailures.parse("n/b.json # weights\n", path: "list")
        let run = CompareRun.run(
            corpus, source: .directory(folder.path + "/actual"), implementation: "web", expected: expected, jobs: 1,
            clock: .stepping(.milliseconds(2)))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(CompareReport.json(run).utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["fixture"] as? String } == ["a.json", "n/b.json", "n/c.json"])
        #expect(results.map { $0["status"] as? String } == ["pass", "expected_failure", "missing"])
        #expect(results.map { $0["time_us"] as? Int } == [2000, 2000, 2000])
        let xml = CompareReport.junit(run)
        #expect(xml.contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"0.006000\""))
        #expect(xml.contains("<testcase classname=\"corpus\" name=\"a.json\" time=\"0.002000\"/>"))
        #expect(
            xml.contains(
                "<testcase classname=\"n\" name=\"n/b.json\" time=\"0.002000\">\n      <skipped message=\"expected failure: weights\"/>"
            ))
    }

    /// With the real clock the bytes vary, but the structure does not: every fixture, a time each.
    @Test func theRealClockGivesEveryFixtureATime() throws {
        let folder = try TemporaryFolder("times-real")
        defer { folder.remove() }
        let run = VerifyRun.run(try Self.corpus(folder))
        #expect(run.times.count == run.outcomes.count)
        #expect(run.times.allSatisfy { $0 >= .zero })
        let xml = VerifyReport.junit(run)
        #expect(ReviewPageTests.count(" time=\"", in: xml) == run.outcomes.count + 2)
    }

    @Test(arguments: [
        (Duration.zero, "0.000000"), (.microseconds(153), "0.000153"), (.milliseconds(1234), "1.234000"),
        (.seconds(61) + .nanoseconds(999), "61.000000"),
    ])
    func junitTimesAreSecondsWithSixDecimals(_ time: Duration, _ text: String) {
        #expect(JUnitReport.seconds(time) == text)
    }

    /// docs/reports.md shows each format by example: its JSON examples have the keys the reports write.
    @Test func theDocumentedExamplesHaveTheReportsKeys() throws {
        let folder = try TemporaryFolder("times-docs")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let doc = try String(contentsOfFile: Repository.root + "/docs/reports.md", encoding: .utf8)
        let examples = try doc.components(separatedBy: "```json\n").dropFirst().map { block in
            let text = block.components(separatedBy: "```")[0]
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        try #require(examples.count == 2)
        let verify = try #require(
            try JSONSerialization.jsonObject(with: Data(VerifyReport.json(VerifyRun.run(corpus)).utf8))
                as? [String: Any])
        try folder.write("actual/a.txt", "Divider\n")
        let compare = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    CompareReport.json(
                        CompareRun.run(corpus, source: .directory(folder.path + "/actual"), implementation: "x")
                    ).utf8)) as? [String: Any])
        for (example, real) in zip(examples, [verify, compare]) {
            #expect(Set(example.keys) == Set(real.keys))
            let exampleResults = try #require(example["results"] as? [[String: Any]])
            let realResults = try #require(real["results"] as? [[String: Any]])
            let passing = { (results: [[String: Any]]) in
                results.first { $0["status"] as? String == "pass" }.map { Set($0.keys) }
            }
            #expect(passing(exampleResults) != nil && passing(exampleResults) == passing(realResults))
        }
    }
}
