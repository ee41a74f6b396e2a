#!/usr/bin/env bash
# `parity` links no Foundation library: none of Foundation, FoundationEssentials,
# FoundationInternationalization or ICU. The dynamic loader pages each one in for every
# `parity` process, whichever command runs, and together they are what would break
# `parity snapshot`'s peak-memory target (docs/performance.md, "Peak memory"); what the harness
# needs from the system comes from the RenderParitySystem target instead.
#
#     bash scripts/check-parity-links.sh BIN_DIR     # the folder `swift build --show-bin-path` prints
#
# First it finds Foundation among the libraries of `parity-baseline` (which imports it on
# purpose), so a check that could no longer see a Foundation library does not pass quietly.
set -euo pipefail
bin="${1:?usage: check-parity-links.sh BIN_DIR}"
foundation='lib(Foundation[A-Za-z]*|_FoundationICU)\.so'

needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }

if ! needed "$bin/parity-baseline" | grep -Eq "$foundation"; then
    echo "check-parity-links: no Foundation library found in parity-baseline; the check cannot see them" >&2
    exit 1
fi
if linked=$(needed "$bin/parity" | grep -E "$foundation"); then
    echo "parity links Foundation libraries it must not: $(echo "$linked" | tr '\n' ' ')" >&2
    echo "(a target that parity depends on imports Foundation; use RenderParitySystem)" >&2
    exit 1
fi
echo "parity links no Foundation library: $(needed "$bin/parity" | tr '\n' ' ')"
