#!/usr/bin/env python3
"""`parity update --interactive` in a real pseudo-terminal.

    python3 scripts/interactive-update-test.py PARITY

Makes a temporary copy of the corpus with one golden missing (screens/budget), one
changed (nodes/badge) and one without a fixture (old/gone), then checks that:

- with standard input not a terminal it refuses, exit 2, naming --dry-run and --filter,
  and writes nothing; with CI set it refuses too, even on a terminal;
- on a terminal (Python's pty module) it shows each golden as `update` does, asks, and
  re-asks after an answer that means nothing; answering accept, skip, accept writes the
  new golden, leaves the changed one as it was and removes the obsolete one, then prints
  the summary line;
- quitting at once writes nothing;
- `parity update --only nodes/badge.json` then accepts the skipped change, and `verify` passes.
"""
import os
import pty
import select
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGET = "test-snapshots/screens/budget.txt"
BADGE = "test-snapshots/nodes/badge.txt"
GONE = "test-snapshots/old/gone.txt"


def fail(message):
    print("interactive-update-test: FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def environment(**extra):
    """The caller's environment without CI (the test sets it where it means to), colour off."""
    env = {key: value for key, value in os.environ.items() if key not in ("CI", "FORCE_COLOR")}
    env.update(NO_COLOR="1", **extra)
    return env


def read(root, relative):
    path = os.path.join(root, relative)
    if not os.path.exists(path):
        return None
    with open(path, "rb") as file:
        return file.read()


def tree(root):
    """Every file below the root with its bytes, to compare before and after a run."""
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                files[os.path.relpath(path, root)] = file.read()
    return files


class Terminal:
    """A process on a pseudo-terminal: what it printed, and typing a line at it."""

    def __init__(self, argv, cwd, env):
        self.output = b""
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(cwd)
            os.execve(argv[0], argv, env)

    def read_until(self, token, timeout=60):
        deadline = time.monotonic() + timeout
        while token.encode() not in self.output:
            remaining = deadline - time.monotonic()
            check(remaining > 0, f"timed out waiting for {token!r}; the terminal shows:\n{self.text()}")
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready and not self.read_some():
                fail(f"the terminal closed before {token!r}; it shows:\n{self.text()}")

    def read_some(self):
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the other side closed
            return False
        self.output += chunk
        return bool(chunk)

    def answer(self, question_count, line):
        """Waits for the `question_count`-th question, then types `line` and Enter."""
        deadline = time.monotonic() + 60
        while self.output.count(b"accept? ") < question_count:
            check(time.monotonic() < deadline, f"no question {question_count}; the terminal shows:\n{self.text()}")
            ready, _, _ = select.select([self.fd], [], [], 1)
            if ready and not self.read_some():
                fail(f"the terminal closed before question {question_count}:\n{self.text()}")
        os.write(self.fd, line.encode() + b"\r")

    def finish(self):
        """Reads to the end and returns the exit status."""
        while self.read_some():
            pass
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)

    def text(self):
        return self.output.decode("utf-8", "replace").replace("\r\n", "\n")


def drifted_copy(work):
    for folder in ("test-fixtures", "test-snapshots", "spec"):
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(work, folder))
    os.remove(os.path.join(work, BUDGET))
    with open(os.path.join(work, BADGE), "wb") as file:
        file.write(b"Divider\n")
    os.makedirs(os.path.join(work, os.path.dirname(GONE)))
    with open(os.path.join(work, GONE), "wb") as file:
        file.write(b"Spacer\n")


def main():
    if len(sys.argv) != 2:
        fail("usage: interactive-update-test.py PARITY")
    parity = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="interactive-update-test-")
    try:
        drifted_copy(work)
        before = tree(work)

        refused = subprocess.run([parity, "update", "--interactive"], cwd=work, env=environment(),
                                 stdin=subprocess.DEVNULL, capture_output=True, text=True)
        check(refused.returncode == 2, f"without a terminal: exit {refused.returncode}, expected 2")
        check("not a terminal" in refused.stderr and "--dry-run" in refused.stderr and "--filter" in refused.stderr,
              "the refusal should say why and name --dry-run and --filter: " + refused.stderr)
        check(tree(work) == before, "the refused run changed files")

        in_ci = Terminal([parity, "update", "--interactive"], work, environment(CI="true"))
        in_ci.read_until("CI environment variable")
        check(in_ci.finish() == 2, "with CI set: expected exit 2")
        check(tree(work) == before, "the run refused in CI changed files")

        walk = Terminal([parity, "update", "--interactive"], work, environment())
        walk.answer(1, "maybe")
        walk.read_until("'maybe' is not an answer")
        walk.answer(2, "a")  # the new golden (the question is asked again after 'maybe')
        walk.answer(3, "s")  # the changed one
        walk.answer(4, "a")  # the obsolete one: removed
        walk.read_until("skipped")
        status = walk.finish()
        shown = walk.text()
        check(status == 0, f"the walk exited {status}:\n{shown}")
        for expected in ("add " + BUDGET, "change " + BADGE, "--- golden " + BADGE, "remove " + GONE,
                         "[3/3] accept? a accept, s skip, A accept all remaining, q quit: "):
            check(expected in shown, f"the terminal does not show {expected!r}:\n{shown}")
        last = shown.strip().splitlines()[-1]
        check(last.startswith("1 added, 0 changed, 1 removed, ") and last.endswith(" unchanged, 1 skipped"),
              "the summary line: " + last)
        check(read(work, BUDGET) == read(ROOT, BUDGET), "the accepted new golden is not the reference's snapshot")
        check(read(work, BADGE) == b"Divider\n", "the skipped change was written")
        check(read(work, GONE) is None, "the accepted obsolete golden was not removed")

        after_walk = tree(work)
        quit_run = Terminal([parity, "update", "--interactive"], work, environment())
        quit_run.answer(1, "q")
        quit_run.read_until("skipped")
        check(quit_run.finish() == 0, "quitting should exit 0")
        check(tree(work) == after_walk, "quitting at once changed files")

        only = subprocess.run([parity, "update", "--only", "nodes/badge.json"], cwd=work, env=environment(),
                              stdin=subprocess.DEVNULL, capture_output=True, text=True)
        check(only.returncode == 0 and only.stdout.strip().splitlines()[-1] == "0 added, 1 changed, 0 removed, 0 unchanged",
              f"update --only: exit {only.returncode}: {only.stdout}{only.stderr}")
        verify = subprocess.run([parity, "verify"], cwd=work, env=environment(), capture_output=True, text=True)
        check(verify.returncode == 0, "verify after accepting everything:\n" + verify.stdout)
        print("interactive update: refuses without a terminal and in CI; accept/skip/accept in a pty wrote "
              "exactly what was accepted; quit wrote nothing; --only accepted the rest; verify passes")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
