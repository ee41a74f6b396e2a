#!/usr/bin/env bash
# The testing helpers seen from outside, in both frameworks. Tests/Data/testing-helpers is
# copied into a fresh folder outside the repository, its dependency pointed at this clone,
# and `swift test` run there (its own --scratch-path, so it never waits on this package's
# build folder). A helper can only be trusted to fail if a failure is seen to be reported,
# so the output is read:
#   - each line marked `// FAILS: TEXT` (or below `// FAILS BELOW: TEXT` lines) is reported
#     as a failure at exactly that line, with TEXT in its first line; mismatches show the diff;
#   - XCTest's `Executed N tests, with M failures` and Swift Testing's `Test run with N tests
#     … with M issues` count exactly the marked failures and the tests there are, so no other
#     failure, and no silent pass, goes unnoticed;
#   - RENDERPARITY_CORPUS (missing, empty, another corpus, one with a project file),
#     RENDERPARITY_VOCABULARY and RENDERPARITY_ARTIFACTS behave as in the Swift Testing helpers.
#
#   bash scripts/testing-helpers-test.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
pass() { echo "ok   $*"; }

package=$work/checks
cp -R "$repo/Tests/Data/testing-helpers" "$package"
sed -i "s|path: \"../../..\"|path: \"$repo\"|" "$package/Package.swift"
grep -qF "path: \"$repo\"" "$package/Package.swift" || { echo "could not point the package at $repo" >&2; exit 2; }

echo "== building the check package (outside the repository, in $work)"
swift build --build-tests --package-path "$package" --scratch-path "$work/build" >"$work/build.log" 2>&1 \
  || { cat "$work/build.log"; echo "the check package does not build" >&2; exit 2; }

# run LOG [ENV=VALUE…] [-- swift test arguments…]: runs the suite, keeps its output and status.
run() {
  local log=$1; shift
  local env=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do env+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  set +e
  env "${env[@]}" swift test --skip-build --package-path "$package" --scratch-path "$work/build" "$@" >"$log" 2>&1
  status=$?
  set -e
}

# The expected failures of a suite's file, as LINE<TAB>TEXT: a line ending in `// FAILS: TEXT`,
# and each `// FAILS BELOW: TEXT` line above a line (for a line that reports more than one).
markers() {
  awk '/^[[:space:]]*\/\/ FAILS BELOW: / { sub(/.*\/\/ FAILS BELOW: /, ""); below[++n] = $0; next }
       { for (i = 1; i <= n; i++) print NR "\t" below[i]; n = 0 }
       /\/\/ FAILS: / { text = $0; sub(/.*\/\/ FAILS: /, "", text); print NR "\t" text }' "$1"
}

echo "== the whole check package: swift test"
run "$work/all.log"
[ "$status" -ne 0 ] && pass "swift test fails, as it must" || fail "swift test passed with failures expected"

xctest=$package/Tests/XCTestChecks/XCTestChecks.swift
while IFS=$'\t' read -r line text; do
  grep -F -- "XCTestChecks.swift:$line: error: " "$work/all.log" | grep -qF -- "$text" \
    && pass "XCTest: failure at line $line: $text" || fail "XCTest: no failure at XCTestChecks.swift:$line with: $text"
done < <(markers "$xctest")
xctest_tests=$(grep -c '^    func test' "$xctest")
xctest_failures=$(markers "$xctest" | wc -l)
summary="Executed $xctest_tests tests, with $xctest_failures failures (0 unexpected)"
grep -A1 "^Test Suite 'All tests'" "$work/all.log" | grep -qF "$summary" \
  && pass "XCTest: $summary" || fail "XCTest: expected '$summary', got: $(grep -A1 "^Test Suite 'All tests'" "$work/all.log" | tail -1)"

testing=$package/Tests/SwiftTestingChecks/SwiftTestingChecks.swift
while IFS=$'\t' read -r line text; do
  grep -A1 -F -- "at SwiftTestingChecks.swift:$line:" "$work/all.log" | grep -F "↳ " | grep -qF -- "$text" \
    && pass "Swift Testing: issue at line $line: $text" || fail "Swift Testing: no issue at SwiftTestingChecks.swift:$line with: $text"
done < <(markers "$testing")
testing_tests=$(grep -c '@Test' "$testing")
testing_issues=$(markers "$testing" | wc -l)
grep -qE "^. Test run with $testing_tests tests in 1 suite failed after [0-9.]+ seconds with $testing_issues issues\.$" \
  "$work/all.log" && pass "Swift Testing: $testing_tests tests, $testing_issues issues" \
  || fail "Swift Testing: expected $testing_tests tests with $testing_issues issues, got: $(grep 'Test run with' "$work/all.log")"

# The diff of spec/diff-format.md, marks included, under the mismatch of each framework
# (XCTest prints the message as it is; Swift Testing indents the lines after the first by two).
changed='  Badge(text="Overdue", color='
marks=$(printf '%*s' $((14 + ${#changed})) '')
shown=0
for indent in "" "  "; do
  for expected in "--- golden test-snapshots/nodes/badge.txt" "+++ actual" "@@ -1,4 +1,4 @@" \
    '    3       -   Badge(text="Overdue", color=red)' "$marks^^^" \
    '          3 +   Badge(text="Overdue", color=blue)' "$marks^^^^" \
    "actual has CRLF line endings (4 lines, first at line 1)"; do
    grep -qxF -- "$indent$expected" "$work/all.log" && shown=$((shown + 1)) \
      || fail "the diff line '$indent$expected' is not shown"
  done
done
[ "$shown" -eq 16 ] && pass "both frameworks show the diff, its marks and the CRLF line endings"
grep -qF "parity corpus $repo: $(find "$repo/test-fixtures" -name '*.json' | wc -l) passed, 0 failed" "$work/all.log" \
  && pass "the whole-corpus summary line" || fail "no 'N passed, 0 failed' summary for the whole corpus"
grep -qF "parity corpus $repo: $(($(find "$repo/test-fixtures/nodes" -name '*.json' | wc -l) - 2)) passed, 2 failed" \
  "$work/all.log" && pass "the summary counts both failing fixtures" || fail "no 'N passed, 2 failed' summary"

echo "== RENDERPARITY_CORPUS and RENDERPARITY_ARTIFACTS (XCTestEnvironmentChecks alone)"
env_test=(-- --filter XCTestEnvironmentChecks)
run "$work/missing.log" RENDERPARITY_CORPUS="$work/nowhere" "${env_test[@]}"
[ "$status" -ne 0 ] && grep -qF "Executed 1 test, with 1 failure" "$work/missing.log" \
  && grep -qF "failed - parity corpus unavailable: $work/nowhere/test-fixtures" "$work/missing.log" \
  && pass "a missing corpus fails" || fail "a missing corpus: $(cat "$work/missing.log")"

mkdir -p "$work/empty/test-fixtures"
run "$work/empty.log" RENDERPARITY_CORPUS="$work/empty" "${env_test[@]}"
[ "$status" -ne 0 ] && grep -qF "Executed 1 test, with 1 failure" "$work/empty.log" \
  && grep -qF "failed - parity corpus $work/empty has no fixtures under test-fixtures/" "$work/empty.log" \
  && pass "an empty corpus fails" || fail "an empty corpus: $(cat "$work/empty.log")"

mkdir -p "$work/other/test-fixtures/nodes" "$work/other/test-snapshots/nodes"
cp "$repo/test-fixtures/nodes/badge.json" "$work/other/test-fixtures/nodes/"
cp "$repo/test-snapshots/nodes/badge.txt" "$work/other/test-snapshots/nodes/"
run "$work/other.log" RENDERPARITY_CORPUS="$work/other" RENDERPARITY_ARTIFACTS="$work/artifacts" "${env_test[@]}"
[ "$status" -eq 0 ] && grep -qF "parity corpus $work/other: 1 passed, 0 failed" "$work/other.log" \
  && pass "another corpus, named in the environment, is the one checked" || fail "another corpus: $(cat "$work/other.log")"
cmp -s "$work/artifacts/nodes/badge.txt" "$repo/test-snapshots/nodes/badge.txt" \
  && [ "$(find "$work/artifacts" -type f | wc -l)" -eq 1 ] \
  && pass "artifact mode keeps the actual snapshot under its golden's name" || fail "artifact mode wrote the wrong files"

# A corpus laid out by its project file: its own vocabulary, fixtures in inputs/, goldens in goldens/.
acme=$repo/examples/custom-vocabulary/acme
mkdir -p "$work/project/inputs/nodes" "$work/project/goldens/nodes" "$work/project/vocabulary"
cp "$acme/vocabulary/acme-sdui.json" "$work/project/vocabulary/"
for name in badge label-defaults; do
  cp "$acme/test-fixtures/nodes/$name.json" "$work/project/inputs/nodes/"
  cp "$acme/test-snapshots/nodes/$name.txt" "$work/project/goldens/nodes/"
done
echo '{ "vocabulary": "vocabulary/acme-sdui.json", "fixtures": "inputs", "snapshots": "goldens" }' \
  >"$work/project/renderparity.json"
run "$work/project.log" RENDERPARITY_CORPUS="$work/project" "${env_test[@]}"
[ "$status" -eq 0 ] && grep -qF "parity corpus $work/project: 2 passed, 0 failed" "$work/project.log" \
  && pass "a project file's vocabulary and folders are the ones checked" || fail "a project-file corpus: $(cat "$work/project.log")"
run "$work/builtin.log" RENDERPARITY_CORPUS="$work/project" RENDERPARITY_VOCABULARY=builtin "${env_test[@]}"
[ "$status" -ne 0 ] && grep -qF "Executed 1 test, with 2 failures" "$work/builtin.log" \
  && grep -qF -- "--- golden goldens/nodes/badge.txt" "$work/builtin.log" \
  && pass "RENDERPARITY_VOCABULARY wins, and a failure names the project's goldens" \
  || fail "RENDERPARITY_VOCABULARY=builtin: $(cat "$work/builtin.log")"

if [ "$failures" -ne 0 ]; then
  echo "testing-helpers-test.sh: $failures checks failed; the whole run:" >&2
  cat "$work/all.log" >&2
  exit 1
fi
echo "testing-helpers-test.sh: all checks passed"
