import Foundation
import Testing

@testable import RenderParityHarness

/// The review page of a run. The runs are made from `Tests/Data/review/corpus`
/// (its README says what each fixture and golden is for); the page is read back as text.
struct ReviewPageTests {
    static let data = Repository.root + "/Tests/Data/review"
    static let corpus = try? Corpus(root: data + "/corpus")
    static let standIn = (try? String(contentsOfFile: data + "/stand-in-render-parity-web.js", encoding: .utf8)) ?? ""

    static func page(_ run: ReviewRun, liveRenderer: String? = nil) -> String {
        String(decoding: ReviewPage.html(run, liveRenderer: liveRenderer), as: UTF8.self)
    }

    /// The section of the page with anchor `id`, up to its end.
    static func section(_ page: String, _ id: String) -> Substring? {
        guard let start = page.range(of: "<section class=\"fx"),
            let own = page.range(of: "id=\"\(id)\"", range: start.lowerBound..<page.endIndex),
            let open = page.range(of: "<section", options: .backwards, range: page.startIndex..<own.lowerBound),
            let end = page.range(of: "</section>", range: own.upperBound..<page.endIndex)
        else { return nil }
        return page[open.lowerBound..<end.upperBound]
    }

    static func count(_ needle: String, in text: some StringProtocol) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func countsAreTheRunsAndEveryStatusHasAFilter() throws {
        let corpus = try #require(Self.corpus)
        let verify = VerifyRun.run(corpus)
        let run = ReviewRun.verify(corpus)
        #expect(run.passedCount == verify.passedCount)
        #expect(run.failedCount == verify.failedCount)
        #expect(run.failedCount == 2)
        #expect(run.counts.map(\.count).reduce(0, +) == verify.outcomes.count)
        let page = Self.page(run)
        #expect(page.contains("data-passed=\"\(verify.passedCount)\" data-failed=\"\(verify.failedCount)\""))
        #expect(page.contains(">\(verify.passedCount) passed, \(verify.failedCount) failed</div>"))
        for (status, count) in run.counts {
            #expect(page.contains("data-status=\"\(status.key)\" data-count=\"\(count)\""))
        }
    }

    @Test func showsTheFailuresOnlyUnlessAskedForAll() throws {
        let corpus = try #require(Self.corpus)
        let failing = ReviewRun.verify(corpus)
        #expect(failing.entries.map(\.name) == ["real-change.json", "trailing-space.json"])
        #expect(Self.count("<section class=\"fx", in: Self.page(failing)) == 2)
        let all = ReviewRun.verify(corpus, all: true)
        #expect(all.entries.map(\.name) == corpus.fixtures)
        let page = Self.page(all)
        #expect(Self.count("<section class=\"fx", in: page) == corpus.fixtures.count)
        #expect(Self.count("data-review=\"1\"", in: page) == 2)
        #expect(!Self.page(failing).contains("id=\"f-passes.json\""))
    }

    @Test func fixtureTextIsShownNeverRun() throws {
        let corpus = try #require(Self.corpus)
        let page = Self.page(ReviewRun.verify(corpus, all: true), liveRenderer: Self.standIn)
        let section = try #require(Self.section(page, "f-script-text.json"))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("</pre><script>"))
        #expect(
            section.contains(
                "&lt;/pre&gt;&lt;script&gt;alert(\\&quot;run\\&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;"))
        // The page's own three scripts: the bundle, the page script and the rendered difference's.
        #expect(Self.count("<script", in: page) == 3)
    }

    /// A name with markup, quotes and spaces is escaped wherever it appears, and its anchor keeps none of them.
    @Test func namesAreEscapedAndAnchorsAreSafe() throws {
        let corpus = try #require(Self.corpus)
        let folder = try TemporaryFolder("review-names")
        defer { folder.remove() }
        let name = "odd/a \"b\" <i>&'c'.json"
        try folder.write("test-fixtures/" + name, try FileBytes.read(corpus.fixturePath("passes.json")))
        let page = Self.page(ReviewRun.verify(try Corpus(root: folder.path)))
        #expect(!page.contains("<i>"))
        #expect(page.contains("odd/a &quot;b&quot; &lt;i&gt;&amp;&#39;c&#39;.json"))
        let anchor = ReviewAnchor.id(for: name)
        #expect(anchor == "f-odd/a~20~22b~22~20~3Ci~3E~26~27c~27.json")
        #expect(page.contains("id=\"\(anchor)\""))
        #expect(page.contains("href=\"#\(anchor)\""))
    }

    @Test func anchorsComeFromThePathAloneAndNeverCollide() {
        #expect(ReviewAnchor.id(for: "screens/budget.json") == "f-screens/budget.json")
        #expect(ReviewAnchor.id(for: "a b.json") != ReviewAnchor.id(for: "a~20b.json"))
        #expect(ReviewAnchor.id(for: "ünï.json") == "f-~C3~BCn~C3~AF.json")
        #expect(ReviewAnchor.id(for: "x.json", prefix: "x-") == "x-x.json")
    }

    @Test func aTrailingSpaceIsMarkedAndTheDifferenceCalledWhitespaceOnly() throws {
        let corpus = try #require(Self.corpus)
        let page = Self.page(ReviewRun.verify(corpus))
        let section = try #require(Self.section(page, "f-trailing-space.json"))
        #expect(section.contains(">whitespace only</span>"))
        #expect(section.contains("<tr class=\"changed ws-only\" data-g=\"2\" data-a=\"2\">"))
        #expect(
            section.contains("<del><span class=\"inv inv-whitespace\" title=\"trailing space U+0020\">·</span></del>"))
        #expect(section.contains("<ins class=\"gap\"></ins>"))
        let realChange = try #require(Self.section(page, "f-real-change.json"))
        #expect(!realChange.contains("whitespace only"))
        #expect(realChange.contains("HStack(spacing=<del>4</del>.0"))
        #expect(realChange.contains("HStack(spacing=<ins>8</ins>.0"))
    }

    @Test func comparingAFolderShowsCRLFExpectedAndStaleEntries() throws {
        let corpus = try #require(Self.corpus)
        let list = try ExpectedFailures.parse(
            String(decoding: try FileBytes.read(Self.data + "/corpus/expected-failures.txt"), as: UTF8.self),
            path: "list")
        let run = ReviewRun.compare(corpus, folder: Self.data + "/corpus/actual", implementation: "web", expected: list)
        #expect(run.entries.map(\.status) == [.expectedFailure, .fail, .stale])
        #expect(run.summary == "3 passed, 2 failed (1 expected failures)")
        let page = Self.page(run)
        let crlf = try #require(Self.section(page, "f-trailing-space.json"))
        #expect(crlf.contains(">whitespace only</span>"))
        #expect(
            Self.count(
                "<ins><span class=\"inv inv-control\" title=\"control character U+000D\">CR</span></ins>", in: crlf)
                == 3)
        #expect(page.contains("id=\"x-not-a-fixture.json\""))
        #expect(page.contains("listed as an expected failure: stats not done yet"))
    }

    @Test func invalidUTF8InAFixtureIsShownByteByByte() throws {
        let corpus = try #require(Self.corpus)
        let page = Self.page(ReviewRun.verify(corpus, filter: "invalid", all: true))
        let section = try #require(Self.section(page, "f-invalid-utf8.json"))
        #expect(section.contains("caf<span class=\"inv inv-control\" title=\"invalid UTF-8 byte 0xE9\">\\xE9</span>"))
        #expect(section.contains("title=\"invalid UTF-8 byte 0xFF\">\\xFF</span>"))
    }

    @Test func theLiveViewGetsTheFixtureBytesOrSaysItIsUnavailable() throws {
        let corpus = try #require(Self.corpus)
        let run = ReviewRun.verify(corpus, filter: "invalid", all: true)
        let without = Self.page(run)
        #expect(without.contains("Live view unavailable: this page was made without the web renderer."))
        #expect(!without.contains("data-fixture="))
        let with = Self.page(run, liveRenderer: Self.standIn)
        #expect(with.contains(Self.standIn))
        let encoded = try #require(
            with.range(of: "data-fixture=\"").map { with[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(
            Data(base64Encoded: String(encoded)).map(Array.init)
                == (try FileBytes.read(corpus.fixturePath("invalid-utf8.json"))))
    }

    @Test func goldenAndActualAreCarriedToBeDrawnFromTheirSnapshots() throws {
        let corpus = try #require(Self.corpus)
        let run = ReviewRun.verify(corpus, all: true)
        let page = Self.page(run, liveRenderer: Self.standIn)
        let section = try #require(Self.section(page, "f-real-change.json"))
        let carried = section.components(separatedBy: "data-snapshot=\"").dropFirst().map {
            Data(base64Encoded: String($0.prefix { $0 != "\"" })).map(Array.init)
        }
        let entry = try #require(run.entries.first { $0.name == "real-change.json" })
        #expect(carried == [entry.golden, entry.actual])
        #expect(section.contains("<tr class=\"changed\" data-g=\"1\" data-a=\"1\">"))
        #expect(page.contains(RenderedDifferenceScript.javaScript))
        // A passing fixture has nothing to draw; without the renderer, nothing is drawn at all.
        #expect(!(try #require(Self.section(page, "f-passes.json"))).contains("rendered-diff"))
        let without = Self.page(run)
        #expect(!without.contains("data-snapshot="))
        #expect(!without.contains(RenderedDifferenceScript.javaScript))
    }

    @Test func aMissingSideIsNamedInsteadOfDrawn() throws {
        let corpus = try #require(Self.corpus)
        let list = try ExpectedFailures.parse("real-change.json\n", path: "list")
        let run = ReviewRun.compare(corpus, folder: Self.data + "/corpus/actual", implementation: "web", expected: list)
        let section = try #require(Self.section(Self.page(run, liveRenderer: Self.standIn), "f-real-change.json"))
        #expect(Self.count("data-snapshot=\"", in: section) == 1)
        #expect(section.contains("<p class=\"rd-note\">No snapshot was written.</p>"))
    }

    @Test func aBundleCannotEndItsScriptElementEarly() {
        let safe = ReviewPage.scriptSafe("var a = \"</script><b>\"; var b = '</SCRIPT>'; // <!-- x")
        #expect(!safe.lowercased().contains("</script"))
        #expect(!safe.contains("<!--"))
        #expect(
            safe == "var a = \"<\\/script><b>\"; var b = '<\\/script>'; // <\\!-- x"
                || safe == "var a = \"<\\/script><b>\"; var b = '<\\/SCRIPT>'; // <\\!-- x")
    }
}
