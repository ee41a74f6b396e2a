#!/usr/bin/env python3
"""The `parity review` page in headless Chromium.

    python3 scripts/review-page-test.py PARITY SCREENSHOT.png
    python3 scripts/review-page-test.py PARITY SCREENSHOT.png --timing 2000

Makes a temporary copy of the corpus in which one golden has a whitespace-only
change (a trailing space) and one a real change, runs `parity verify` and
`parity review` on it, opens the page in Chromium with every network request
refused, and checks that:

- the page loads with no console errors and asks for nothing over the network;
- the summary's counts and each status filter's count are the run's;
- the whitespace-only difference is marked (a visible marker element) and
  labelled, the real change is not labelled whitespace-only;
- `j` and `k` move between the failures, and the URL follows;
- the live view rendered the fixture with the web renderer built into `parity`
  (the copy of the corpus has no ports/ folder to take it from);
- a status filter hides what it should;
- each failure shows its `parity update --only NAME` with a copy button that copies it
  (through the Clipboard API, and without it through the selection), and the copied
  command, run in the corpus, accepts that fixture and nothing else.

It saves a screenshot of the first failure. `--timing N` instead measures how long a
review of N failing generated documents takes to open (it asserts nothing).

Uses Debian's chromium through Playwright from PyPI; installs both if missing.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROMIUM = "/usr/bin/chromium"
WHITESPACE_FIXTURE = "screens/budget.json"
CHANGED_FIXTURE = "nodes/badge.json"


def install():
    """Chromium from Debian and Playwright from PyPI, each only when missing (no browser download)."""
    if not os.path.exists(CHROMIUM):
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], check=True,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), stdout=subprocess.DEVNULL)
    try:
        import playwright  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "playwright"], check=True)


def fail(message):
    print("review-page-test: FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def golden(fixture):
    return "test-snapshots/" + fixture[: -len(".json")] + ".txt"


def copy_corpus(into):
    """The corpus and the icon map, and nothing else: the live view's renderer is the one built into parity."""
    for folder in ("test-fixtures", "test-snapshots", "spec"):
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(into, folder))
    return "web renderer built into parity"


def edit_golden(root, fixture, edit):
    path = os.path.join(root, golden(fixture))
    with open(path, "rb") as file:
        lines = file.read().split(b"\n")
    edit(lines)
    with open(path, "wb") as file:
        file.write(b"\n".join(lines))


def counts(output):
    match = re.search(r"^(\d+) passed, (\d+) failed", output.strip().splitlines()[-1])
    check(match is not None, "no 'N passed, M failed' line in: " + output)
    return int(match.group(1)), int(match.group(2))


def launch(playwright):
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=args)


def open_page(browser, path, problems):
    """A page on `path` with every request but the file itself refused, and console errors collected."""
    # Clipboard permissions so the copy buttons can be checked; the page must not need them (see check_copy).
    context = browser.new_context(viewport={"width": 1440, "height": 1000}, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.on("console", lambda message: message.type in ("error", "warning") and problems.append(f"console {message.type}: {message.text}"))
    page.on("pageerror", lambda error: problems.append(f"uncaught: {error}"))
    url = "file://" + path

    def route(request_route):
        if request_route.request.url.split("#")[0] == url:
            request_route.continue_()
        else:
            problems.append("network request: " + request_route.request.url)
            request_route.abort()

    page.route("**/*", route)
    return page, url


def check_page(parity, screenshot):
    from playwright.sync_api import sync_playwright

    work = tempfile.mkdtemp(prefix="review-page-test-")
    try:
        renderer = copy_corpus(work)
        edit_golden(work, WHITESPACE_FIXTURE, lambda lines: lines.__setitem__(1, lines[1] + b" "))
        edit_golden(work, CHANGED_FIXTURE, lambda lines: lines.__setitem__(1, lines[1].replace(b"color=default", b"color=blue")))
        verify = subprocess.run([parity, "verify"], cwd=work, capture_output=True, text=True)
        passed, failed = counts(verify.stdout)
        check(failed == 2, f"the edited corpus should fail 2 fixtures, verify says {failed}:\n{verify.stdout}")
        review = subprocess.run([parity, "review", "--output", "review.html"], cwd=work, capture_output=True, text=True)
        check(review.returncode == verify.returncode, f"review exited {review.returncode}, verify {verify.returncode}: {review.stderr}")
        check(counts(review.stdout) == (passed, failed), "review's closing line differs from verify's: " + review.stdout)

        problems = []
        with sync_playwright() as playwright:
            browser = launch(playwright)
            page, url = open_page(browser, os.path.join(work, "review.html"), problems)
            page.goto(url, wait_until="load")

            summary = page.locator("#summary")
            check(summary.get_attribute("data-passed") == str(passed), "summary passed count")
            check(summary.get_attribute("data-failed") == str(failed), "summary failed count")
            check(summary.inner_text().strip() == f"{passed} passed, {failed} failed", "summary text: " + summary.inner_text())
            chips = page.eval_on_selector_all("button.chip", "cs => cs.map(c => [c.dataset.status, Number(c.dataset.count)])")
            check(sum(count for _, count in chips) == passed + failed, f"filter counts {chips} do not add up to {passed + failed}")
            check(dict(chips).get("pass") == passed, f"the pass filter says {dict(chips).get('pass')}, verify {passed}")

            sections = page.eval_on_selector_all("section.fx", "ss => ss.map(s => s.id)")
            check(sections == ["f-" + CHANGED_FIXTURE, "f-" + WHITESPACE_FIXTURE], f"sections {sections}")

            page.keyboard.press("j")
            check(page.evaluate("document.querySelector('section.fx.current').id") == sections[0], "j did not go to the first failure")
            check(page.evaluate("location.hash") == "#" + sections[0], "the URL does not name the first failure")
            page.keyboard.press("j")
            whitespace = page.locator("section.fx.current")
            check(whitespace.get_attribute("id") == sections[1], "j did not go to the second failure")
            check(whitespace.locator(".tag.ws-only").count() == 1, "the whitespace-only difference is not labelled")
            marker = whitespace.locator("tr.changed del .inv-whitespace")
            check(marker.count() == 1 and marker.first.is_visible(), "the trailing space has no visible marker")
            check(marker.first.get_attribute("title") == "trailing space U+0020", "the marker's title")
            check(page.locator(f"[id='{sections[0]}'] .tag.ws-only").count() == 0, "a real change is labelled whitespace-only")
            page.keyboard.press("k")
            check(page.evaluate("document.querySelector('section.fx.current').id") == sections[0], "k did not go back")

            page.wait_for_function("document.querySelector('section.fx.current .live.rendered') !== null", timeout=5000)
            rendered = page.evaluate("""() => {
                const host = document.querySelector('section.fx.current .live.rendered');
                const root = host.shadowRoot.querySelector('.render-parity-root');
                return { elements: root.querySelectorAll('[data-rp]').length, text: root.textContent.length, height: host.getBoundingClientRect().height };
            }""")
            check(rendered["elements"] > 0 and rendered["height"] > 40, f"the live view rendered nothing ({renderer}): {rendered}")
            page.wait_for_timeout(200)
            page.screenshot(path=screenshot)

            page.click("button.chip[data-status='fail']")
            check(page.locator("section.fx:visible").count() == 0, "hiding 'differs' left sections visible")
            page.click("button.chip[data-status='fail']")
            check(page.locator("section.fx:visible").count() == 2, "showing 'differs' again")
            copied = check_copy(page, sections)
            browser.close()
        check(not problems, "; ".join(problems))
        accept_copied(parity, work, copied)
        print(f"review page: {passed} passed, {failed} failed; no console errors, no requests; "
              f"whitespace marked; j/k; live view ({renderer}); accept commands copied and run; screenshot {screenshot}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_copy(page, sections):
    """Each failure's accept command, and its copy button through the Clipboard API and then without it."""
    commands = []
    for section in sections:
        fixture = section[len("f-"):]
        command = page.locator(f"[id='{section}'] code.accept-command")
        check(command.count() == 1, f"{fixture}: no accept command")
        # The DOM's text, read once: rendered text (inner_text) depends on layout, which the live
        # view may still be changing when this runs.
        text = command.text_content()
        check(text == "parity update --only " + fixture, f"{fixture}: the command reads {text!r}")
        commands.append(text)
    first = page.locator(f"[id='{sections[0]}'] button.copy")
    first.click()
    page.wait_for_function(f"document.querySelector(\"[id='{sections[0]}'] button.copy\").textContent === 'Copied'", timeout=3000)
    check(page.evaluate("navigator.clipboard.readText()") == commands[0], "the copy button did not put its command on the clipboard")
    # Without the Clipboard API (a browser that refuses it on file:// pages), the selection is copied instead.
    page.evaluate("""() => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined });
        window.copiedText = null;
        document.addEventListener('copy', () => { window.copiedText = String(document.getSelection()); });
    }""")
    page.locator(f"[id='{sections[1]}'] button.copy").click()
    page.wait_for_function("window.copiedText !== null", timeout=3000)
    check(page.evaluate("window.copiedText") == commands[1], "without the Clipboard API the command was not copied")
    return commands[0]


def accept_copied(parity, work, command):
    """Runs a copied accept command in the corpus: that fixture passes after it, the other failure stays."""
    words = shlex.split(command)
    check(words[:2] == ["parity", "update"], "the copied command: " + command)
    # As a person runs it, at their terminal: without CI set (this script may run in CI, where
    # `update` refuses to write, which is tested elsewhere).
    person = {key: value for key, value in os.environ.items() if key != "CI"}
    accepted = subprocess.run([parity] + words[1:], cwd=work, capture_output=True, text=True, env=person)
    check(accepted.returncode == 0, f"{command}: exit {accepted.returncode}: {accepted.stderr}")
    verify = subprocess.run([parity, "verify"], cwd=work, capture_output=True, text=True)
    check(counts(verify.stdout)[1] == 1 and CHANGED_FIXTURE not in verify.stdout and WHITESPACE_FIXTURE in verify.stdout,
          f"after {command}, verify should fail only {WHITESPACE_FIXTURE}:\n{verify.stdout}")


def wrong(snapshot, index):
    """A deliberately wrong output: every document differs, in one of a few ways."""
    lines = snapshot.split(b"\n")
    if index % 4 == 0:
        lines[0] += b" "
    elif index % 4 == 1:
        lines[0] = lines[0].replace(b"=", b"= ", 1) if b"=" in lines[0] else lines[0] + b"!"
    elif index % 4 == 2:
        lines.insert(1, b"  Divider")
    else:
        return b"\r\n".join(lines)
    return b"\n".join(lines)


def timing(parity, count, screenshot):
    """How long the review of `count` failing generated documents takes to open."""
    from playwright.sync_api import sync_playwright

    work = tempfile.mkdtemp(prefix="review-timing-")
    try:
        renderer = copy_corpus(work)
        shutil.rmtree(os.path.join(work, "test-fixtures"))
        shutil.rmtree(os.path.join(work, "test-snapshots"))
        shutil.rmtree(os.path.join(work, "spec"))
        subprocess.run([parity, "generate", "--count", str(count), "--seed", "20261121", "--out", "test-fixtures"], cwd=work, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([parity, "update", "--force"], cwd=work, check=True, stdout=subprocess.DEVNULL)
        names = sorted(os.listdir(os.path.join(work, "test-snapshots")))
        os.makedirs(os.path.join(work, "wrong"))
        for index, name in enumerate(names):
            with open(os.path.join(work, "test-snapshots", name), "rb") as source, open(os.path.join(work, "wrong", name), "wb") as target:
                target.write(wrong(source.read(), index))
        started = time.monotonic()
        review = subprocess.run([parity, "review", "--actual", "wrong", "--output", "review.html"], cwd=work, capture_output=True, text=True)
        made = time.monotonic() - started
        check(review.returncode == 1 and counts(review.stdout) == (0, count), "review of the wrong outputs: " + review.stdout + review.stderr)
        size = os.path.getsize(os.path.join(work, "review.html"))
        problems = []
        with sync_playwright() as playwright:
            browser = launch(playwright)
            page, url = open_page(browser, os.path.join(work, "review.html"), problems)
            started = time.monotonic()
            page.goto(url, wait_until="load")
            page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
            opened = time.monotonic() - started
            page.wait_for_function("document.querySelector('.live.rendered') !== null", timeout=10000)
            live = time.monotonic() - started
            load = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
            page.screenshot(path=screenshot)
            browser.close()
        check(not problems, "; ".join(problems[:5]))
        print(f"review of {count} failing documents: page {size / 1e6:.1f} MB written in {made:.2f} s; "
              f"opens in {opened:.2f} s (load event at {load / 1000:.2f} s, first live view ({renderer}) at {live:.2f} s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("parity", help="the parity executable")
    parser.add_argument("screenshot", help="where to save the screenshot (PNG)")
    parser.add_argument("--timing", type=int, metavar="N", help="measure opening a review of N failing documents instead")
    arguments = parser.parse_args()
    install()
    parity = os.path.abspath(arguments.parity)
    os.makedirs(os.path.dirname(os.path.abspath(arguments.screenshot)), exist_ok=True)
    if arguments.timing:
        timing(parity, arguments.timing, os.path.abspath(arguments.screenshot))
    else:
        check_page(parity, os.path.abspath(arguments.screenshot))


if __name__ == "__main__":
    main()
