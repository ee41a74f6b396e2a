#!/usr/bin/env bash
# Builds `parity` in release mode and installs it as PREFIX/bin/parity (docs/install.md).
#
#   bash scripts/install.sh PREFIX        e.g. /usr/local, "$HOME/.local", or a CI job's tool folder
#
# On Linux the Swift runtime and Foundation are linked in (--static-swift-stdlib), so the binary
# runs on a machine with no Swift toolchain and starts in half the time (docs/performance.md).
# macOS has no static Swift runtime; the binary uses the system's. The build is the one
# parity-bench uses, so a later benchmark build reuses it. The installed file replaces an old
# one atomically (a temporary file in PREFIX/bin, then a rename), so a running CI job never
# sees half a binary.
set -euo pipefail
if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: scripts/install.sh PREFIX   (installs PREFIX/bin/parity)" >&2
    exit 2
fi
mkdir -p "$1/bin"
bin="$(cd "$1/bin" && pwd)"   # before the cd below, so a relative PREFIX is the caller's
cd "$(dirname "$0")/.."
case "$(uname -s)" in
    Linux) flags=(-c release --static-swift-stdlib) ;;
    *) flags=(-c release) ;;
esac
swift build "${flags[@]}" --product parity
built="$(swift build "${flags[@]}" --show-bin-path)/parity"
if [ -e "$bin/parity" ] && [ ! -f "$bin/parity" ]; then
    echo "install.sh: $bin/parity exists and is not a regular file; not replacing it" >&2
    exit 2
fi
temporary="$(mktemp "$bin/.parity.tmp-XXXXXX")"
trap 'rm -f "$temporary"' EXIT
cp "$built" "$temporary"
chmod 755 "$temporary"
mv -f "$temporary" "$bin/parity"
trap - EXIT
echo "installed $("$bin/parity" --version) as $bin/parity"
