#!/usr/bin/env python3
"""Commit subjects stay at most 72 characters, so `git log --oneline`, review tools and
mail keep them on one line; the why goes in the body (docs/contributing.md, "Style").

Older history cannot be rewritten, so only the commits after BASE are held to it: BASE is
the last commit before the rule was checked. A branch that began before BASE and was merged
after it brings older commits along; those are named in PREDATE_THE_RULE, each checked to
exist, so the list cannot hide a new commit. Before checking, the script makes sure a
subject one character too long is refused, so a check that can no longer fail does not
pass quietly. A clone without BASE (a shallow one) is an error, never a pass.

    python3 scripts/check-commit-subjects.py    # CI: .ci/run
"""
import os
import subprocess
import sys

# The last commit before subjects were checked; every commit after it is.
BASE = "1171461154b0281f7854e0aa92bcb65f2dbc94ca"
LIMIT = 72
# Commits made on branches that began before BASE, merged after it (their history is shared).
PREDATE_THE_RULE = {
    "18d58455fe20": "speed branch, before the rule",
    "abd8cef19e6a": "speed branch, before the rule",
    "3d735d023c1f": "speed branch, before the rule",
}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def too_long(commits):
    """One line per (hash, subject) whose subject runs past LIMIT characters."""
    return [f"{sha[:12]}: subject is {len(subject)} characters, at most {LIMIT}: {subject}"
            for sha, subject in commits if len(subject) > LIMIT]


def git(*arguments):
    return subprocess.run(["git", "-C", ROOT, *arguments], capture_output=True, text=True, check=False)


def commits_after(base):
    """(hash, subject) of every commit reachable from HEAD and not from `base`."""
    listing = git("log", "--format=%H%x00%s", f"{base}..HEAD")
    if listing.returncode != 0:
        sys.exit(f"check-commit-subjects: git log failed: {listing.stderr.strip()}")
    return [tuple(line.split("\0", 1)) for line in listing.stdout.splitlines() if line]


def main():
    if not too_long([("0" * 40, "x" * (LIMIT + 1))]) or too_long([("0" * 40, "x" * LIMIT)]):
        sys.exit(f"check-commit-subjects: the check does not tell {LIMIT + 1} characters from {LIMIT}")
    if git("cat-file", "-e", BASE + "^{commit}").returncode != 0:
        sys.exit(f"check-commit-subjects: {BASE[:12]} is not in this clone's history "
                 "(a shallow clone? run 'git fetch --unshallow'); nothing was checked")
    commits = commits_after(BASE)
    known = {sha[:12] for sha, _ in commits}
    stale = sorted(set(PREDATE_THE_RULE) - known)
    if stale:
        sys.exit("check-commit-subjects: PREDATE_THE_RULE names commits not after the base: " + ", ".join(stale))
    problems = too_long([(sha, subject) for sha, subject in commits if sha[:12] not in PREDATE_THE_RULE])
    for line in problems:
        print(line, file=sys.stderr)
    if problems:
        print(f"{len(problems)} commit subject(s) too long: reword them (git rebase -i) before merging",
              file=sys.stderr)
        return 1
    print(f"{len(commits)} commit subject(s) after {BASE[:12]} are at most {LIMIT} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
