#!/usr/bin/env python3
"""Every relative link in the Markdown docs points at a file that exists, and at a heading in it.

The docs are split by reader (README.md for users, docs/ for contributors, CHANGELOG.md for
history) and link to each other a lot; a moved section or a renamed file would otherwise leave
links that lead nowhere. Anchors are matched the way GitHub makes them from headings.

Usage: check-doc-links.py [ROOT]   (default: the repository this script is in)
Exit 0 when every link resolves, 1 with one line per broken link otherwise.
"""
import re
import sys
from pathlib import Path

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def markdown_files(root):
    names = ["README.md", "CHANGELOG.md"]
    files = [root / n for n in names if (root / n).is_file()]
    for folder in ["docs", "ports", "spec", "examples"]:
        if (root / folder).is_dir():
            files += sorted(p for p in (root / folder).rglob("*.md") if "node_modules" not in p.parts)
    return files


def prose_lines(text):
    """The lines outside fenced code blocks, where a link is a link."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def anchors(path):
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered."""
    seen = {}
    result = set()
    for _, line in prose_lines(path.read_text(encoding="utf-8")):
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def broken_links(root):
    problems = []
    for source in markdown_files(root):
        for number, line in prose_lines(source.read_text(encoding="utf-8")):
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target):
                    continue  # an absolute URL: not ours to check offline
                path_part, _, anchor = target.partition("#")
                resolved = (source.parent / path_part).resolve() if path_part else source
                where = f"{source.relative_to(root)}:{number}"
                if not resolved.exists():
                    problems.append(f"{where}: {target}: no such file")
                elif anchor and resolved.is_file() and resolved.suffix == ".md" and anchor not in anchors(resolved):
                    problems.append(f"{where}: {target}: no heading with anchor #{anchor}")
    return problems


def main(argv):
    root = Path(argv[1]).resolve() if len(argv) > 1 else Path(__file__).resolve().parent.parent
    problems = broken_links(root)
    for problem in problems:
        print(f"check-doc-links: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
