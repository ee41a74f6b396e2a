#!/usr/bin/env bash
# Fuzzes reader → decoder → both snapshot paths, a shaped vocabulary's documents and the
# vocabulary loader, for a bounded time (fuzz/FuzzSnapshot.swift).
#
#   bash fuzz/run.sh [SECONDS]    # default 60; builds the target first (fuzz/build.sh)
#
# Seeds: every fixture (test-fixtures/), every reader conformance case (spec/json-cases/),
# the vocabulary conformance cases (spec/vocabulary-cases/) and every earlier finding
# (fuzz/regressions/). The regressions are replayed first, so a finding that comes back
# fails at once. New inputs libFuzzer finds go to fuzz/.build/corpus
# (kept between runs, never committed). A crash, a sanitizer report or a disagreement between
# the two paths stops the run with exit status 1 and leaves the input in fuzz/.build/findings/:
# copy it into fuzz/regressions/ (a regression fixture), fix the bug, run again.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) echo "fuzz/run.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2;; esac

binary="$here/.build/fuzz-snapshot"
mkdir -p "$here/.build"
# Build when there is no binary or a source is newer (a build takes minutes).
mapfile -t stage_folders < <(python3 "$root/scripts/check-stage-order.py" --core | sed "s|^|$root/Sources/|")
if [ ! -x "$binary" ] || [ -n "$(find "${stage_folders[@]}" "$here/FuzzSnapshot.swift" "$here/build.sh" -newer "$binary" -print -quit)" ]; then
    rm -f "$binary"
    build_status=0
    bash "$here/build.sh" >"$here/.build/build.log" 2>&1 || build_status=$?
    # ld.gold warns about every ASan helper symbol; the rest of the log is worth showing.
    grep -v 'Cannot export local symbol' "$here/.build/build.log" || true
    [ "$build_status" -eq 0 ] || { echo "fuzz/run.sh: the build failed" >&2; exit 2; }
fi
corpus="$here/.build/corpus"
findings="$here/.build/findings"
mkdir -p "$corpus" "$findings"

mapfile -t regressions < <(find "$here/regressions" -type f ! -name 'README.md' | LC_ALL=C sort)
if [ "${#regressions[@]}" -gt 0 ]; then
    echo "== replaying ${#regressions[@]} regression inputs"
    "$binary" "${regressions[@]}" 2>&1 | tail -n 3
fi

echo "== fuzzing for ${seconds}s (seeds: test-fixtures, spec/json-cases, spec/vocabulary-cases, fuzz/regressions)"
status=0
# -max_len: large enough for the depth cases (a few KB), small enough to keep executions fast.
# ASAN_OPTIONS: leaks are not findings here (process-lifetime caches), crashes are.
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$binary" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -dict="$here/json.dict" -artifact_prefix="$findings/" -print_final_stats=1 \
    "$corpus" "$root/test-fixtures" "$root/spec/json-cases" "$here/regressions" "$root/spec/vocabulary-cases" \
    >"$findings/last-run.log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|Done )' "$findings/last-run.log" || true
if [ "$status" -ne 0 ]; then
    tail -n 40 "$findings/last-run.log"
    echo "fuzz/run.sh: finding(s) in $findings (full log: $findings/last-run.log); add each to fuzz/regressions/" >&2
    exit 1
fi
echo "== no findings in ${seconds}s"
