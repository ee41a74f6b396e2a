#!/usr/bin/env bash
# Builds the API documentation of the two library products users import, RenderParity and
# RenderParityTesting, from their DocC catalogs (Sources/<Module>/<Module>.docc) with the
# toolchain's own `docc`: the package has no dependencies, so no swift-docc-plugin.
#
# Fails on any DocC warning (--warnings-as-errors: a broken ``Symbol`` or <doc:…> link, a
# malformed directive, a documented parameter that does not exist), and on any ```swift block
# of the catalogs' articles that does not type-check against the modules just built, so the
# examples users copy keep compiling. A block is type-checked alone, as a main.swift, next to
# a stand-in `MyRenderer` module (scripts/doc-examples/MyRenderer.swift) for a renderer's code.
#
# `RenderParity` re-exports the pipeline's stage targets (`@_exported import` in its
# Exports.swift), and a module's symbol graph holds only its own symbols unless it is extracted
# with the re-exported modules named; so its graph is extracted here, from the built modules,
# with every module Exports.swift re-exports (docs/contributing.md, "API documentation").
#
# Usage: scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs; never committed)
# Writes OUTPUT_DIR/RenderParity.doccarchive and OUTPUT_DIR/RenderParityTesting.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out="${1:-.build/docs}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The products' modules and every module they use; a no-op after `swift build`.
swift build --target RenderParityTesting
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"   # toolchains before 6.0 put .swiftmodule files in the bin folder
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

# What RenderParity re-exports, read from the one place that says it.
reexported=$(sed -n 's/^@_exported import \([A-Za-z0-9_]*\).*/\1/p' Sources/RenderParity/Exports.swift | paste -sd, -)
[ -n "$reexported" ] || { echo "build-docs: Sources/RenderParity/Exports.swift re-exports nothing" >&2; exit 1; }

extract() {   # MODULE [extra flags…]: its public symbol graph into $work/graphs/MODULE
    local module=$1
    shift
    mkdir -p "$work/graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" -I "$modules" \
        -minimum-access-level public -output-dir "$work/graphs/$module" "$@"
}
extract RenderParity -experimental-allowed-reexported-modules="$reexported"
extract RenderParityTesting -emit-extension-block-symbols

# The stand-in renderer the Testing article's examples import.
mkdir -p "$work/stand-in"
swiftc -parse-as-library -emit-module -module-name MyRenderer -target "$triple" "${sdk[@]}" \
    -emit-module-path "$work/stand-in/MyRenderer.swiftmodule" scripts/doc-examples/MyRenderer.swift

status=0
for module in RenderParity RenderParityTesting; do
    catalog="Sources/$module/$module.docc"
    echo "== $module: docc convert $catalog"
    rm -rf "$out/$module.doccarchive"
    mkdir -p "$out"
    docc convert "$catalog" --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "renderparity.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors || status=1

    echo "== $module: every swift block of $catalog type-checks"
    blocks=0
    while IFS= read -r article; do
        # One folder per block, named after the line its fence opens on.
        awk -v dir="$work/blocks" -v name="$(basename "$article" .md)" '
            /^```swift[[:space:]]*$/ { block = sprintf("%s/%s-%d", dir, name, NR); system("mkdir -p \"" block "\""); file = block "/main.swift"; next }
            /^```/ && file != "" { close(file); file = ""; next }
            file != "" { print > file }
        ' "$article"
    done < <(find "$catalog" -name '*.md' | LC_ALL=C sort)
    for block in "$work"/blocks/*/; do
        [ -e "$block/main.swift" ] || continue
        blocks=$((blocks + 1))
        if ! swiftc -typecheck -target "$triple" "${sdk[@]}" -I "$modules" -I "$work/stand-in" \
            "$block/main.swift" 2>"$work/typecheck.log"; then
            where=$(basename "$block")
            echo "build-docs: $catalog: the swift block at ${where%-*}.md:${where##*-} does not type-check:" >&2
            cat "$work/typecheck.log" >&2
            status=1
        fi
    done
    # Extraction that finds nothing would pass having checked nothing.
    if [ "$blocks" -eq 0 ]; then
        echo "build-docs: $catalog: no \`\`\`swift block found in its articles" >&2
        status=1
    fi
    echo "$blocks swift blocks"
    rm -rf "$work/blocks"
done
[ "$status" -eq 0 ] || { echo "build-docs: failed (see above)" >&2; exit 1; }
echo "build-docs: $out/RenderParity.doccarchive, $out/RenderParityTesting.doccarchive"
