import RenderParitySystem

/// A fixture's golden and actual snapshots drawn as UI, side by side, on the review page:
/// the page's script reads each snapshot back into its tree and renders it with the
/// embedded web renderer (`RenderParityWeb.renderSnapshot`), outlines the elements whose
/// lines differ, and links each diff row with its elements both ways
/// (`RenderedDifferenceScript`). The snapshot format is canonical and injective
/// (spec/render-snapshot.md §3), so a snapshot alone says what to draw: this works for any
/// renderer's `compare --actual` output, not only for the reference's.
struct RenderedDifference {
    let goldenLabel: String
    let actualLabel: String

    /// The panel for `entry`, when there is a difference to draw: both snapshots, or one of
    /// them where the other is missing. Passing fixtures (`--all`) draw nothing here.
    func write(_ entry: ReviewEntry, into page: inout HTMLWriter) {
        guard entry.golden != nil || entry.actual != nil, entry.golden != entry.actual else { return }
        page.raw(
            "<div class=\"rendered-diff\" role=\"group\" aria-label=\"Golden and actual, rendered from their snapshots\">"
        )
        page.raw("<h3>Rendered from the snapshots <span>")
        page.text("drawn by the web renderer; outlined: the elements whose lines differ; click one, or a line")
        page.raw("</span></h3>\n<div class=\"rd-sides\">")
        side("golden", goldenLabel, entry.golden, into: &page)
        side("actual", actualLabel, entry.actual, into: &page)
        page.raw("</div></div>\n")
    }

    private func side(_ side: String, _ label: String, _ snapshot: [UInt8]?, into page: inout HTMLWriter) {
        page.raw("<figure class=\"rd-side\" data-side=\"\(side)\"><figcaption><span class=\"side\">\(side)</span> ")
        page.text(label)
        page.raw("</figcaption>")
        if let snapshot {
            page.raw("<div class=\"rd-host\" data-snapshot=\"")
            page.raw(Base64.encode(snapshot))
            page.raw("\"></div>")
        } else {
            page.element("p", class: "rd-note", side == "golden" ? "No golden yet." : "No snapshot was written.")
        }
        page.raw("</figure>")
    }

    /// The panel's styles; the outlines themselves are drawn inside each rendering's shadow
    /// root, where the page's styles do not reach (`RenderedDifferenceScript`).
    static let css = #"""
        .rendered-diff { margin-top: .8rem; border: 1px solid var(--line); border-radius: 8px; background: #eef0f4; padding: .5rem; }
        .rendered-diff h3 { margin: 0 0 .4rem; font-size: .78rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
        .rendered-diff h3 span { text-transform: none; letter-spacing: 0; font-weight: 400; }
        .rd-sides { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .75rem; align-items: start; }
        .rd-side { margin: 0; min-width: 0; }
        .rd-side figcaption { font-size: .78rem; color: var(--muted); margin: 0 0 .3rem; overflow-wrap: anywhere; }
        .rd-side figcaption .side { text-transform: uppercase; letter-spacing: .05em; font-weight: 700; color: var(--ink); }
        .rd-host { min-height: 4rem; max-height: 36rem; overflow: auto; background: #fff; border-radius: 14px; border: 6px solid #2b3140; }
        .rd-note { margin: 0; padding: .75rem; color: var(--muted); font-style: italic; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
        .sbs tr[data-g], .sbs tr[data-a] { cursor: pointer; }
        .sbs tr.rd-selected td { box-shadow: inset 0 2px 0 var(--accent), inset 0 -2px 0 var(--accent); }

        """#
}
