import RenderParitySystem

/// One fixture's section on the review page: a header (status, name, a link to its own
/// anchor), what the run said, golden and actual side by side, the live view, golden and
/// actual drawn from their snapshots, and the fixture's JSON.
struct ReviewSection {
    /// Fixture text beyond this many bytes is cut from the JSON view (the live view gets it all).
    static let largestShownFixture = 256 * 1024

    let kind: ReviewRun.Kind
    /// Whether the page embeds the web renderer.
    let liveRenderer: Bool

    func write(_ entry: ReviewEntry, into page: inout HTMLWriter) {
        let sideBySide = SideBySide(golden: entry.golden, actual: entry.actual)
        let invisibleOnly =
            entry.golden != nil && entry.actual != nil && entry.golden != entry.actual
            && (sideBySide.isInvisibleOnly
                || !sideBySide.rows.contains { if case .changed = $0 { true } else { false } })
        page.raw("<section class=\"fx st-\(entry.status.key)\" id=\"")
        page.text(entry.anchor)
        page.raw(
            "\" data-status=\"\(entry.status.key)\" data-review=\"\(entry.status.needsReview ? 1 : 0)\" tabindex=\"-1\">\n"
        )
        page.raw("<header class=\"fx-head\"><span class=\"badge st-\(entry.status.key)\">")
        page.text(entry.status.label)
        page.raw("</span><h2><a href=\"#")
        page.text(entry.anchor)
        page.raw("\">")
        page.text(entry.name)
        page.raw("</a></h2>")
        if invisibleOnly {
            page.raw(
                "<span class=\"tag ws-only\" title=\"the lines differ only in whitespace or invisible characters\">whitespace only</span>"
            )
        }
        page.raw("</header>\n")
        page.element("p", class: "msg", entry.message)
        ReviewAcceptCommand.write(entry, kind: kind, into: &page)
        if !entry.notes.isEmpty {
            page.raw("<ul class=\"notes\">")
            for note in entry.notes { page.element("li", class: "note", note) }
            page.raw("</ul>")
        }
        page.raw("\n<div class=\"fx-body\">\n<div class=\"diff-pane\">")
        if entry.golden == nil, entry.actual == nil {
            page.element("p", class: "none", "No golden and no snapshot to show.")
        } else {
            SideBySideTable(
                sideBySide, goldenLabel: entry.goldenLabel, actualLabel: actualLabel, golden: entry.golden,
                actual: entry.actual
            ).write(into: &page)
        }
        page.raw("</div>\n")
        live(entry, into: &page)
        page.raw("</div>\n")
        if liveRenderer {
            RenderedDifference(goldenLabel: entry.goldenLabel, actualLabel: actualLabel).write(entry, into: &page)
        }
        if let fixture = entry.fixture { json(fixture, label: entry.fixtureLabel, into: &page) }
        page.raw("</section>\n")
    }

    private var actualLabel: String {
        switch kind {
        case .verify: "Swift reference"
        case .compare(let implementation): implementation
        }
    }

    /// The fixture rendered by the web renderer, in the browser: the bytes go in as base64
    /// and the page's script renders them when the section comes into view.
    private func live(_ entry: ReviewEntry, into page: inout HTMLWriter) {
        page.raw("<aside class=\"live-pane\"><h3>Live view <span>web renderer</span></h3>")
        if let fixture = entry.fixture, liveRenderer {
            page.raw("<div class=\"live\" data-fixture=\"")
            page.raw(Base64.encode(fixture))
            page.raw("\"></div>")
        } else if entry.fixture == nil {
            page.element("p", class: "live unavailable", "No fixture to render.")
        } else {
            page.element(
                "p", class: "live unavailable", "Live view unavailable: this page was made without the web renderer.")
        }
        page.raw("</aside>\n")
    }

    private func json(_ fixture: [UInt8], label: String, into page: inout HTMLWriter) {
        page.raw("<details class=\"json\" open><summary>Fixture JSON <span>")
        page.text("\(label), \(fixture.count) bytes")
        page.raw("</span></summary><pre class=\"source\">")
        var end = min(fixture.count, Self.largestShownFixture)
        // Cut where a character starts, so the cut makes no invalid bytes of its own.
        while end < fixture.count, end > 0, fixture[end] & 0xC0 == 0x80 { end -= 1 }
        let shown = fixture[..<end]
        page.source(shown)
        if shown.count < fixture.count {
            page.element("span", class: "cut", "\n… \(fixture.count - shown.count) more bytes not shown")
        }
        page.raw("</pre></details>\n")
    }
}
