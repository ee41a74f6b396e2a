#!/usr/bin/env bash
# Tests the web renderer (ports/web) from a clean clone; CI runs it from .ci/run.
#
#   bash ports/web/test.sh PARITY_BINARY
#
# Installs what it needs when missing (Debian chromium, node-typescript, nodejs, the
# Material Icons font; PyPI
# playwright, which drives the system chromium: no browser download), then runs:
# the node unit tests, the type check, the embedded icon font's and the bundle's
# staleness checks, the whole corpus
# rendered in Chromium and checked with `parity compare --actual` (every golden,
# icon-map/resolution.txt included), the decoder in Chromium on the vocabularies of
# spec/vocabulary-cases/ (module and bundle), the DOM renderer's placeholders for types it
# has no view for, a vocabulary that does not load, the loader's errors worded as Swift's
# (tools/vocabulary-wording.sh), the bundle on the corpus, a broken CSS rule that
# must fail goldens, fault injection (a fixture that throws or hangs), diagnostics'
# wording against the Swift reference, the one-file mode under `parity compare
# --renderer`, the visual check (icons, line breaks, clipping, contrast; screenshots of
# the screens to ${RENDERPARITY_ARTIFACTS:-/tmp}/web-screens), and the 2,000-document
# differential test against Swift.
set -euo pipefail
parity=$(realpath "$1")
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seconds() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(seconds)"; }

echo "-- install (when missing)"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v node >/dev/null || missing+=(nodejs)
command -v tsc >/dev/null || missing+=(node-typescript)
# Material Icons, which tools/icon-font.py cuts down into the renderer (no snapshot depends on a font).
[ -d /usr/share/fonts/truetype/material-design-icons-iconfont ] || missing+=(fonts-material-design-icons-iconfont)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c "import playwright" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check playwright

echo "-- unit tests (node --test)"
node --test ports/web/tests/

echo "-- type check (tsc --strict --checkJs: src, cli and tools)"
tsc -p ports/web/tsconfig.json
echo "type check passed"

echo "-- the embedded icon font is what tools/icon-font.py makes of Debian's (installs its pinned fontTools)"
python3 ports/web/tools/icon-font.py --check

echo "-- bundle and its Swift source (Sources/RenderParityWebBundle) are up to date"
node ports/web/tools/bundle.mjs --check

echo "-- the corpus in Chromium, checked with parity compare --actual"
start=$(seconds)
ports/web/parity-web snapshot --out "$work/web" test-fixtures
echo "corpus in Chromium, browser start included: $(elapsed "$start")"
"$parity" compare --actual "$work/web" --name web
cmp "$work/web/icon-map/resolution.txt" test-snapshots/icon-map/resolution.txt
echo "icon-map/resolution.txt matches its golden"

echo "-- the A2UI example renderer (ports/web/a2ui): the minimal A2UI corpus in Chromium, read back from the DOM"
python3 ports/web/a2ui/check.py "$parity"

echo "-- test data (accessibilityLabel) in Chromium"
ports/web/parity-web snapshot --out "$work/data" ports/web/tests/data >/dev/null
for expected in ports/web/tests/data/*/*.txt; do
  cmp "$work/data/${expected#ports/web/tests/data/}" "$expected"
done
echo "test data matches"

echo "-- other vocabularies: the decoder in Chromium (parity-web --vocabulary), module and bundle, on spec/vocabulary-cases/"
for corpus in spec/vocabulary-cases/*/; do
  corpus=${corpus%/}
  [ -f "$corpus/vocabulary.json" ] || continue
  name=$(basename "$corpus")
  ports/web/parity-web snapshot --vocabulary "$corpus/vocabulary.json" --out "$work/vocabulary/$name" "$corpus/test-fixtures" >/dev/null
  "$parity" compare --root "$corpus" --actual "$work/vocabulary/$name" --name "web-$name"
  ports/web/parity-web snapshot --page ports/web/cli/bundle-page.html --vocabulary "$corpus/vocabulary.json" \
    --out "$work/vocabulary-bundle/$name" "$corpus/test-fixtures" >/dev/null
  "$parity" compare --root "$corpus" --actual "$work/vocabulary-bundle/$name" --name "web-bundle-$name"
done
echo "-- the DOM renderer on another vocabulary: built-in types drawn, every other type a labelled placeholder"
ports/web/parity-web snapshot --vocabulary spec/vocabulary-cases/acme-dsl/vocabulary.json --render \
  spec/vocabulary-cases/acme-dsl/test-fixtures/extended.json > "$work/vocabulary-dom.txt"
diff ports/web/tests/vocabulary/acme-dsl-extended.dom.txt "$work/vocabulary-dom.txt"
echo "placeholders as expected"
echo "-- a vocabulary that does not load: its one-line error, exit 2"
status=0
ports/web/parity-web snapshot --vocabulary spec/vocabulary-cases/errors/format-2.json \
  spec/vocabulary-cases/acme-dsl/test-fixtures/extended.json > /dev/null 2> "$work/vocabulary-error.txt" || status=$?
cat "$work/vocabulary-error.txt"
[ "$status" -eq 2 ]
grep -qxF 'spec/vocabulary-cases/errors/format-2.json: $.format: format 2 is not supported (expected 1)' "$work/vocabulary-error.txt"
echo "-- vocabulary errors worded as the Swift reference's"
bash ports/web/tools/vocabulary-wording.sh "$parity"

if [ -f spec/json-cases/manifest.tsv ]; then
  echo "-- the reader conformance corpus in Chromium: first lines as spec/json-cases/manifest.tsv says"
  ports/web/parity-web snapshot --out "$work/cases" spec/json-cases >/dev/null
  python3 - "$work/cases" <<'PY'
import csv, sys
from pathlib import Path
out = Path(sys.argv[1])
rows = list(csv.DictReader(open("spec/json-cases/manifest.tsv", encoding="utf-8", newline=""), delimiter="\t", quoting=csv.QUOTE_NONE))
wrong = [r["name"] for r in rows if (out / (r["name"] + ".txt")).read_text(encoding="utf-8").split("\n")[0] != r["first_line"]]
if wrong:
    sys.exit(f"{len(wrong)} json cases differ in Chromium: {', '.join(wrong[:10])}")
print(f"{len(rows)} json cases agree in Chromium")
PY
fi

echo "-- the classic-script bundle on the corpus, rendering into a shadow root as the review page does"
ports/web/parity-web snapshot --page ports/web/cli/bundle-page.html --out "$work/bundle" test-fixtures >/dev/null
# The bundle page renders and walks; it has no icon resolver, so it writes no icon-map/resolution.txt
# (the module run above is checked for it): compare the fixtures' snapshots only.
"$parity" compare --actual "$work/bundle" --name web-bundle --filter .json

echo "-- a broken CSS rule (the gap mapping) must fail goldens"
node --input-type=module -e "import { STYLESHEET } from './ports/web/src/Stylesheet.js'; process.stdout.write(STYLESHEET)" \
  | sed 's/column-gap: calc(var(--rp-spacing) \* 1px)/column-gap: calc(var(--rp-spacing) * 2px)/' > "$work/broken.css"
grep -q 'column-gap: calc(var(--rp-spacing) \* 2px)' "$work/broken.css"
ports/web/parity-web snapshot --stylesheet "$work/broken.css" --out "$work/broken" test-fixtures >/dev/null
if "$parity" compare --actual "$work/broken" --name web-broken-gap > "$work/broken.txt"; then
  echo "FAIL: the corpus still passes with the gap rule broken: the walker does not read the gap" >&2
  exit 1
fi
grep -q '^FAIL layout/hstack-in-hstack.json' "$work/broken.txt"
echo "with the gap rule broken: $(tail -n 1 "$work/broken.txt") (as it must)"

echo "-- fault injection: a fixture that hangs, throws or crashes the page is reported and the run goes on"
status=0
# A 64 MB script heap makes the crashing fixture kill its renderer process quickly.
PARITY_WEB_CHROMIUM_FLAGS="--js-flags=--max-old-space-size=64" \
  ports/web/parity-web snapshot --page ports/web/tests/fault/page.html --timeout 3 --out "$work/fault" \
  ports/web/tests/fault/fixtures > /dev/null 2> "$work/fault.txt" || status=$?
cat "$work/fault.txt"
[ "$status" -eq 1 ]
grep -q 'b-hangs.json: timed out' "$work/fault.txt"
grep -q 'c-throws.json: the renderer threw' "$work/fault.txt"
grep -q 'c2-crashes.json: the page crashed' "$work/fault.txt"
[ -f "$work/fault/a-fine.txt" ] && [ -f "$work/fault/d-fine-after.txt" ]
echo "faults reported, run continued"

echo "-- diagnostics: the same ones, worded and ordered as the Swift reference's"
find test-fixtures -name '*.json' | LC_ALL=C sort > "$work/fixtures.txt"
xargs node ports/web/tools/diagnostics.mjs < "$work/fixtures.txt" > "$work/diagnostics-web.txt"
while IFS= read -r fixture; do "$parity" snapshot --diagnostics "$fixture" 2>&1 >/dev/null || true; done < "$work/fixtures.txt" \
  > "$work/diagnostics-swift.txt"
diff "$work/diagnostics-swift.txt" "$work/diagnostics-web.txt"
echo "$(wc -l < "$work/diagnostics-web.txt") diagnostics alike"

echo "-- the look in Chromium: icons are glyphs, tokens whole, no text cut, contrast at least 3:1"
python3 ports/web/tests/visual/run.py "${RENDERPARITY_ARTIFACTS:-/tmp}/web-screens"

echo "-- one-file mode under parity compare --renderer"
"$parity" compare --renderer "ports/web/parity-web snapshot" --name web --filter screens/ --timeout 60

echo "-- differential: 2,000 generated documents, web against Swift"
seed=${SEED:-20261121}
count=${COUNT:-2000}
"$parity" generate --count "$count" --seed "$seed" --out "$work/gen/test-fixtures" >/dev/null
"$parity" snapshot --out "$work/gen/test-snapshots" "$work/gen/test-fixtures" >/dev/null
start=$(seconds)
ports/web/parity-web snapshot --out "$work/gen-web" "$work/gen/test-fixtures"
echo "differential in Chromium: $(elapsed "$start")"
if ! "$parity" compare --root "$work/gen" --actual "$work/gen-web" --name web > "$work/gen.txt"; then
  cat "$work/gen.txt"
  mkdir -p differential-failures
  grep -o '^FAIL [^:]*' "$work/gen.txt" | cut -c6- | while IFS= read -r name; do
    cp "$work/gen/test-fixtures/$name" differential-failures/
  done
  echo "kept the documents in differential-failures/; reproduce with SEED=$seed COUNT=$count bash ports/web/test.sh $parity" >&2
  exit 1
fi
tail -n 1 "$work/gen.txt"
echo "web port: all checks passed"
