/// The review page's stylesheet, inline in the page (no network, no external assets).
/// Sections off screen skip layout (`content-visibility`), so 2,000 of them open fast.
enum ReviewStyle {
    static let css = #"""
        :root {
          --bg: #f6f7f9; --panel: #ffffff; --ink: #1d2330; --muted: #5f6b7c; --line: #dde1e7;
          --del-bg: #fdecec; --del-mark: #f7b4b4; --ins-bg: #e7f6ec; --ins-mark: #a6e3b9;
          --fail: #c62828; --warn: #b26a00; --ok: #2e7d32; --info: #4656b8; --accent: #3b5bdb;
          --mono: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace;
          --sans: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Roboto, sans-serif;
        }
        * { box-sizing: border-box; }
        html { scroll-padding-top: 7rem; }
        body { margin: 0; background: var(--bg); color: var(--ink); font: 14px/1.45 var(--sans); }
        .bar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.25rem;
          padding: .6rem 1.25rem; background: #1f2533; color: #eef1f6; box-shadow: 0 2px 6px rgba(0,0,0,.18); }
        .bar .title strong { font-size: 1.05rem; letter-spacing: .01em; }
        .bar .kind { color: #b8c1d1; margin-left: .4rem; }
        .bar .vocabulary { color: #b8c1d1; margin-left: .8rem; font-family: ui-monospace, monospace; font-size: .85em; }
        .summary { font-weight: 600; padding: .15rem .6rem; border-radius: 999px; }
        .summary.ok { background: #1f5130; } .summary.bad { background: #6b1f1f; }
        .filters { display: flex; flex-wrap: wrap; gap: .35rem; }
        .chip { font: inherit; font-size: .85rem; cursor: pointer; color: #eef1f6; background: #2c3447; border: 1px solid #3d4760;
          border-radius: 999px; padding: .1rem .65rem; }
        .chip .n { font-weight: 700; }
        .chip[aria-pressed="false"]:not(:disabled) { opacity: .45; text-decoration: line-through; }
        .chip:disabled { cursor: default; opacity: .75; }
        .chip.st-fail, .chip.st-missing, .chip.st-error, .chip.st-malformed, .chip.st-obsolete, .chip.st-stale, .chip.st-unexpected_pass { border-color: #e57373; }
        .chip.st-expected_failure { border-color: #ffb74d; } .chip.st-pass { border-color: #81c784; }
        .keys { margin-left: auto; color: #b8c1d1; font-size: .85rem; }
        kbd { font: 600 .8rem var(--mono); background: #eef1f6; color: #1f2533; border-radius: 4px; padding: 0 .35rem; }
        .layout { display: grid; grid-template-columns: minmax(12rem, 17rem) minmax(0, 1fr); align-items: start; }
        .index { position: sticky; top: 3.2rem; max-height: calc(100vh - 3.2rem); overflow: auto; padding: 1rem .5rem 1rem 1rem; font-size: .82rem; }
        .index ol { list-style: none; margin: 0; padding: 0; }
        .index a { display: flex; gap: .45rem; align-items: baseline; padding: .15rem .4rem; border-radius: 4px; color: var(--ink);
          text-decoration: none; overflow-wrap: anywhere; }
        .index a:hover { background: #e8ebf1; }
        .index li.current a { background: #dfe6fb; font-weight: 600; }
        .index a::before { content: ""; flex: none; width: .55rem; height: .55rem; border-radius: 50%; background: var(--fail); }
        .index li[data-status="pass"] a::before { background: var(--ok); } .index li[data-status="expected_failure"] a::before { background: var(--warn); }
        main { padding: 1rem 1.25rem 40vh; min-width: 0; }
        .nothing { font-size: 1.1rem; color: var(--ok); }
        .fx { content-visibility: auto; contain-intrinsic-size: auto 28rem; background: var(--panel); border: 1px solid var(--line);
          border-radius: 10px; margin: 0 0 1.1rem; padding: .8rem 1rem 1rem; box-shadow: 0 1px 2px rgba(16,24,40,.05); }
        .fx:focus { outline: none; }
        .fx.current { border-color: var(--accent); box-shadow: 0 0 0 3px rgba(59,91,219,.22); }
        .fx-head { display: flex; align-items: center; gap: .6rem; flex-wrap: wrap; }
        .fx-head h2 { margin: 0; font: 600 1rem var(--mono); overflow-wrap: anywhere; }
        .fx-head h2 a { color: inherit; text-decoration: none; }
        .fx-head h2 a:hover { text-decoration: underline; }
        .badge { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: #fff; background: var(--fail);
          border-radius: 4px; padding: .1rem .45rem; }
        .badge.st-pass { background: var(--ok); } .badge.st-expected_failure { background: var(--warn); }
        .badge.st-obsolete, .badge.st-stale { background: #6d4c41; }
        .tag { font-size: .75rem; font-weight: 600; border-radius: 4px; padding: .05rem .45rem; }
        .tag.ws-only { background: #e3e8fd; color: var(--info); border: 1px solid #b7c3f5; }
        .msg { margin: .45rem 0 .2rem; color: var(--muted); overflow-wrap: anywhere; }
        .notes { margin: .2rem 0 .4rem; padding-left: 1.2rem; color: var(--warn); }
        .fx-body { display: grid; grid-template-columns: minmax(0, 1fr) 23rem; gap: 1rem; margin-top: .6rem; align-items: start; }
        @media (max-width: 1100px) { .fx-body { grid-template-columns: minmax(0, 1fr); } .layout { grid-template-columns: minmax(0, 1fr); } .index { display: none; } }
        .diff-pane { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; }
        .sbs { width: 100%; border-collapse: collapse; table-layout: fixed; font: 12.5px/1.5 var(--mono); }
        .sbs col.ln { width: 3.2em; }
        .sbs th { text-align: left; font: 600 .78rem var(--sans); color: var(--muted); background: #f0f2f5; padding: .35rem .6rem;
          border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .sbs th .side { text-transform: uppercase; letter-spacing: .05em; color: var(--ink); margin-right: .3rem; }
        .sbs th + th { border-left: 1px solid var(--line); }
        .sbs td { padding: 0 .5rem; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; }
        .sbs td.ln { color: #9aa4b2; text-align: right; user-select: none; padding-right: .4rem; background: #fafbfc; }
        .sbs td.ln + td { border-right: 1px solid var(--line); }
        .sbs tr > td:last-child { border-right: 0; }
        .sbs tr.changed td.g { background: var(--del-bg); } .sbs tr.changed td.a { background: var(--ins-bg); }
        .sbs tr.changed td.blank { background: repeating-linear-gradient(135deg, #f4f5f7 0 6px, #eceef2 6px 12px); }
        .sbs tr.changed td.ln { color: #6b7687; font-weight: 600; }
        .sbs del, .sbs ins { text-decoration: none; border-radius: 2px; }
        .sbs del { background: var(--del-mark); } .sbs ins { background: var(--ins-mark); }
        .sbs del.gap, .sbs ins.gap { display: inline-block; width: 2px; height: 1.2em; vertical-align: text-bottom; margin: 0 1px; }
        .sbs del.gap { background: var(--fail); } .sbs ins.gap { background: var(--ok); }
        .sbs tbody.fold td { padding: 0; }
        .unfold { width: 100%; font: 12px var(--sans); color: var(--accent); background: #f3f5fb; border: 0; border-top: 1px dashed var(--line);
          border-bottom: 1px dashed var(--line); padding: .15rem; cursor: pointer; }
        .unfold:hover { background: #e6ebfa; }
        .empty { color: var(--muted); font-style: italic; }
        .inv { display: inline-block; font: 600 .75em/1.3 var(--sans); border-radius: 3px; padding: 0 .18em; margin: 0 .05em; vertical-align: 1px;
          color: #fff; background: var(--info); cursor: help; white-space: nowrap; }
        .inv-whitespace { background: #5c7cfa; } .inv-control { background: #e8590c; } .inv-format { background: #9c36b5; }
        .live-pane { border: 1px solid var(--line); border-radius: 8px; background: #eef0f4; padding: .5rem; }
        .live-pane h3 { margin: 0 0 .4rem; font-size: .78rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
        .live-pane h3 span { text-transform: none; letter-spacing: 0; font-weight: 400; }
        .live { min-height: 4rem; max-height: 36rem; overflow: auto; background: #fff; border-radius: 14px; border: 6px solid #2b3140; }
        .live.unavailable, .live-error { margin: 0; padding: .75rem; color: var(--muted); font-style: italic; border-width: 1px; border-color: var(--line); }
        .json { margin-top: .8rem; }
        .json summary { cursor: pointer; font-weight: 600; color: var(--ink); }
        .json summary span { font-weight: 400; color: var(--muted); font-family: var(--mono); font-size: .8rem; margin-left: .4rem; }
        .source { margin: .4rem 0 0; max-height: 22rem; overflow: auto; padding: .6rem .8rem; background: #f7f8fa; border: 1px solid var(--line);
          border-radius: 8px; font: 12px/1.5 var(--mono); white-space: pre-wrap; overflow-wrap: anywhere; }
        .cut { color: var(--muted); font-style: italic; }
        """#
}
