#!/usr/bin/env bash
# The documented install (docs/install.md), checked as a team would use it: scripts/install.sh
# into a temporary prefix, then the installed `parity` run from outside the repository, on a
# copy of the corpus, from that copy's own folder, with no Swift toolchain on PATH.
# Fails if the install fails, if the binary needs the Swift runtime's shared libraries on Linux,
# if verify does not pass on the copy, or if it does not fail once a golden is changed.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "install-test: $*" >&2; exit 1; }

if bash scripts/install.sh >/dev/null 2>&1; then fail "install.sh without PREFIX should be a usage error"; fi

bash scripts/install.sh "$work/prefix"
parity="$work/prefix/bin/parity"
[ -x "$parity" ] || fail "no executable at $parity"
[ "$("$parity" --version)" = "parity $(cat VERSION)" ] || fail "installed version is not VERSION's"
if [ "$(uname -s)" = Linux ] && ldd "$parity" | grep -q 'libswiftCore\|libFoundation'; then
    fail "the installed parity links the Swift runtime dynamically: $(ldd "$parity" | grep swift)"
fi

# A copy of the corpus outside the repository, as a renderer repository would keep it.
mkdir "$work/corpus"
cp -R test-fixtures test-snapshots spec "$work/corpus/"
fixtures=$(find "$work/corpus/test-fixtures" -name '*.json' | wc -l)
clean_env=(env -i "PATH=/usr/bin:/bin" "HOME=$work")

(cd "$work/corpus/test-fixtures/screens" && "${clean_env[@]}" "$parity" verify) > "$work/verify.log" 2>&1 \
    || { cat "$work/verify.log" >&2; fail "verify failed on the copied corpus"; }
passed=$(sed -n 's/^\([0-9]*\) passed, 0 failed$/\1/p' "$work/verify.log")
[ -n "$passed" ] && [ "$passed" -ge "$fixtures" ] || fail "expected at least $fixtures passing, got: $(tail -1 "$work/verify.log")"
case "$(cd "$work" && pwd -P)" in "$repo"/*) fail "the copy is inside the repository" ;; esac

# The same binary must fail the copy once a golden is changed, naming it.
golden="$work/corpus/test-snapshots/nodes/badge.txt"
printf 'changed\n' >> "$golden"
status=0
(cd "$work/corpus" && "${clean_env[@]}" "$parity" verify) > "$work/changed.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "verify on a changed golden exited $status, expected 1"
grep -q "nodes/badge.json" "$work/changed.log" || fail "verify did not name the changed fixture"
echo "install-test: parity installed into a temporary prefix; verify passes on a copy of the corpus ($passed passed) and fails on a changed golden"
