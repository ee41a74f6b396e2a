#!/usr/bin/env bash
# The custom-vocabulary examples, as CI runs them: `parity verify` on both corpora (acme: a DSL of
# its own; extends: the built-in DSL plus two node types), the schema contract check on both, and
# the built-in vocabulary given as a file reproducing every built-in golden and the built-in
# vocabulary's snapshots of 3,000 generated documents.
#
# Usage: test.sh [PARITY_BINARY]   (default: builds parity with `swift build`)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
parity=${1:-}
if [ -z "$parity" ]; then
    (cd "$repo" && swift build --product parity >/dev/null)
    parity="$(cd "$repo" && swift build --show-bin-path)/parity"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "custom-vocabulary: $*" >&2; exit 1; }

# Each corpus names its vocabulary in renderparity.json; verify's first line says which it used.
for corpus in acme:acme-sdui extends:acme-dsl; do
    folder=${corpus%%:*} name=${corpus##*:}
    "$parity" verify --root "$here/$folder" > "$work/verify.txt" || { cat "$work/verify.txt"; fail "$folder: verify failed"; }
    head -1 "$work/verify.txt" | grep -q "^vocabulary: $name " || fail "$folder: first line is not its vocabulary: $(head -1 "$work/verify.txt")"
    tail -1 "$work/verify.txt"
    python3 "$repo/scripts/check-schema-contract.py" "$parity" "$here/$folder"
    # The goldens depend on the vocabulary: held to the built-in DSL instead, the corpus fails.
    if "$parity" verify --root "$here/$folder" --vocabulary builtin > /dev/null; then
        fail "$folder: passes with the built-in vocabulary too, so its goldens do not test its own"
    fi
done

# The built-in table given as a file gives byte-identical snapshots on every built-in fixture,
# and the same identity (spec/vocabulary.md §5: the hash is the file's bytes).
cp "$repo/spec/dsl-nodes.json" "$work/builtin-copy.json"
(cd "$repo" && "$parity" verify --vocabulary "$work/builtin-copy.json") > "$work/builtin.txt" \
    || { cat "$work/builtin.txt"; fail "the built-in vocabulary as a file does not reproduce the built-in goldens"; }
[ "$(head -1 "$work/builtin.txt")" = "$(cd "$repo" && "$parity" verify --filter nodes/ | head -1)" ] \
    || fail "the built-in vocabulary as a file has another identity: $(head -1 "$work/builtin.txt")"
tail -1 "$work/builtin.txt"
# ... and on 3,000 generated documents, weighted towards what breaks ports (parity generate).
"$parity" generate --count 3000 --seed 20261125 --out "$work/generated" > /dev/null
"$parity" snapshot --out "$work/as-builtin" "$work/generated" > /dev/null
"$parity" snapshot --vocabulary "$work/builtin-copy.json" --out "$work/as-file" "$work/generated" > /dev/null
[ "$(find "$work/as-file" -name '*.txt' | wc -l)" = 3000 ] || fail "the built-in vocabulary as a file wrote no 3,000 snapshots"
diff -r "$work/as-builtin" "$work/as-file" > "$work/generated.diff" \
    || { head -40 "$work/generated.diff"; fail "the built-in vocabulary as a file snapshots generated documents differently"; }
echo "3000 generated documents: the built-in vocabulary as a file snapshots them alike"

# A broken vocabulary is one line on stderr naming the file and the JSON path, and exit 2.
sed 's/"type": "boolean"/"type": "bool"/' "$here/acme/vocabulary/acme-sdui.json" > "$work/broken.json"
set +e
"$parity" verify --root "$here/acme" --vocabulary "$work/broken.json" > /dev/null 2> "$work/error.txt"
code=$?
set -e
[ "$code" = 2 ] || fail "a broken vocabulary exited $code, not 2"
[ "$(wc -l < "$work/error.txt")" = 1 ] && grep -q '\$\.nodes\[0\]\.fields\[3\]\.type: unknown field type "bool"' "$work/error.txt" \
    || fail "a broken vocabulary's error: $(cat "$work/error.txt")"
echo "custom-vocabulary: all checks passed"
