#!/usr/bin/env bash
# The web loader's errors, worded as the Swift reference words them, on every file of
# spec/vocabulary-cases/errors/ (test.sh runs it):
#
#   bash ports/web/tools/vocabulary-wording.sh PARITY_BINARY
#
# The web side is tools/vocabulary-errors.mjs (the loader, run from the cases' folder so files
# are named as given). The Swift side is `parity vocabulary NAME.json`: each file must make it
# exit 2 with its one-line error on stderr (a leading "parity: " is not part of the message).
# Both are also held to errors/manifest.tsv by their own tests (VocabularyCasesTests,
# tests/vocabulary-cases.test.mjs); this compares the two loaders on the same files directly.
set -euo pipefail
parity=$(realpath "$1")
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cases="$root/spec/vocabulary-cases/errors"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$cases"
names=$(ls -- *.json | LC_ALL=C sort)
# shellcheck disable=SC2086
node "$root/ports/web/tools/vocabulary-errors.mjs" $names > "$work/web.tsv"
for name in $names; do
  status=0
  "$parity" vocabulary "$name" > /dev/null 2> "$work/stderr" || status=$?
  if [ "$status" -ne 2 ] || [ ! -s "$work/stderr" ]; then
    echo "parity vocabulary $name: exit $status, expected 2 and its error (the file must not load)" >&2
    cat "$work/stderr" >&2
    exit 1
  fi
  if [ "$(wc -l < "$work/stderr")" -ne 1 ]; then
    echo "parity vocabulary $name: more than one line on stderr, expected its one-line error:" >&2
    cat "$work/stderr" >&2
    exit 1
  fi
  printf '%s\t%s\n' "${name%.json}" "$(sed 's/^parity: //' "$work/stderr")"
done > "$work/swift.tsv"
if ! diff "$work/swift.tsv" "$work/web.tsv"; then
  echo "the web loader's errors differ from the Swift reference's (< Swift, > web)" >&2
  exit 1
fi
echo "$(wc -l < "$work/web.tsv") vocabulary errors worded alike (parity vocabulary and the web loader)"
