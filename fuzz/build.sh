#!/usr/bin/env bash
# Builds the fuzz target: the RenderParity library's sources and fuzz/FuzzSnapshot.swift, compiled
# as one module with libFuzzer and AddressSanitizer (SwiftPM cannot build a fuzzer target).
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
mapfile -t sources < <(find "$root/Sources/RenderParity" -name '*.swift' | LC_ALL=C sort)
"$swiftc" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
    -module-name RenderParityFuzz "${sources[@]}" "$here/FuzzSnapshot.swift" -lm \
    -o "$here/.build/fuzz-snapshot"
echo "built $here/.build/fuzz-snapshot"
