#!/usr/bin/env bash
# The Swift example: a small renderer's own test suites, Swift Testing and XCTest,
# checked against the whole RenderParity corpus with `expectParity` and
# `XCTAssertCorpusParity`. Then the same run in artifact mode, checked from outside with
# `swift package parity compare --actual` (the command plugin), which must fail on a wrong
# snapshot; parity-update must ask for permission. Fails if a suite fails, or if a
# deliberately broken case stops showing the diff (the XCTest one must fail its run, at its line).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --build-tests
swift test --skip-build 2>&1 | tee "$work/test.log"

# The broken renderer's known issue prints the diff of spec/diff-format.md, marks included.
for expected in \
  "--- golden test-snapshots/layout/weighted-direct-children.txt" \
  "    3       -   Spacer(weighted=true)" \
  "                      ^^^^^^^^^^^^^^^" \
  "          3 +   Spacer"; do
  grep -qxF -- "  $expected" "$work/test.log" || { echo "test.sh: the known failure no longer shows: $expected" >&2; exit 1; }
done
grep -q "passed after" "$work/test.log"
# One passing case per fixture, counted independently of the corpus locator.
fixtures=$(find ../../test-fixtures -name '*.json' | wc -l)
grep -q "Test rendersLikeTheGolden(_:) with $fixtures test cases passed" "$work/test.log" \
  || { echo "test.sh: expected $fixtures passing fixture cases" >&2; exit 1; }

# XCTest: every fixture from one method, the summary line, and nothing failed (the broken case is skipped).
grep -q "parity corpus .*: $fixtures passed, 0 failed" "$work/test.log" \
  || { echo "test.sh: expected the XCTest corpus run to pass $fixtures fixtures" >&2; exit 1; }
grep -qF "Executed 3 tests, with 1 test skipped and 0 failures (0 unexpected)" "$work/test.log" \
  || { echo "test.sh: the XCTest suite's summary is not 3 tests, 1 skipped, 0 failures" >&2; exit 1; }

# XCTest's broken case must fail its run, once, at its own line, with the diff.
set +e
SHOW_PARITY_FAILURE=1 swift test --skip-build --filter ParityXCTests.testABrokenRendererShowsTheDiff >"$work/broken.log" 2>&1
status=$?
set -e
line=$(grep -n "the failure test.sh expects" Tests/MiniRendererXCTests/ParityXCTests.swift | cut -d: -f1)
[ "$status" -ne 0 ] || { echo "test.sh: the broken XCTest case passed" >&2; cat "$work/broken.log" >&2; exit 1; }
grep -qF "Executed 1 test, with 1 failure (0 unexpected)" "$work/broken.log" \
  && grep -qF "ParityXCTests.swift:$line: error: ParityXCTests.testABrokenRendererShowsTheDiff : failed - layout/weighted-direct-children.json: snapshot differs from its golden" "$work/broken.log" \
  && grep -qxF "    3       -   Spacer(weighted=true)" "$work/broken.log" \
  || { echo "test.sh: the broken XCTest case does not fail once at line $line with the diff" >&2; cat "$work/broken.log" >&2; exit 1; }

# Artifact mode: every actual snapshot under its golden's name, then the whole run from outside,
# through the command plugin (`swift package parity …`), as a package that depends on RenderParity
# runs it: no vendored copy, and the plugin builds `parity` itself.
RENDERPARITY_ARTIFACTS="$work/actual" swift test --skip-build --filter rendersLikeTheGolden >/dev/null
swift package parity compare --actual "$work/actual" --name swift-renderer-example --filter .json \
  --report junit --output "$work/parity.xml" | tee "$work/compare.log"
grep -q "^$fixtures passed, 0 failed$" "$work/compare.log" || { echo "test.sh: the plugin's compare did not pass $fixtures" >&2; exit 1; }
grep -q "<testsuite" "$work/parity.xml" || { echo "test.sh: the plugin wrote no JUnit report" >&2; exit 1; }
swift package parity verify | tail -1
# A failing run fails the plugin too, so a CI step goes red.
mkdir -p "$work/wrong/nodes" && printf 'Text\n' > "$work/wrong/nodes/badge.txt"
if swift package parity compare --actual "$work/wrong" --name broken --filter nodes/badge.json >"$work/wrong.log" 2>&1; then
  echo "test.sh: the plugin passed a wrong snapshot" >&2; exit 1
fi
grep -q "exited with status 1" "$work/wrong.log" || { echo "test.sh: the plugin did not report parity's status" >&2; exit 1; }
# parity-update declares that it writes into the package: without the permission SwiftPM refuses it,
# with it the update runs (a dry run here, which writes nothing).
if swift package parity-update --dry-run >"$work/update.log" 2>&1; then
  echo "test.sh: parity-update ran without the permission to write" >&2; exit 1
fi
grep -q -- "--allow-writing-to-package-directory" "$work/update.log" || { cat "$work/update.log" >&2; exit 1; }
env -u CI swift package --allow-writing-to-package-directory parity-update --dry-run | tail -1
