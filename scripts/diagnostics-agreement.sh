#!/usr/bin/env bash
# The ports' diagnostics, worded and ordered as the Swift reference's (spec §2.4): the same lines,
# `FILE: $.path: message`, from the Kotlin port and the web decoder, for every document of the
# diagnostics corpus (test-fixtures/, in the built-in DSL) and of every corpus written in a
# vocabulary of its own (spec/vocabulary-cases/*, examples/custom-vocabulary/*).
#
#   bash scripts/diagnostics-agreement.sh PARITY KOTLIN_JAR
#
# The Swift side is `parity snapshot --diagnostics FILE`, one process per document; the Kotlin side
# is one `snapshot --out DIR --diagnostics` per corpus, which prints the same lines for each
# document in bytewise path order; the web side is ports/web/tools/diagnostics.mjs (node).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
[ "$#" -eq 2 ] || { echo "usage: diagnostics-agreement.sh PARITY KOTLIN_JAR" >&2; exit 2; }
parity=$(realpath "$1") jar=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# FOLDER VOCABULARY: both ports' diagnostics for every *.json below FOLDER, compared; prints how many.
agree() {
    local folder=$1 vocabulary=$2
    find "$folder" -name '*.json' | LC_ALL=C sort > "$work/documents.txt"
    [ -s "$work/documents.txt" ] || { echo "diagnostics-agreement: no documents under $folder" >&2; exit 1; }
    while IFS= read -r document; do
        "$parity" snapshot --diagnostics --vocabulary "$vocabulary" "$document" 2>&1 > /dev/null || true
    done < "$work/documents.txt" | sed 's/^parity: //' > "$work/swift.txt"
    rm -rf "$work/out"
    java -jar "$jar" snapshot --diagnostics --vocabulary "$vocabulary" --out "$work/out" "$folder" 2>&1 > /dev/null \
        | sed 's/^parity-kotlin: //' > "$work/kotlin.txt"
    xargs node ports/web/tools/diagnostics.mjs --vocabulary "$vocabulary" < "$work/documents.txt" > "$work/web.txt"
    for port in kotlin web; do
        if ! diff -u "$work/swift.txt" "$work/$port.txt"; then
            echo "diagnostics-agreement: $folder: the ports' diagnostics differ (above; - Swift, + $port)" >&2
            exit 1
        fi
    done
    echo "$folder: $(wc -l < "$work/kotlin.txt") diagnostics alike in $(wc -l < "$work/documents.txt") documents (Swift, Kotlin, web)"
}

agree test-fixtures builtin
[ "$(wc -l < "$work/kotlin.txt")" -gt 100 ] || { echo "diagnostics-agreement: too few diagnostics in test-fixtures/ to hold anything" >&2; exit 1; }
for project in spec/vocabulary-cases/*/renderparity.json examples/custom-vocabulary/*/renderparity.json; do
    corpus=$(dirname "$project")
    agree "$corpus/test-fixtures" "$(python3 scripts/project-vocabulary.py "$corpus")"
done
echo "diagnostics-agreement: the Kotlin port and the web decoder word every diagnostic as the reference does"
