import Testing

@testable import RenderParityHarness

/// The review page's accept command: on a `verify` page, each failing section shows the
/// `parity update --only NAME` that accepts it, quoted for a shell, with a copy button.
struct ReviewAcceptCommandTests {
    @Test func eachFailingSectionOfAVerifyPageShowsItsCommand() throws {
        let corpus = try #require(ReviewPageTests.corpus)
        let page = ReviewPageTests.page(ReviewRun.verify(corpus, all: true))
        for name in ["real-change.json", "trailing-space.json"] {
            let section = try #require(ReviewPageTests.section(page, "f-" + name))
            #expect(section.contains("<code class=\"accept-command\">parity update --only \(name)</code>"))
            #expect(
                section.contains("<button type=\"button\" class=\"copy\" data-copy=\"parity update --only \(name)\""))
        }
        // A passing fixture has nothing to accept.
        let passes = try #require(ReviewPageTests.section(page, "f-passes.json"))
        #expect(!passes.contains("accept-command"))
        // One script copies for every button, with no network (no URL in it).
        #expect(ReviewPageTests.count(ReviewAcceptCommand.javaScript, in: page) == 1)
        #expect(!ReviewAcceptCommand.javaScript.contains("http"))
    }

    /// `update` writes the reference's snapshot, not another implementation's: a compare page offers no command.
    @Test func aComparePageShowsNoCommand() throws {
        let corpus = try #require(ReviewPageTests.corpus)
        let run = ReviewRun.compare(corpus, folder: ReviewPageTests.data + "/corpus/actual", implementation: "web")
        #expect(run.entries.contains { $0.status == .fail })
        #expect(!ReviewPageTests.page(run).contains("class=\"accept-command\""))
    }

    @Test(arguments: [
        ("nodes/badge.json", "nodes/badge.json"), ("a b.json", "'a b.json'"), ("it's.json", #"'it'\''s.json'"#),
        ("$(rm -rf x).json", "'$(rm -rf x).json'"), ("caf\u{E9}.json", "'caf\u{E9}.json'"), ("", "''"),
        (#"tab\u0009.json"#, #"'tab\u0009.json'"#),
    ])
    func namesAreOneShellWord(_ name: String, _ quoted: String) {
        #expect(ReviewAcceptCommand.shellQuoted(name) == quoted)
    }

    /// The name goes into the page escaped like any text: a quote cannot end the attribute.
    @Test func theCommandIsEscapedInThePage() throws {
        let corpus = try #require(ReviewPageTests.corpus)
        let name = "a\"><script>.txt"
        let outcome = VerifyRun.Outcome(name: name, golden: name, status: .obsolete)
        let entry = ReviewEntry(verify: outcome, corpus: corpus, isFixture: false, standalone: nil)
        var page = HTMLWriter()
        ReviewAcceptCommand.write(entry, kind: .verify, into: &page)
        let html = String(decoding: page.output, as: UTF8.self)
        #expect(!html.contains("<script>"))
        #expect(html.contains("Remove this golden:"))
        #expect(html.contains("data-copy=\"parity update --only &#39;a&quot;&gt;&lt;script&gt;.txt&#39;\""))
    }
}
