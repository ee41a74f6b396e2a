#!/usr/bin/env python3
"""The A2UI example renderer in headless Chromium (spec/a2ui.md §7): every stream of the
minimal corpus (examples/a2ui/minimal) is rendered to DOM by ports/web/a2ui/A2UIRenderer.js,
read back by A2UIWalker.js, and the snapshots are checked with `parity compare --actual`.
Then one walker defect (a dropped binding) must make the check fail, so it can.

    python3 ports/web/a2ui/check.py PARITY
"""
import http.server
import os
import pathlib
import subprocess
import sys
import tempfile
import threading

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[3]
CORPUS = ROOT / "examples/a2ui/minimal"


def serve():
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(ROOT / "ports/web"), **kwargs)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def snapshots(page, out, break_walker=False):
    fixtures = sorted((CORPUS / "test-fixtures").rglob("*.json"))
    for fixture in fixtures:
        text = page.evaluate("window.a2uiSnapshot", fixture.read_text(encoding="utf-8"))
        if break_walker:
            text = text.replace("valuePath=", "value_path=")
        target = out / fixture.relative_to(CORPUS / "test-fixtures").with_suffix(".txt")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="")
    return len(fixtures)


def compare(parity, out):
    return subprocess.run([parity, "compare", "--actual", str(out), "--name", "web-a2ui", "--root", str(CORPUS)],
                          capture_output=True, text=True)


def main(parity):
    server = serve()
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as work:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/a2ui/page.html")
        page.wait_for_function("window.a2uiReady === true")
        good, broken = pathlib.Path(work, "good"), pathlib.Path(work, "broken")
        count = snapshots(page, good)
        result = compare(parity, good)
        print(result.stdout, end="")
        if result.returncode != 0:
            print(result.stderr, end="", file=sys.stderr)
            return 1
        snapshots(page, broken, break_walker=True)
        if compare(parity, broken).returncode == 0:
            print("a2ui web check: a broken walker passed; the check cannot fail", file=sys.stderr)
            return 1
        browser.close()
    server.shutdown()
    print(f"A2UI example renderer: {count} minimal-corpus streams match in Chromium; a broken walker fails")
    return 0


if __name__ == "__main__":
    sys.exit(main(os.path.abspath(sys.argv[1])))
