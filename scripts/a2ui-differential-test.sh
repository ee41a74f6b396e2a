#!/usr/bin/env bash
# A2UI differential test (spec/a2ui.md §8): seeded random message streams in the basic test
# catalog's vocabulary (`parity generate --a2ui`), through the Swift reference's adapter and
# decoder and the Kotlin port's, must give the same surface documents
# (`a2ui snapshot --documents`) and the same snapshots, byte for byte.
#
#   scripts/a2ui-differential-test.sh PARITY_BINARY KOTLIN_JAR
#   SEED=… COUNT=… scripts/a2ui-differential-test.sh …   # reproduce a CI run
#
# On a difference, the streams that differ are printed and kept in
# differential-failures/a2ui/ (git-ignored), ready to become fixtures of examples/a2ui/.
set -euo pipefail
parity=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
jar=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
cd "$(dirname "$0")/.."
seed=${SEED:-20261125}
count=${COUNT:-1000}
vocabulary=examples/a2ui/basic/vocabulary.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "a2ui differential: $count streams, seed $seed, vocabulary $vocabulary"
"$parity" generate --a2ui --count "$count" --seed "$seed" --vocabulary "$vocabulary" --out "$work/streams" >/dev/null
for what in snapshots documents; do
    flag=$([ "$what" = documents ] && echo --documents || true)
    "$parity" a2ui snapshot $flag --vocabulary "$vocabulary" --out "$work/swift-$what" "$work/streams" >/dev/null
    java -jar "$jar" a2ui snapshot $flag --vocabulary "$vocabulary" --out "$work/kotlin-$what" "$work/streams" >/dev/null
done

python3 - "$work" "$count" <<'PY' || { echo "reproduce with: SEED=$seed COUNT=$count scripts/a2ui-differential-test.sh $1 $2"; exit 1; }
import difflib, os, shutil, sys
work, count = sys.argv[1], int(sys.argv[2])
streams = sorted(name for name in os.listdir(f"{work}/streams") if name.endswith(".json"))
# An empty or short run is a failure, never a pass: every stream must have been compared.
if len(streams) != count:
    sys.exit(f"a2ui differential: {len(streams)} streams generated, expected {count}")
failed = []
for stream in streams:
    golden = stream[:-len(".json")] + ".txt"
    for what in ("documents", "snapshots"):
        sides = []
        for port in ("swift", "kotlin"):
            path = f"{work}/{port}-{what}/{golden}"
            if not os.path.isfile(path):
                sys.exit(f"a2ui differential: {port} wrote no {what} for {stream}")
            sides.append(open(path, "rb").read())
        if sides[0] != sides[1]:
            failed.append(stream)
            if len(failed) <= 5:
                print(f"--- {stream}: the {what} differ (- Swift, + Kotlin)")
                lines = [side.decode("utf-8", "replace").splitlines() for side in sides]
                for line in list(difflib.unified_diff(*lines, lineterm="", n=0))[2:12]:
                    print(line[:400])
            break
if failed:
    os.makedirs("differential-failures/a2ui", exist_ok=True)
    for stream in failed:
        shutil.copy(f"{work}/streams/{stream}", "differential-failures/a2ui/")
    print(f"a2ui differential: {len(failed)} of {count} streams differ, kept in differential-failures/a2ui/")
    sys.exit(1)
print(f"a2ui differential: {count} streams, documents and snapshots identical in Swift and Kotlin")
PY
