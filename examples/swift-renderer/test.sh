#!/usr/bin/env bash
# The Swift example: a small renderer's own Swift Testing suite
# checked against the whole RenderParity corpus with `expectParity`. Then the
# same run in artifact mode, checked from outside with `parity compare --actual`.
# Fails if the suite fails, or if the deliberately broken case stops showing the diff.
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

# Artifact mode: every actual snapshot under its golden's name, then the whole run from outside.
RENDERPARITY_ARTIFACTS="$work/actual" swift test --skip-build --filter rendersLikeTheGolden >/dev/null
swift build --package-path ../.. --product parity >/dev/null
"$(swift build --package-path ../.. --show-bin-path)/parity" compare --root ../.. --actual "$work/actual" --name swift-renderer-example \
  --filter .json
