#!/usr/bin/env bash
# Every port on every corpus written in a vocabulary of its own (spec/vocabulary.md), held to the
# Swift reference:
#
#  1. the corpora (examples/custom-vocabulary/acme and extends, each spec/vocabulary-cases corpus):
#     the Kotlin port's `snapshot --out` checked with `parity compare --actual --root`; the web
#     decoder's (`parity-web snapshot --vocabulary`) too, on the examples (ports/web/test.sh runs it,
#     module and bundle, on the spec/vocabulary-cases corpora);
#  2. a generated differential on each example: `parity generate` writes COUNT documents in the
#     example's vocabulary, the reference snapshots them, and the Kotlin port and the web decoder
#     must write the same bytes for every one. Documents that differ are printed and kept in
#     differential-failures/<example>/ (git-ignored), ready to become fixtures, as
#     scripts/differential-test.sh does for the built-in DSL.
#
#   bash scripts/vocabulary-differential.sh PARITY KOTLIN_JAR
#   SEED=… COUNT=… bash scripts/vocabulary-differential.sh …   # reproduce a CI run
#
# Zero differences pass; anything else exits 1. The web side needs Chromium and playwright, which
# ports/web/test.sh installs when missing (CI runs it first).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
[ "$#" -eq 2 ] || { echo "usage: vocabulary-differential.sh PARITY KOTLIN_JAR" >&2; exit 2; }
parity=$(realpath "$1") jar=$(realpath "$2")
seed=${SEED:-20261125}
count=${COUNT:-1000}
web=ports/web/parity-web
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
examples=(examples/custom-vocabulary/acme examples/custom-vocabulary/extends)

vocabulary_of() { python3 scripts/project-vocabulary.py "$1"; }

# NAME ACTUAL ROOT VOCABULARY: the port's snapshots in ACTUAL against ROOT's goldens; on a difference,
# keeps the fixtures that differ in differential-failures/NAME/ and fails.
compare() {
    local name=$1 actual=$2 corpus=$3 vocabulary=$4
    if "$parity" compare --root "$corpus" --vocabulary "$vocabulary" --actual "$actual" --name "$name" \
        --report json --output "$work/report.json" > "$work/compare.txt"; then
        echo "  $name: $(tail -n 1 "$work/compare.txt")"
        return 0
    fi
    cat "$work/compare.txt"
    python3 - "$work/report.json" "$corpus/test-fixtures" "differential-failures/$name" "$name" <<'PY'
import json, os, shutil, sys
report, fixtures, kept, name = sys.argv[1:]
verdicts = json.load(open(report, encoding="utf-8"))["matrix"]
failed = sorted(fixture for fixture, verdict in verdicts.items() if verdict[name] != "pass")
for fixture in failed:
    source = os.path.join(fixtures, fixture)
    if not os.path.isfile(source):
        continue
    target = os.path.join(kept, fixture)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copy(source, target)
    print(f"--- {fixture} (kept in {kept}/):")
    print(open(source, encoding="utf-8", errors="replace").read()[:2000])
PY
    return 1
}

status=0
echo "== the corpora in their own vocabularies: the Kotlin port's snapshots, and the web decoder's on the examples"
corpora=("${examples[@]}")
for project in spec/vocabulary-cases/*/renderparity.json; do corpora+=("$(dirname "$project")"); done
for corpus in "${corpora[@]}"; do
    name=$(basename "$corpus") vocabulary=$(vocabulary_of "$corpus")
    echo "$corpus ($vocabulary)"
    java -jar "$jar" snapshot --vocabulary "$vocabulary" --out "$work/kotlin/$name" "$corpus/test-fixtures" > /dev/null
    compare "kotlin-$name" "$work/kotlin/$name" "$corpus" "$vocabulary" || status=1
    case " ${examples[*]} " in *" $corpus "*) ;; *) continue ;; esac
    "$web" snapshot --vocabulary "$vocabulary" --out "$work/web/$name" "$corpus/test-fixtures" > /dev/null
    compare "web-$name" "$work/web/$name" "$corpus" "$vocabulary" || status=1
done

echo "== generated differential: $count documents per example, seed $seed, Swift against Kotlin and the web decoder"
for example in "${examples[@]}"; do
    name=$(basename "$example") vocabulary=$(vocabulary_of "$example")
    generated="$work/generated/$name"
    "$parity" generate --vocabulary "$vocabulary" --count "$count" --seed "$seed" --out "$generated/test-fixtures" > /dev/null
    "$parity" snapshot --vocabulary "$vocabulary" --out "$generated/test-snapshots" "$generated/test-fixtures" > /dev/null
    echo "$example: $(find "$generated/test-fixtures" -name '*.json' | wc -l) documents in $vocabulary"
    java -jar "$jar" snapshot --vocabulary "$vocabulary" --out "$work/generated-kotlin/$name" "$generated/test-fixtures" > /dev/null
    compare "kotlin-generated-$name" "$work/generated-kotlin/$name" "$generated" "$vocabulary" || status=1
    "$web" snapshot --vocabulary "$vocabulary" --out "$work/generated-web/$name" "$generated/test-fixtures" > /dev/null
    compare "web-generated-$name" "$work/generated-web/$name" "$generated" "$vocabulary" || status=1
done

if [ "$status" -ne 0 ]; then
    echo "vocabulary-differential: the ports differ (above); reproduce with SEED=$seed COUNT=$count bash scripts/vocabulary-differential.sh $1 $2" >&2
    exit 1
fi
echo "vocabulary-differential: every port agrees with the reference on every corpus and every generated document"
