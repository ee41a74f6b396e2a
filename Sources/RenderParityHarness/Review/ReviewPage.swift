import RenderParitySystem

/// `parity review`'s page: one self-contained HTML file for a `verify` or
/// `compare --actual` run. A summary bar with counts that filter by status, an index, and
/// a section per fixture with its golden and actual side by side, as text and drawn as UI
/// from their snapshots (`RenderedDifference`), its JSON and its UI rendered live by the
/// embedded web renderer. Nothing is loaded from anywhere: the styles, the script and the
/// renderer are inline, the fixtures and snapshots are base64 inside.
///
/// Everything that comes from a fixture, a golden, an output or a path is escaped
/// (`HTMLWriter`), and the page's script builds DOM with `textContent` only.
public enum ReviewPage {
    /// The page for `run`. `liveRenderer` is the web renderer bundle's JavaScript (defining
    /// `globalThis.RenderParityWeb`; `parity` embeds it), or nil when there is none: the page
    /// then says the live view is unavailable, draws no snapshots and works otherwise.
    public static func html(_ run: ReviewRun, liveRenderer: String?, hints: CommandHints = .none) -> [UInt8] {
        var page = HTMLWriter(capacity: 1 << 16)
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        page.text("parity review: \(kindTitle(run.kind)), \(run.summary)")
        page.raw(
            "</title>\n<style>\n" + ReviewStyle.css + ReviewAcceptCommand.css + RenderedDifference.css
                + "</style>\n</head>\n")
        page.raw("<body data-live=\"\(liveRenderer == nil ? "unavailable" : "available")\">\n")
        summaryBar(run, hints: hints, into: &page)
        page.raw("<div class=\"layout\">\n")
        index(run, into: &page)
        page.raw("<main id=\"fixtures\">\n")
        if run.entries.isEmpty {
            page.element(
                "p", class: "nothing",
                run.failedCount == 0 && run.expectedFailureCount == 0
                    ? "Every fixture matches its golden." + hints.showPassing
                    : "Nothing to show.")
        }
        let section = ReviewSection(kind: run.kind, liveRenderer: liveRenderer != nil)
        for entry in run.entries { section.write(entry, into: &page) }
        page.raw("</main>\n</div>\n")
        if let liveRenderer {
            page.raw("<script>\n")
            page.raw(scriptSafe(liveRenderer))
            page.raw("\n</script>\n")
        }
        page.raw("<script>\n" + ReviewScript.javaScript + ReviewAcceptCommand.javaScript + "</script>\n")
        if liveRenderer != nil { page.raw("<script>\n" + RenderedDifferenceScript.javaScript + "</script>\n") }
        page.raw("</body>\n</html>\n")
        return page.output
    }

    static func kindTitle(_ kind: ReviewRun.Kind) -> String {
        switch kind {
        case .verify: "verify"
        case .compare(let implementation): "compare \(implementation)"
        }
    }

    /// The top bar: what was run, the closing line, a filter per status with its count, the keys.
    private static func summaryBar(_ run: ReviewRun, hints: CommandHints, into page: inout HTMLWriter) {
        page.raw("<header class=\"bar\">\n<div class=\"title\"><strong>parity review</strong> ")
        switch run.kind {
        case .verify: page.element("span", class: "kind", "verify: the goldens against the Swift reference")
        case .compare(let implementation):
            page.element("span", class: "kind", "compare: the goldens against \(implementation)'s snapshots")
        }
        page.raw(" ")
        page.element("span", class: "vocabulary", VerifyReport.vocabularyLine(run.vocabulary))
        page.raw("</div>\n<div class=\"summary \(run.failedCount == 0 ? "ok" : "bad")\" id=\"summary\"")
        page.raw(
            " data-passed=\"\(run.passedCount)\" data-failed=\"\(run.failedCount)\" data-expected-failures=\"\(run.expectedFailureCount)\">"
        )
        page.text(run.summary)
        page.raw("</div>\n<div class=\"filters\" role=\"group\" aria-label=\"Show fixtures by status\">\n")
        for (status, count) in run.counts {
            let onPage = status != .pass || run.showsAll
            page.raw(
                "<button type=\"button\" class=\"chip st-\(status.key)\" data-status=\"\(status.key)\" data-count=\"\(count)\" aria-pressed=\"\(onPage)\""
            )
            if onPage {
                page.raw(">")
            } else if hints.showHidden.isEmpty {
                page.raw(" disabled>")
            } else {
                page.raw(" disabled title=\"")
                page.text(hints.showHidden)
                page.raw("\">")
            }
            page.raw("<span class=\"n\">\(count)</span> ")
            page.text(status.label)
            page.raw("</button>\n")
        }
        page.raw(
            "</div>\n<div class=\"keys\"><kbd>j</kbd> <kbd>k</kbd> next / previous to review <span id=\"position\"></span></div>\n</header>\n"
        )
    }

    /// The list of fixtures on the page, each a link to its section.
    private static func index(_ run: ReviewRun, into page: inout HTMLWriter) {
        page.raw("<nav class=\"index\" aria-label=\"Fixtures\">\n<ol>\n")
        for entry in run.entries {
            page.raw("<li data-status=\"\(entry.status.key)\"><a href=\"#")
            page.text(entry.anchor)
            page.raw("\">")
            page.text(entry.name)
            page.raw("</a></li>\n")
        }
        page.raw("</ol>\n</nav>\n")
    }

    /// The bundle as the body of an inline `<script>`: `</script` inside it would end the element
    /// early and `<!--` would change how the rest is parsed. Where either can occur in JavaScript
    /// (a string, a regular expression, a comment), `<\/` and `<\!` mean the same.
    static func scriptSafe(_ javaScript: String) -> String {
        javaScript.replacingEvery("</script", with: "<\\/script", ignoringASCIICase: true)
            .replacingEvery("<!--", with: "<\\!--")
    }
}
