#!/usr/bin/env python3
"""The visual check of the web renderer, in headless Chromium (through parity-web).

    python3 ports/web/tests/visual/run.py SCREENSHOT_DIR

Renders every fixture of test-fixtures/ through tests/visual/page.html, which answers
with the findings of VisualChecks.js (icons, tokens, clipping, contrast) in place of a
snapshot, and fails when any fixture has one. The screens/ fixtures are also saved as
PNGs in SCREENSHOT_DIR, for people to look at.

Then each check must catch the defect it was written for: the stylesheet is broken in
one place (as the renderer was before these checks) and the check must report it.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

WEB = Path(__file__).resolve().parents[2]
ROOT = WEB.parents[1]
FIXTURES = ROOT / "test-fixtures"
PAGE = WEB / "tests" / "visual" / "page.html"

# Findings that are right: what the renderer paints on purpose, each with its reason.
EXPECTED = {
    # A hex colour is painted as given (Palette.js); this one is orange text on the page.
    "values/b-bare.txt": ['contrast: text "hex": 1.97:1 (rgb(255, 149, 0) on rgb(242, 242, 247)), below 3:1'],
}

# (check, the defect, the stylesheet text, what it becomes, a fixture that shows it)
BREAKAGES = [
    ("icons", "icons ask for fonts no page has (the font list before the embedded font)",
     'font-family: "RenderParity Material Icons";', 'font-family: "Material Symbols Rounded", "Material Icons Round";',
     "screens/financial-dashboard.json"),
    ("icons", "the font's ligatures are off, so an icon is its name in letters",
     'font-feature-settings: "liga";', 'font-feature-settings: "liga" 0, "rlig" 0; font-variant-ligatures: none;',
     "screens/financial-dashboard.json"),
    ("tokens", "a Stat value wraps anywhere instead of scaling to fit",
     "white-space: pre-wrap; overflow: hidden; text-overflow: ellipsis;\n  container-type: inline-size;",
     "white-space: pre-wrap; overflow-wrap: break-word;", "screens/financial-dashboard.json"),
    ("clipping", "an icon in a row shrinks, and its glyph box cuts the glyph",
     ".rp-image { display: inline-flex; flex-shrink: 0; }", ".rp-image { display: inline-flex; }", "screens/budget.json"),
    ("clipping", "a Stat value is cut with no ellipsis",
     "text-overflow: ellipsis;\n  container-type: inline-size;", "text-overflow: clip;",
     "screens/financial-dashboard.json"),
    ("contrast", "a card's colour is not its fill (the stripe before), so its white text is on white",
     ".rp-card { display: flex; flex-direction: column; background: #fff;",
     ".rp-card { display: flex; flex-direction: column; background: #fff !important;", "screens/budget.json"),
]


def parity_web(*arguments):
    return subprocess.run([str(WEB / "parity-web"), "snapshot", "--page", str(PAGE), *arguments],
                          capture_output=True, text=True)


def findings(out):
    found = {}
    for file in sorted(out.rglob("*.txt")):
        lines = file.read_text(encoding="utf-8").splitlines()
        if lines:
            found[file.relative_to(out).as_posix()] = lines
    return found


def check_corpus(work, screenshots):
    """Every fixture looks right; the screens are saved."""
    out = work / "corpus"
    for folder in sorted(path for path in FIXTURES.iterdir() if path.is_dir()):
        shots = ["--screenshots", str(screenshots)] if folder.name == "screens" else []
        run = parity_web("--out", str(out / folder.name), *shots, str(folder))
        if run.returncode != 0:
            sys.exit(f"visual check: parity-web failed on {folder.name}/:\n{run.stderr}")
    fixtures = sorted(FIXTURES.rglob("*.json"))
    written = sorted(out.rglob("*.txt"))
    if len(written) != len(fixtures):
        sys.exit(f"visual check: {len(written)} fixtures checked, {len(fixtures)} in test-fixtures/")
    found = findings(out)
    unexpected = {name: lines for name, lines in found.items() if lines != EXPECTED.get(name)}
    missing = sorted(set(EXPECTED) - set(found))
    for name, lines in unexpected.items():
        for line in lines:
            print(f"FAIL {name}: {line}")
    for name in missing:
        print(f"FAIL {name}: the expected finding is gone; update EXPECTED in {Path(__file__).name}")
    shots = sorted(screenshots.glob("*.png"))
    print(f"{len(fixtures) - len(unexpected) - len(missing)} passed, {len(unexpected) + len(missing)} failed "
          f"(visual check over test-fixtures/; {len(shots)} screenshots in {screenshots})")
    return not unexpected and not missing


def stylesheet():
    css = subprocess.run(["node", "--input-type=module", "-e",
                          "import { STYLESHEET } from './src/Stylesheet.js'; process.stdout.write(STYLESHEET)"],
                         cwd=WEB, check=True, capture_output=True, text=True)
    return css.stdout


def check_breakages(work):
    """Each check reports the defect it is for."""
    css = stylesheet()
    caught = True
    for index, (check, defect, before, after, fixture) in enumerate(BREAKAGES):
        if css.count(before) != 1:
            sys.exit(f"visual check: the stylesheet no longer has {before!r} once; update BREAKAGES")
        broken = work / f"broken-{index}.css"
        broken.write_text(css.replace(before, after), encoding="utf-8")
        out = work / f"broken-{index}"
        run = parity_web("--stylesheet", str(broken), "--out", str(out), str(FIXTURES / fixture))
        lines = [line for lines in findings(out).values() for line in lines]
        if run.returncode != 0 or not any(line.startswith(check + ":") for line in lines):
            print(f"FAIL the {check} check misses: {defect} ({fixture}){run.stderr}")
            caught = False
        else:
            example = next(line for line in lines if line.startswith(check + ":"))
            print(f"the {check} check catches: {defect}\n    {example}")
    return caught


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    screenshots = Path(sys.argv[1])
    screenshots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        looks_right = check_corpus(work, screenshots)
        caught = check_breakages(work)
    sys.exit(0 if looks_right and caught else 1)


if __name__ == "__main__":
    main()
