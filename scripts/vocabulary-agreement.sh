#!/usr/bin/env bash
# Holds the Kotlin port to the Swift reference on vocabularies loaded at run time (spec/vocabulary.md):
#
#  1. every vocabulary file of spec/vocabulary-cases/ (each corpus's, extension/'s, and errors/'s,
#     which must fail), of examples/custom-vocabulary/, and generated ones past the limits gives the
#     same line from both: its identity (`name version (hash)`, §5) or the same one-line error (§7)
#     word for word; the good ones give the same `vocabulary` report;
#  2. the built-in DSL given as a file (spec/dsl-nodes.json) snapshots test-fixtures/ alike in both,
#     and those snapshots are the goldens.
#
# The corpora's documents are held to their goldens by scripts/vocabulary-differential.sh, and
# their diagnostics to the reference's by scripts/diagnostics-agreement.sh.
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
cases=spec/vocabulary-cases
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
else
    echo "== $parity has no 'vocabulary' command: building vocabulary-probe in its place"
    swift build --package-path scripts/vocabulary-agreement --scratch-path .build/vocabulary-probe >/dev/null
    probe=.build/vocabulary-probe/debug/vocabulary-probe
    swift_identity() { "$probe" identity "$@"; }
    swift_report() { "$probe" identity "$1"; }
    kotlin_report() { kotlin_identity "$1"; }
    swift_snapshots() { "$probe" snapshot "$1" "$2" "$3"; }
fi

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
good=(builtin spec/dsl-nodes.json "$cases"/*/vocabulary.json "$cases"/extension/*.json
      examples/custom-vocabulary/acme/vocabulary/acme-sdui.json examples/custom-vocabulary/extends/acme-dsl.json)
bad=("$cases"/errors/*.json "$generated"/too-*.json "$generated/chain-0.json")
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

echo "== the built-in DSL as a file, the same snapshots"
swift_snapshots spec/dsl-nodes.json "$work/swift/dsl-nodes" test-fixtures
kotlin_snapshots spec/dsl-nodes.json "$work/kotlin/dsl-nodes" test-fixtures
if ! diff -r -u "$work/swift/dsl-nodes" "$work/kotlin/dsl-nodes"; then
    echo "vocabulary-agreement: test-fixtures in spec/dsl-nodes.json: the ports' snapshots differ (above)" >&2
    exit 1
fi
# The built-in DSL given as a file is the built-in DSL: its snapshots are the goldens.
if ! diff -r -u -x icon-map test-snapshots "$work/kotlin/dsl-nodes"; then
    echo "vocabulary-agreement: spec/dsl-nodes.json as a file does not reproduce test-snapshots/ (above)" >&2
    exit 1
fi
echo "spec/dsl-nodes.json as a file reproduces test-snapshots/"
