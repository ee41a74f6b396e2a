#!/usr/bin/env bash
# The Kotlin port's steady-state speed next to Swift's, on the same files in the same run
# (within 2× of Swift on the ~10 MB dashboard). Ratios only; nothing asserts a time.
#
#   bash ports/kotlin/bench.sh [FILE...]      default: the 1 and 10 MB dashboards of parity-bench
#
# Builds what it needs: the Swift probe (release) and, if missing, the Kotlin jar (test.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$root"
swift build -c release --product parity-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
[ -f "$here/build/parity-kotlin.jar" ] || bash "$here/test.sh" >/dev/null
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    inputs="$(mktemp -d)"
    trap 'rm -rf "$inputs"' EXIT
    "$bin/parity-bench" --save-inputs "$inputs" >/dev/null
    files=("$inputs/dashboard1MB.json" "$inputs/dashboard10MB.json")
fi
java -cp "$here/build/parity-kotlin.jar" renderparity.commands.ParityBenchKt \
    --warmup 8 --runs 8 --rounds 3 --swift "$bin/parity-pipeline-probe" "${files[@]}"
