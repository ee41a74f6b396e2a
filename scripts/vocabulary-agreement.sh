#!/usr/bin/env bash
# Holds the Kotlin port to the Swift reference on vocabularies loaded at run time (spec/vocabulary.md):
#
#  1. every vocabulary file below gives the same line from both: its identity (`name version (hash)`,
#     §5) or, for the bad ones, the same one-line error (§7) word for word; the bad ones must fail;
#  2. the same documents snapshot byte for byte the same with both, for a vocabulary with a props
#     shape, one that extends it (replace, enum cases), one that extends builtin, and the built-in
#     DSL given as a file (spec/dsl-nodes.json), whose snapshots must also be the goldens; and the
#     test vocabularies' documents give the same diagnostics (`snapshot --diagnostics`).
#
#   bash scripts/vocabulary-agreement.sh PARITY KOTLIN_JAR
#
# The Swift side is `PARITY vocabulary FILE` and `PARITY snapshot --vocabulary FILE`. A `parity`
# without them (before vocabularies reached its command line) is stood in for by
# `scripts/vocabulary-agreement/` (vocabulary-probe, the RenderParity library of this repository),
# which says the identity line only; once every `parity` has them, the probe can go.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
[ "$#" -eq 2 ] || { echo "usage: vocabulary-agreement.sh PARITY KOTLIN_JAR" >&2; exit 2; }
parity="$1" jar="$2"
for file in "$parity" "$jar"; do
    [ -f "$file" ] || { echo "vocabulary-agreement: $file: no such file (build it first)" >&2; exit 2; }
done
data=ports/kotlin/src/test/vocabularies
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The first line of `vocabulary FILE` (its identity) or the line saying why it does not load, without
# the program's name: a bad file exits 2 with its line on stderr, and that line is what is compared.
first_line() { { "$@" 2>&1 || true; } | head -n 1 | sed -e 's/^parity\(-kotlin\)\{0,1\}: //' -e 's/^vocabulary: //'; }
kotlin_identity() { for file in "$@"; do first_line java -jar "$jar" vocabulary "$file"; done; }
kotlin_report() { java -jar "$jar" vocabulary "$1"; }
# VOCABULARY OUT DIR: OUT/<path>.txt for every *.json below DIR.
kotlin_snapshots() { java -jar "$jar" snapshot --vocabulary "$1" --out "$2" "$3" >/dev/null; }
if "$parity" vocabulary builtin >/dev/null 2>&1; then
    swift_identity() { for file in "$@"; do first_line "$parity" vocabulary "$file"; done; }
    swift_report() { "$parity" vocabulary "$1"; }
    swift_snapshots() { "$parity" snapshot --vocabulary "$1" --out "$2" "$3" >/dev/null; }
    # VOCABULARY DOCUMENT: its diagnostics, one a line (stderr), without the program's name.
    swift_diagnostics() { "$parity" snapshot --diagnostics --vocabulary "$1" "$2" 2>&1 >/dev/null | sed 's/^parity: //'; }
else
    echo "== $parity has no 'vocabulary' command: building vocabulary-probe in its place"
    swift build --package-path scripts/vocabulary-agreement --scratch-path .build/vocabulary-probe >/dev/null
    probe=.build/vocabulary-probe/debug/vocabulary-probe
    swift_identity() { "$probe" identity "$@"; }
    swift_report() { "$probe" identity "$1"; }
    kotlin_report() { kotlin_identity "$1"; }
    swift_snapshots() { "$probe" snapshot "$1" "$2" "$3"; }
    swift_diagnostics() { kotlin_diagnostics "$@"; }
fi
kotlin_diagnostics() { java -jar "$jar" snapshot --diagnostics --vocabulary "$1" "$2" 2>&1 >/dev/null | sed 's/^parity-kotlin: //'; }

echo "== generated bad vocabularies: the limits of §6 and a deep extends chain"
generated="$work/generated"
python3 - "$generated" <<'PY'
import json, os, sys
out = sys.argv[1]
os.makedirs(out)
def write(name, value):
    with open(os.path.join(out, name), "w") as handle:
        handle.write(value if isinstance(value, str) else json.dumps(value))
def vocab(nodes, **more):
    return dict({"format": 1, "name": "limits", "version": "1", "document": {}, "nodes": nodes}, **more)
title = {"name": "title", "type": "string", "required": True}
write("too-large.json", '{"format": 1, "name": "big", "version": "1", "$comment": "' + "x" * (1 << 20) + '"}')
write("too-many-nodes.json", vocab([{"type": f"n{i}", "line": f"N{i}", "fields": [title]} for i in range(1001)]))
write("too-many-fields.json", vocab([{"type": "n", "line": "N", "fields": [
    {"name": f"f{i}", "type": "string", "absent": "none"} for i in range(65)]}]))
write("too-many-cases.json", vocab([{"type": "n", "line": "N", "fields": [title]}], enums={"E": [f"c{i}" for i in range(257)]}))
write("too-many-names.json", vocab([{"type": f"n{j}", "line": f"N{j}", "fields": [
    {"name": f"f{j}_{i}", "type": "string", "absent": "none"} for i in range(64)]} for j in range(65)]))
for depth in range(10):
    base = {"extends": f"chain-{depth + 1}.json"} if depth < 9 else {"document": {}}
    write(f"chain-{depth}.json", dict({"format": 1, "name": f"chain-{depth}", "version": "1", "nodes": []}, **base))
PY

echo "== each vocabulary file: the same identity or the same one-line error from both ports"
good=(builtin spec/dsl-nodes.json "$data/acme.json" "$data/acme-extended.json" "$data/button.json")
bad=("$data"/bad/*.json "$generated"/too-*.json "$generated/chain-0.json")
swift_identity "${good[@]}" "${bad[@]}" > "$work/swift-identities.txt"
kotlin_identity "${good[@]}" "${bad[@]}" > "$work/kotlin-identities.txt"
if ! diff -u "$work/swift-identities.txt" "$work/kotlin-identities.txt"; then
    echo "vocabulary-agreement: the ports disagree on the lines above (- Swift, + Kotlin)" >&2
    exit 1
fi
# The good ones load (an identity) and the bad ones fail (anything else), in both.
identity='^[a-z0-9][a-z0-9._-]* [^ ]+ \([0-9a-f]{12}\)$'
if head -n "${#good[@]}" "$work/kotlin-identities.txt" | grep -v -E "$identity"; then
    echo "vocabulary-agreement: a good vocabulary did not load (above)" >&2
    exit 1
fi
if tail -n "${#bad[@]}" "$work/kotlin-identities.txt" | grep -E "$identity"; then
    echo "vocabulary-agreement: a bad vocabulary loaded (above)" >&2
    exit 1
fi
echo "${#good[@]} vocabularies load and ${#bad[@]} fail, with the same line from Swift and Kotlin"
for file in "${good[@]}"; do
    if ! diff -u <(swift_report "$file") <(kotlin_report "$file"); then
        echo "vocabulary-agreement: $file: the ports' reports differ (above; - Swift, + Kotlin)" >&2
        exit 1
    fi
done
echo "their reports (identity, hash, document shape, node types) are the same"

echo "== the same documents, the same snapshots"
pairs=("$data/acme.json:$data/documents/acme" "$data/acme-extended.json:$data/documents/acme-extended"
       "$data/button.json:$data/documents/button" "spec/dsl-nodes.json:test-fixtures")
for pair in "${pairs[@]}"; do
    vocabulary="${pair%%:*}" documents="${pair#*:}" name="$(basename "${pair%%:*}" .json)"
    swift_snapshots "$vocabulary" "$work/swift/$name" "$documents"
    kotlin_snapshots "$vocabulary" "$work/kotlin/$name" "$documents"
    count=$(find "$work/swift/$name" -name '*.txt' | wc -l)
    [ "$count" -gt 0 ] || { echo "vocabulary-agreement: no snapshots for $documents" >&2; exit 1; }
    if ! diff -r -u "$work/swift/$name" "$work/kotlin/$name"; then
        echo "vocabulary-agreement: $documents in $vocabulary: the ports' snapshots differ (above)" >&2
        exit 1
    fi
    echo "$documents with $vocabulary: $count snapshots agree"
    [ "$documents" = test-fixtures ] && continue
    echo "  and so do their diagnostics"
    for document in "$documents"/*.json; do
        if ! diff -u <(swift_diagnostics "$vocabulary" "$document") <(kotlin_diagnostics "$vocabulary" "$document"); then
            echo "vocabulary-agreement: $document: the ports' diagnostics differ (above; - Swift, + Kotlin)" >&2
            exit 1
        fi
    done
done
# The built-in DSL given as a file is the built-in DSL: its snapshots are the goldens.
if ! diff -r -u -x icon-map test-snapshots "$work/kotlin/dsl-nodes"; then
    echo "vocabulary-agreement: spec/dsl-nodes.json as a file does not reproduce test-snapshots/ (above)" >&2
    exit 1
fi
echo "spec/dsl-nodes.json as a file reproduces test-snapshots/"
