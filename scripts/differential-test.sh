#!/usr/bin/env bash
# Differential test: seeded random documents, snapshotted by the
# Swift reference and by the Kotlin port, must agree byte for byte.
#
#   scripts/differential-test.sh PARITY_BINARY KOTLIN_JAR
#   SEED=… COUNT=… scripts/differential-test.sh …   # reproduce a CI run
#
# On a difference, the documents that differ are printed and kept in
# differential-failures/ (git-ignored), ready to become fixtures.
set -euo pipefail
parity=$1
jar=$2
seed=${SEED:-20261121}
count=${COUNT:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "differential: $count documents, seed $seed"
"$parity" generate --count "$count" --seed "$seed" --out "$work/test-fixtures" >/dev/null
"$parity" snapshot --out "$work/test-snapshots" "$work/test-fixtures" >/dev/null
java -jar "$jar" snapshot --out "$work/kotlin" "$work/test-fixtures" >/dev/null

if "$parity" compare --root "$work" --actual "$work/kotlin" --name kotlin --report json --output "$work/report.json" > "$work/compare.txt"; then
  tail -n 1 "$work/compare.txt"
  exit 0
fi
cat "$work/compare.txt"
mkdir -p differential-failures
python3 - "$work" <<'PY'
import json, shutil, sys
work = sys.argv[1]
report = json.load(open(f"{work}/report.json"))
for fixture, verdicts in sorted(report["matrix"].items()):
    if verdicts["kotlin"] != "pass":
        shutil.copy(f"{work}/test-fixtures/{fixture}", "differential-failures/")
        print(f"--- {fixture} (kept in differential-failures/):")
        print(open(f"{work}/test-fixtures/{fixture}", encoding="utf-8", errors="replace").read()[:2000])
PY
echo "reproduce with: SEED=$seed COUNT=$count scripts/differential-test.sh $parity $jar"
exit 1
