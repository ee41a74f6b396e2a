#!/usr/bin/env python3
"""The review page's rendered difference, and its live view outside the repository, in headless Chromium.

    python3 scripts/review-rendered-difference-test.py PARITY ARTIFACTS_DIR

Installs PARITY into a temporary prefix and copies the corpus into a temporary folder
outside the repository (no ports/, so no web renderer but the one built into parity),
with one more fixture of a custom vocabulary. It writes an implementation's output
folder, as `compare --actual` reads it: every golden, with these changes:

    screens/budget       a changed spacing   (the inner VStack, 10.0 -> 4.0)
    nodes/badge          a changed colour    ("Overdue", red -> blue)
    nodes/text-styles    a dropped child     ("Title 2")
    nodes/text-weights   an extra child      ("Extra line")
    custom/rating        a custom vocabulary's line (Rating) for the Unknown line
    nodes/divider        text that is not a snapshot (two roots)
    nodes/spacer         bytes that are not UTF-8

Then it runs the installed `parity review --actual` there, opens the page with every
request refused, and checks that golden and actual are drawn from their snapshots with
the right element outlined for each change (and only it), that a click on a diff row
selects its elements on both sides and a click on an element selects its row (opening
its fold), that a type with no view is a labelled placeholder in the live view and in
the drawing, and that text that is not a snapshot is named with the reader's line and
column. It saves a screenshot of the changed-spacing fixture to
ARTIFACTS_DIR/parity-review-rendered-difference.png.
"""
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("review_page_test", os.path.join(HERE, "review-page-test.py"))
page_test = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(page_test)
check = page_test.check

RATING = b'{"type": "vstack", "children": [{"type": "rating", "stars": 4}, {"type": "text", "content": "Thanks"}]}\n'


def edit(lines, fixture):
    """The changed actual snapshot of `fixture` (a list of byte lines, edited in place)."""
    def replace(number, old, new):
        check(old in lines[number - 1], f"{fixture} line {number} has no {old!r}: {lines[number - 1]!r}")
        lines[number - 1] = lines[number - 1].replace(old, new)

    if fixture == "screens/budget.json":
        replace(8, b"spacing=10.0", b"spacing=4.0")
    elif fixture == "nodes/badge.json":
        replace(3, b"color=red", b"color=blue")
    elif fixture == "nodes/text-styles.json":
        replace(1, b"[children=10]", b"[children=9]")
        check(b'"Title 2"' in lines.pop(3), "text-styles line 4 is not Title 2")
    elif fixture == "nodes/text-weights.json":
        replace(1, b"[children=9]", b"[children=10]")
        lines.insert(3, b'  Text(content="Extra line", style=body, color=default, weight=regular)')
    elif fixture == "custom/rating.json":
        replace(2, b'Unknown(type="rating")', b'Rating(stars=4.0, label="Great")')
    elif fixture == "nodes/divider.json":
        lines[:] = [b"Divider", b"Divider", b""]
    elif fixture == "nodes/spacer.json":
        lines[0] += b"\xff"


def prepare(work, parity):
    """The installed binary, the corpus with the custom fixture, and the implementation's folder."""
    prefix = os.path.join(work, "prefix", "bin")
    os.makedirs(prefix)
    installed = shutil.copy(parity, os.path.join(prefix, "parity"))
    corpus = os.path.join(work, "corpus")
    for folder in ("test-fixtures", "test-snapshots", "spec"):
        shutil.copytree(os.path.join(page_test.ROOT, folder), os.path.join(corpus, folder))
    os.makedirs(os.path.join(corpus, "test-fixtures", "custom"))
    os.makedirs(os.path.join(corpus, "test-snapshots", "custom"))
    with open(os.path.join(corpus, "test-fixtures", "custom", "rating.json"), "wb") as file:
        file.write(RATING)
    golden = subprocess.run([installed, "snapshot", "test-fixtures/custom/rating.json"], cwd=corpus, capture_output=True, check=True).stdout
    check(golden.split(b"\n")[1] == b'  Unknown(type="rating")', "the custom fixture's snapshot: " + golden.decode())
    with open(os.path.join(corpus, "test-snapshots", "custom", "rating.txt"), "wb") as file:
        file.write(golden)
    actual = os.path.join(corpus, "actual")
    shutil.copytree(os.path.join(corpus, "test-snapshots"), actual)
    for fixture in ("screens/budget.json", "nodes/badge.json", "nodes/text-styles.json", "nodes/text-weights.json",
                    "custom/rating.json", "nodes/divider.json", "nodes/spacer.json"):
        path = os.path.join(actual, fixture[: -len(".json")] + ".txt")
        with open(path, "rb") as file:
            lines = file.read().split(b"\n")
        edit(lines, fixture)
        with open(path, "wb") as file:
            file.write(b"\n".join(lines))
    return installed, corpus


DRAWN = """(id) => {
  const section = document.getElementById(id);
  const side = (name) => {
    const root = section.querySelector(`.rd-side[data-side='${name}'] .rd-host`).shadowRoot;
    const error = root.querySelector('.rd-error');
    const describe = (element) => ({ rp: element.getAttribute('data-rp'), text: element.textContent.slice(0, 80),
      gap: getComputedStyle(element).rowGap, background: getComputedStyle(element).backgroundColor,
      children: [...element.children].filter((child) => child.hasAttribute('data-rp')).length });
    return { error: error ? error.textContent : null, drawn: root.querySelectorAll('[data-rp]').length,
      outlined: [...root.querySelectorAll('.rd-changed')].map(describe),
      selected: [...root.querySelectorAll('.rd-selected')].map(describe) };
  };
  return { golden: side('golden'), actual: side('actual'),
    rows: [...section.querySelectorAll('.sbs tr.rd-selected')].map((row) => [row.dataset.g, row.dataset.a]) };
}"""


def drawn(page, fixture):
    """Both drawings of a fixture's section, once its panel has been drawn."""
    section_id = "f-" + fixture
    page.evaluate("(id) => document.getElementById(id).scrollIntoView()", section_id)
    page.wait_for_function("""(id) => [...document.getElementById(id).querySelectorAll('.rd-host')]
        .every((host) => host.classList.contains('rendered') || host.classList.contains('unreadable'))""", arg=section_id, timeout=5000)
    return page.evaluate(DRAWN, section_id)


def kinds(described):
    return [(element["rp"], element["text"]) for element in described]


def check_outlines(page):
    spacing = drawn(page, "screens/budget.json")
    for side, gap in (("golden", "10px"), ("actual", "4px")):
        outlined = spacing[side]["outlined"]
        check(len(outlined) == 1 and outlined[0]["rp"] == "vstack" and outlined[0]["children"] == 5 and outlined[0]["gap"] == gap,
              f"changed spacing, {side}: the inner VStack (5 children, gap {gap}) should be outlined, not {outlined}")
        check(spacing[side]["error"] is None and spacing[side]["drawn"] > 10, f"changed spacing, {side}: {spacing[side]}")

    colour = drawn(page, "nodes/badge.json")
    golden, actual = colour["golden"]["outlined"], colour["actual"]["outlined"]
    check(kinds(golden) == [("badge", "Overdue")] and kinds(actual) == [("badge", "Overdue")],
          f"changed colour: the Overdue badge should be outlined on both sides, not {golden} / {actual}")
    check(golden[0]["background"] != actual[0]["background"], f"changed colour: both badges painted {golden[0]['background']}")

    dropped = drawn(page, "nodes/text-styles.json")
    check(kinds(dropped["golden"]["outlined"])[1:] == [("text", "Title 2")] and dropped["golden"]["outlined"][0]["rp"] == "vstack",
          f"dropped child: the VStack and Title 2 should be outlined in the golden, not {dropped['golden']['outlined']}")
    check([e["rp"] for e in dropped["actual"]["outlined"]] == ["vstack"] and dropped["actual"]["outlined"][0]["children"] == 9,
          f"dropped child: only the VStack (9 children) should be outlined in the actual, not {dropped['actual']['outlined']}")

    extra = drawn(page, "nodes/text-weights.json")
    check([e["rp"] for e in extra["golden"]["outlined"]] == ["vstack"] and extra["golden"]["outlined"][0]["children"] == 9,
          f"extra child: only the VStack should be outlined in the golden, not {extra['golden']['outlined']}")
    check(kinds(extra["actual"]["outlined"])[1:] == [("text", "Extra line")] and extra["actual"]["outlined"][0]["children"] == 10,
          f"extra child: the VStack (10 children) and the extra text should be outlined in the actual, not {extra['actual']['outlined']}")

    custom = drawn(page, "custom/rating.json")
    golden, actual = custom["golden"], custom["actual"]
    check(golden["error"] is None and actual["error"] is None, f"custom vocabulary: drawn with an error: {custom}")
    check(kinds(golden["outlined"]) == [("unknown", "Unsupported component rating")],
          f"custom vocabulary, golden: the Unknown line's placeholder should be outlined, not {golden['outlined']}")
    check(len(actual["outlined"]) == 1 and actual["outlined"][0]["rp"] == "placeholder"
          and actual["outlined"][0]["text"].startswith("No web view for Rating")
          and 'stars=4.0, label="Great"' in actual["outlined"][0]["text"],
          f"custom vocabulary, actual: a labelled placeholder with the line's attributes should be outlined, not {actual['outlined']}")
    live = page.evaluate("""() => { const host = document.getElementById('f-custom/rating.json').querySelector('.live');
        const root = host.shadowRoot; const unknown = root && root.querySelector('[data-rp=unknown]');
        return unknown ? unknown.textContent : null; }""")
    check(live == "Unsupported component rating", f"custom vocabulary: the live view's placeholder says {live!r}")

    broken = drawn(page, "nodes/divider.json")
    check(broken["golden"]["error"] is None and broken["golden"]["drawn"] == 1, f"not a snapshot: the golden should be drawn: {broken}")
    message = broken["actual"]["error"] or ""
    check(message == 'The actual text cannot be drawn: line 2, column 1: expected the end of the snapshot (it has one root), found "Divider"',
          f"not a snapshot: the actual side says {message!r}")
    not_utf8 = drawn(page, "nodes/spacer.json")["actual"]["error"]
    check(not_utf8 == "The actual text cannot be drawn: its bytes are not UTF-8 (a snapshot's strings are written as UTF-8, §3.3 Q)",
          f"not UTF-8: the actual side says {not_utf8!r}")


def check_clicks(page):
    """A diff row selects its elements on both sides; an element selects its row, opening its fold."""
    page.click("[id='f-screens/budget.json'] .sbs tr[data-g='8']")
    state = drawn(page, "screens/budget.json")
    check(state["rows"] == [["8", "8"]], f"clicking row 8 selected rows {state['rows']}")
    check([(e["rp"], e["gap"]) for e in state["golden"]["selected"]] == [("vstack", "10px")]
          and [(e["rp"], e["gap"]) for e in state["actual"]["selected"]] == [("vstack", "4px")],
          f"clicking row 8 should select the inner VStack on both sides: {state['golden']['selected']} / {state['actual']['selected']}")
    folded = page.locator("[id='f-screens/budget.json'] .sbs tr[data-g='3']")
    check(not folded.is_visible(), "line 3 of budget should start folded")
    page.locator("[id='f-screens/budget.json'] .rd-side[data-side='golden'] .rd-host [data-rp=text]").first.click()
    state = drawn(page, "screens/budget.json")
    check(state["rows"] == [["3", "3"]] and folded.is_visible(), f"clicking the golden's first text should select row 3, shown: {state['rows']}")
    check(kinds(state["actual"]["selected"]) == [("text", "June budget")], f"the actual's element on row 3: {state['actual']['selected']}")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    page_test.install()
    from playwright.sync_api import sync_playwright

    parity, artifacts = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(artifacts, exist_ok=True)
    work = tempfile.mkdtemp(prefix="review-rendered-difference-")
    try:
        installed, corpus = prepare(work, parity)
        review = subprocess.run([installed, "review", "--actual", "actual", "--name", "renderer-under-test", "--output", "review.html"],
                                cwd=corpus, capture_output=True, text=True)
        check(review.returncode == 1, f"review exited {review.returncode}: {review.stdout}{review.stderr}")
        check(review.stdout.splitlines()[0] == "wrote review.html", "review's first line: " + review.stdout)
        check(page_test.counts(review.stdout)[1] == 7, "seven fixtures should fail: " + review.stdout)
        problems = []
        with sync_playwright() as playwright:
            browser = page_test.launch(playwright)
            page, url = page_test.open_page(browser, os.path.join(corpus, "review.html"), problems)
            page.goto(url, wait_until="load")
            check_outlines(page)
            check_clicks(page)
            page.click("[id='f-screens/budget.json'] .sbs tr[data-g='8']")
            shot = os.path.join(artifacts, "parity-review-rendered-difference.png")
            # The whole section on screen (sections off screen skip painting: content-visibility).
            page.set_viewport_size({"width": 1440, "height": 1700})
            page.evaluate("() => document.getElementById('f-screens/budget.json').scrollIntoView()")
            page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
            page.screenshot(path=shot)
            browser.close()
        check(not problems, "; ".join(problems))
        print("rendered difference: spacing, colour, dropped and extra child outlined on the right elements; clicks both ways; "
              f"custom vocabulary as placeholders; non-snapshot named; installed binary outside the repository; screenshot {shot}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
