import Foundation
import ParityCommands
import RenderParityHarness
import RenderParityWebBundle
import Testing

/// `parity review` end to end: where the page goes, that it is written whatever the run's
/// result, the exit codes of `verify` and `compare`, and that the web renderer built into
/// `parity` is inlined in any corpus, which has no `ports/` folder to take it from.
struct ReviewCommandTests {

    @Test func writesTheDefaultPageInTheCurrentFolderAndExitsZeroWhenAllPass() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(["review"], in: corpus.root)
        #expect(result.code == 0)
        #expect(result.lastLine == "\(TemporaryCorpus.standardGoldens) passed, 0 failed")
        let page = try #require(corpus.text("parity-review.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // The command line's hints, which the harness leaves to it: how to show the passing fixtures.
        #expect(page.contains("Every fixture matches its golden. Run with --all to see them anyway."))
        #expect(page.contains(" disabled title=\"run parity review with --all to see these\">"))
        #expect(page.contains("<body data-live=\"available\">"))
        #expect(page.contains(WebRendererBundle.javaScript))
        // Nothing but the page is written, and no temporary file is left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: corpus.root).sorted() == [
                "parity-review.html", "spec", "test-fixtures", "test-snapshots",
            ])
    }

    @Test func aFailingRunStillWritesThePageAndExitsOne() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let golden = TemporaryCorpus.goldenPath("nodes/badge.json")
        try corpus.write(
            golden, try #require(corpus.text(golden)).replacingOccurrences(of: "color=red", with: "color=blue"))
        let result = parity(["review", "--output", "out/review.html"], in: corpus.root)
        #expect(result.code == 1)
        #expect(
            result.stdoutLines == ["wrote out/review.html", "\(TemporaryCorpus.standardGoldens - 1) passed, 1 failed"])
        let page = try #require(corpus.text("out/review.html"))
        #expect(page.contains("id=\"f-nodes/badge.json\""))
        #expect(page.contains(WebRendererBundle.javaScript))  // it has no "</script" or "<!--" to be made safe
        #expect(page.contains("data-fixture=\""))
        // Golden and actual, to be drawn from their snapshots.
        #expect(page.components(separatedBy: "<div class=\"rd-host\" data-snapshot=\"").count - 1 == 2)
    }

    /// The bundle compiled into `parity` is the checked-in one, byte for byte (the web port's
    /// `tools/bundle.mjs --check` also holds the generated source to the modules).
    @Test func theEmbeddedRendererIsTheWebPortsBundle() throws {
        let bundle = try FileBytes.read(Repository.root + "/ports/web/dist/render-parity-web.js")
        #expect(Array(WebRendererBundle.javaScript.utf8) == bundle)
        #expect(WebRendererBundle.javaScript.contains("renderSnapshot(text, container)"))
    }

    @Test func reviewsAnImplementationsFolderLikeCompare() throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        for fixture in TemporaryCorpus.standard {
            try corpus.write(
                "actual/" + Corpus.goldenName(forFixture: fixture), try #require(TemporaryCorpus.shippedGolden(fixture))
            )
        }
        try corpus.delete("actual/nodes/badge.txt")
        let compare = parity(["compare", "--actual", "actual", "--name", "web"], in: corpus.root)
        let review = parity(["review", "--actual", "actual", "--name", "web", "--all"], in: corpus.root)
        #expect(review.code == compare.code)
        #expect(review.code == 1)
        #expect(review.lastLine == compare.lastLine)
        let page = try #require(corpus.text("parity-review.html"))
        #expect(page.contains("web wrote no snapshot for it"))
        // One section per golden compare checks: the fixtures' and the icon resolution golden (missing from "actual").
        #expect(page.components(separatedBy: "<section class=\"fx").count - 1 == TemporaryCorpus.standardGoldens)
    }

    @Test(arguments: [
        (["review", "--name", "web"], "--name goes with --actual DIR (see 'parity review --help')"),
        (["review", "--actual", "nowhere"], "nowhere: not a directory"),
        (["review", "--all=yes"], "--all takes no value (see 'parity review --help')"),
    ])
    func usageAndEnvironmentErrorsExitTwoWithoutAPage(arguments: [String], message: String) throws {
        let corpus = try TemporaryCorpus()
        defer { corpus.remove() }
        let result = parity(arguments, in: corpus.root)
        #expect(result.code == 2)
        #expect(result.stderr == "parity: \(message)\n")
        #expect(corpus.read("parity-review.html") == nil)
    }
}
