#!/usr/bin/env bash
# The web loader's errors, worded as the Swift reference words them, on every file of
# spec/vocabulary-cases/errors/ (test.sh runs it):
#
#   bash ports/web/tools/vocabulary-wording.sh PARITY_BINARY
#
# The web side is tools/vocabulary-errors.mjs (the loader, run from the cases' folder so files
# are named as given). The Swift side is `parity vocabulary NAME.json` when the binary has that
# command (its error on stderr, exit 2; a leading "parity: " is not part of the message), and
# otherwise the reference's own loader through `swift test --filter VocabularyCasesTests`, which
# holds it to the manifest the web lines are compared with here.
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
if "$parity" vocabulary --help >/dev/null 2>&1; then
  for name in $names; do
    status=0
    "$parity" vocabulary "$name" > /dev/null 2> "$work/stderr" || status=$?
    if [ "$status" -ne 2 ]; then
      echo "parity vocabulary $name: exit $status, expected 2 (the file must not load)" >&2
      exit 1
    fi
    printf '%s\t%s\n' "${name%.json}" "$(tail -n 1 "$work/stderr" | sed 's/^parity: //')"
  done > "$work/swift.tsv"
  source="parity vocabulary"
else
  (cd "$root" && swift test --filter VocabularyCasesTests >/dev/null 2>&1) || {
    echo "the Swift reference does not match spec/vocabulary-cases/errors/manifest.tsv: swift test --filter VocabularyCasesTests" >&2
    exit 1
  }
  tail -n +2 manifest.tsv > "$work/swift.tsv"
  source="the Swift loader (swift test --filter VocabularyCasesTests, against manifest.tsv)"
fi
if ! diff "$work/swift.tsv" "$work/web.tsv"; then
  echo "the web loader's errors differ from the Swift reference's (< Swift, > web)" >&2
  exit 1
fi
echo "$(wc -l < "$work/web.tsv") vocabulary errors worded alike ($source)"
