#!/usr/bin/env bash
# Builds the simdjson parse-only program parity-bench times beside `parity snapshot FILE`
# (scripts/bench/simdjson_parse.cpp, g++ -O2 against Debian's libsimdjson-dev) into DIR and
# prints its path. Rebuilds only when the source is newer than the binary.
#
#   bash scripts/bench/simdjson-parse.sh DIR
#
# Exits 3 with one line on stderr when the package or the compiler is missing: the benchmark
# then says so in its row and prints no number. .ci/run installs both (apt-get).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: simdjson-parse.sh DIR}"
command -v g++ >/dev/null || { echo "g++ is not installed (apt-get install g++)" >&2; exit 3; }
[ -f /usr/include/simdjson.h ] || { echo "libsimdjson-dev is not installed (apt-get install libsimdjson-dev)" >&2; exit 3; }
mkdir -p "$out"
binary="$out/simdjson-parse"
if [ ! -x "$binary" ] || [ "$here/simdjson_parse.cpp" -nt "$binary" ]; then
    g++ -O2 -std=c++17 -o "$binary.tmp" "$here/simdjson_parse.cpp" -lsimdjson
    mv "$binary.tmp" "$binary"
fi
echo "$binary"
