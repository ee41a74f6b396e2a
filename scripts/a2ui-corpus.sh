#!/usr/bin/env bash
# The A2UI corpus (spec/a2ui.md §7): each test catalog's vocabulary is what the importer writes
# from it today, then `parity verify` over each corpus (basic: every component and malformed
# case; minimal: the part the web example renderer passes in Chromium).
#   bash scripts/a2ui-corpus.sh PARITY
# With --kotlin JAR, both corpora are checked from outside instead (spec/a2ui.md §8): the
# Kotlin port's `snapshot --out` turns each stream into its snapshot (the project file says
# the fixtures are streams), and `parity compare --actual` holds them to the goldens.
#   bash scripts/a2ui-corpus.sh PARITY --kotlin JAR
set -euo pipefail
PARITY=$(cd "$(dirname "${1:?usage: a2ui-corpus.sh PARITY [--kotlin JAR]}")" && pwd)/$(basename "$1")
JAR=
if [ "${2:-}" = "--kotlin" ]; then JAR=$(cd "$(dirname "${3:?--kotlin needs the jar}")" && pwd)/$(basename "$3"); fi
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "$JAR" ]; then
    for corpus in basic minimal; do
        folder=examples/a2ui/$corpus
        java -jar "$JAR" snapshot --root "$folder" --out "$work/kotlin-$corpus" "$folder/test-fixtures" > /dev/null
        "$PARITY" compare --root "$folder" --actual "$work/kotlin-$corpus" --name kotlin
    done
    # The check can fail: a changed snapshot must be caught.
    printf 'Surface(id="main")\n' > "$work/kotlin-minimal/layout/text-h1.txt"
    if "$PARITY" compare --root examples/a2ui/minimal --actual "$work/kotlin-minimal" --name kotlin > /dev/null 2>&1; then
        echo "a2ui-corpus: compare passed a changed Kotlin snapshot; the check is broken" >&2
        exit 1
    fi
    echo "a2ui corpus: the Kotlin port reproduces every golden of both corpora"
    exit 0
fi
for corpus in basic minimal; do
    folder=examples/a2ui/$corpus
    "$PARITY" vocabulary import-a2ui "examples/a2ui/catalogs/$corpus.json" --common examples/a2ui/catalogs/common.json \
        --out "$work/$corpus.json"
    if ! cmp -s "$work/$corpus.json" "$folder/vocabulary.json"; then
        echo "a2ui-corpus: $folder/vocabulary.json is not what the importer writes from examples/a2ui/catalogs/$corpus.json;" >&2
        echo "  regenerate: parity vocabulary import-a2ui examples/a2ui/catalogs/$corpus.json --common examples/a2ui/catalogs/common.json --out $folder/vocabulary.json" >&2
        diff "$folder/vocabulary.json" "$work/$corpus.json" | head -20 >&2
        exit 1
    fi
    "$PARITY" verify --root "$folder"
done
# The check can fail: a changed golden must be caught.
cp -r examples/a2ui/minimal "$work/broken"
printf 'Surface(id="main")\n' > "$work/broken/test-snapshots/layout/text-h1.txt"
if "$PARITY" verify --root "$work/broken" > /dev/null 2>&1; then
    echo "a2ui-corpus: verify passed a changed golden; the check is broken" >&2
    exit 1
fi
echo "a2ui corpus: vocabularies current, every golden matches"
