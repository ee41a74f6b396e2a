#!/usr/bin/env bash
# Builds the fuzz target: the RenderParity library's sources and fuzz/FuzzSnapshot.swift, compiled
# as one module with libFuzzer and AddressSanitizer (SwiftPM cannot build a fuzzer target).
# The library is one target per pipeline stage (scripts/check-stage-order.py lists them); as one
# module, the stages' imports of each other have nothing to import, so copies without them are compiled.
#
#   bash fuzz/build.sh        # → fuzz/.build/fuzz-snapshot
#
# Needs a Swift toolchain whose clang runtime has libFuzzer (the swift.org Linux toolchains do);
# set SWIFTC to choose one (default: swiftc on PATH, then /opt/swift/usr/bin/swiftc).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
mkdir -p "$here/.build"
mapfile -t stages < <(python3 "$root/scripts/check-stage-order.py" --core)
copies="$here/.build/sources"
rm -rf "$copies"
mkdir -p "$copies"
for stage in "${stages[@]}"; do
    while IFS= read -r file; do
        sed -E '/^(@_exported )?import RenderParity[A-Za-z0-9]*$/d' "$file" > "$copies/$stage-$(basename "$file")"
    done < <(find "$root/Sources/$stage" -name '*.swift' | LC_ALL=C sort)
done
mapfile -t sources < <(find "$copies" -name '*.swift' | LC_ALL=C sort)
"$swiftc" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
    -module-name RenderParityFuzz -package-name RenderParity "${sources[@]}" "$here/FuzzSnapshot.swift" -lm \
    -o "$here/.build/fuzz-snapshot"
echo "built $here/.build/fuzz-snapshot"
