#!/usr/bin/env bash
# Hostile-environment test: each situation that once lost goldens, hung, ate
# memory, crashed or wrote raw control bytes is created in a temporary folder, and the
# exit code, the message and that nothing was lost are checked. Works as root or not:
# folders that cannot be listed are made with symlink loops and paths over PATH_MAX.
#
#   scripts/hostile-env-test.sh PARITY_BINARY
#   LOAD_FIXTURES=100000 CHAOS_FIXTURES=2000 scripts/hostile-env-test.sh …   # the load figures of docs/reliability.md
set -euo pipefail
parity=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
renderers=$repo/Tests/Data/renderers
load_fixtures=${LOAD_FIXTURES:-2000}
chaos_fixtures=${CHAOS_FIXTURES:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL $*"; failures=$((failures + 1)); }
pass() { echo "ok   $*"; }

# run NAME EXPECTED_STATUS CMD…: runs with a 60 s guard, keeps stdout/stderr in $out/$err.
run() {
  local name=$1 expected=$2; shift 2
  set +e
  timeout 60 "$@" >"$work/out" 2>"$work/err"
  status=$?
  set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
  if [ "$status" = 124 ]; then fail "$name: hung (killed after 60 s)"; return 1; fi
  if [ "$status" != "$expected" ]; then fail "$name: exit $status, expected $expected; stderr: $err"; return 1; fi
}
expect_in() { # NAME TEXT PATTERN
  if grep -qF -- "$3" <<<"$2"; then pass "$1"; else fail "$1: missing '$3' in: $2"; fi
}

# A corpus of N generated fixtures with goldens, in $1.
make_corpus() {
  "$parity" generate --count "$2" --seed 14 --out "$1/test-fixtures/sub" >/dev/null
  "$parity" update --force --root "$1" >/dev/null
}
checksum() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum); }

echo "== 1. a folder that cannot be listed, under update --prune"
c=$work/prune; make_corpus "$c" 20
mkdir -p "$c/test-snapshots/old" && echo Divider >"$c/test-snapshots/old/gone.txt"
before=$(checksum "$c/test-snapshots")
mv "$c/test-fixtures/sub" "$c/sub-away" && ln -s sub "$c/test-fixtures/sub"
run "prune with a symlink loop" 2 "$parity" update --force --prune --root "$c" &&
  expect_in "symlink loop: reported with its path, nothing removed" "$err" "test-fixtures/sub: cannot list: Too many levels of symbolic links"
[ "$(checksum "$c/test-snapshots")" = "$before" ] && pass "symlink loop: every golden kept" || fail "symlink loop: goldens changed"
rm "$c/test-fixtures/sub" && mv "$c/sub-away" "$c/test-fixtures/sub"
python3 - "$c/test-fixtures/sub" <<'PY'
import os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
for _ in range(25):   # 25 × 201 bytes: past PATH_MAX (4096)
    os.mkdir("d" * 200, dir_fd=fd); nxt = os.open("d" * 200, os.O_RDONLY, dir_fd=fd); os.close(fd); fd = nxt
os.close(fd)
PY
run "prune with a path over PATH_MAX" 2 "$parity" update --force --prune --root "$c" &&
  expect_in "over-long path: reported, nothing removed" "$err" "cannot list: File name too long"
[ "$(checksum "$c/test-snapshots")" = "$before" ] && pass "over-long path: every golden kept" || fail "over-long path: goldens changed"
rm -rf "$c/test-fixtures/sub/dddd"* 2>/dev/null || true
if [ "$(id -u)" != 0 ]; then
  chmod 000 "$c/test-fixtures/sub"
  run "prune with an unreadable folder" 2 "$parity" update --force --prune --root "$c" &&
    expect_in "unreadable folder: reported" "$err" "test-fixtures/sub: cannot list: Permission denied"
  chmod 755 "$c/test-fixtures/sub"
  [ "$(checksum "$c/test-snapshots")" = "$before" ] && pass "unreadable folder: every golden kept" || fail "unreadable folder: goldens changed"
fi

echo "== 2. FIFO, device and symlink targets"
c=$work/targets; make_corpus "$c" 5
first=$(cd "$c/test-fixtures/sub" && ls | head -1); golden=$c/test-snapshots/sub/${first%.json}.txt
mv "$golden" "$golden.saved" && mkfifo "$golden"
run "a FIFO named like a golden" 1 "$parity" verify --root "$c" && expect_in "FIFO golden: reported, no hang" "$out" "is a FIFO, not a regular file"
rm "$golden" && mv "$golden.saved" "$golden"
mv "$c/test-fixtures/sub/$first" "$work/saved.json" && ln -s /dev/zero "$c/test-fixtures/sub/$first"
run "a fixture symlinked to /dev/zero" 2 "$parity" verify --root "$c" &&
  expect_in "fixture -> /dev/zero: reported as leaving the repository" "$err" "resolves outside the repository (to /dev/zero)"
rm "$c/test-fixtures/sub/$first" && mv "$work/saved.json" "$c/test-fixtures/sub/$first"
run "snapshot /dev/zero" 2 "$parity" snapshot /dev/zero && expect_in "snapshot /dev/zero: reported" "$err" "/dev/zero: is a character device"
run "report to /dev/full" 2 "$parity" verify --root "$c" --report json --output /dev/full &&
  expect_in "report to /dev/full: a write error" "$err" "/dev/full: cannot write: No space left on device"
[ -c /dev/full ] && pass "/dev/full is still a device" || fail "/dev/full was replaced"
run "report to /dev/stdout" 0 "$parity" verify --root "$c" --report junit --output /dev/stdout && expect_in "report to /dev/stdout: written through" "$out" "<testsuites"
echo old >"$work/real.json" && ln -s real.json "$work/link.json"
run "report to a symlink" 0 "$parity" verify --root "$c" --report json --output "$work/link.json"
[ -L "$work/link.json" ] && grep -q '"passed"' "$work/real.json" && pass "symlink: its target replaced, the link kept" || fail "symlink target"
mkdir "$work/dir.json"
run "report to a folder" 2 "$parity" verify --root "$c" --report json --output "$work/dir.json" && expect_in "folder target: an error" "$err" "is a directory"

echo "== 3. /dev/full and a closed pipe as stdout"
f=$c/test-fixtures/sub/$first
run "stdout is /dev/full" 2 sh -c '"$0" snapshot "$1" >/dev/full' "$parity" "$f" &&
  { [ "$(wc -l <"$work/err")" = 1 ] && expect_in "/dev/full: one line, exit 2" "$err" "parity: stdout: cannot write: No space left on device" || fail "/dev/full: $err"; }
python3 - "$parity" "$f" >"$work/pipe" <<'PY'
import os, subprocess, sys
read, write = os.pipe(); os.close(read)
done = subprocess.run([sys.argv[1], "snapshot", sys.argv[2]], stdout=write, stderr=subprocess.PIPE)
print(done.returncode, len(done.stderr))
PY
[ "$(cat "$work/pipe")" = "141 0" ] && pass "closed pipe: quiet, status 141" || fail "closed pipe: $(cat "$work/pipe") (status, stderr bytes)"

echo "== 4. renderers that linger, hang, flood and print control bytes"
start=$(date +%s)
run "lingering grandchild" 1 "$parity" compare --root "$c" --renderer "sh $renderers/linger.sh" --timeout 20 --filter "$first" --name linger || true
[ $(( $(date +%s) - start )) -lt 10 ] && pass "lingering grandchild: no hang" || fail "lingering grandchild took $(( $(date +%s) - start )) s"
start=$(date +%s%N)
run "hanging renderer" 1 "$parity" compare --root "$c" --renderer "sh $renderers/hang-with-child.sh" --timeout 1 --filter "$first" &&
  expect_in "hanging renderer: timed out" "$out" "timed out after 1.0 s"
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$elapsed" -lt 2000 ] && pass "hanging renderer: group killed within 1 s of the deadline (${elapsed} ms)" || fail "timeout took ${elapsed} ms"
cat >"$work/gigabytes.sh" <<'SH'
head -c 2000000000 /dev/zero | tr '\0' 'x'
SH
python3 "$here/hostile/fd-peak.py" "$parity" compare --root "$c" --renderer "sh $work/gigabytes.sh" --filter "$first" --report json --output "$work/flood.json" 2>"$work/peak" || true
rss=$(sed -n 's/.*rss_kib=\([0-9]*\).*/\1/p' "$work/peak")
grep -q 'output exceeds 67108864 bytes on stdout' "$work/flood.json" && pass "2 GB renderer: fails with 'output exceeds 67108864 bytes'" || fail "2 GB renderer: $(cat "$work/flood.json")"
[ "$rss" -lt 400000 ] && pass "2 GB renderer: peak RSS $((rss / 1024)) MiB" || fail "2 GB renderer: peak RSS $((rss / 1024)) MiB"
run "control bytes from a renderer" 1 "$parity" compare --root "$c" --renderer "sh $renderers/control-bytes.sh" --filter "$first"
if LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$work/out"; then fail "renderer control bytes reached stdout"; else pass "renderer control bytes: escaped"; fi
cp "$f" "$c/test-fixtures/sub/"$'evil\e[2J\nname.json'
run "control bytes in a fixture name" 1 "$parity" verify --root "$c"
if LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$work/out"; then fail "name control bytes reached stdout"; else pass "fixture name: escaped"; fi
[ "$(grep -c 'passed, ' "$work/out")" = 1 ] && pass "fixture name: cannot forge a summary line" || fail "forged summary: $out"
rm "$c/test-fixtures/sub/"$'evil\e[2J\nname.json'

echo "== 5. a killed update"
c=$work/killed; "$parity" generate --count 2000 --seed 5 --out "$c/test-fixtures" >/dev/null
# A large golden (about 3 MB), so the signal can be sent while its temporary file exists.
python3 -c 'import sys; sys.stdout.write("{\"type\": \"vstack\", \"children\": [" + ",".join(["{\"type\": \"divider\"}"] * 300000) + "]}")' >"$c/test-fixtures/big.json"
for signal in INT TERM; do
  rm -rf "$c/test-snapshots"
  # Started from Python: a background job of a script would have SIGINT ignored.
  status=$(python3 - "$parity" "$c" "$signal" <<'PY'
import os, signal, subprocess, sys, time
update = subprocess.Popen([sys.argv[1], "update", "--force", "--root", sys.argv[2]], stdout=subprocess.DEVNULL)
# Stop it while one of its temporary files exists.
folder, seen = sys.argv[2] + "/test-snapshots", []
while update.poll() is None and not seen:
    seen = [n for n in (os.listdir(folder) if os.path.isdir(folder) else []) if ".tmp-" in n]
    time.sleep(0.0005)
update.send_signal(getattr(signal, "SIG" + sys.argv[3]))
print(update.wait(), "while-writing" if seen else "after-it-ended")
PY
)
  leftovers=$(find "$c/test-snapshots" -name '.*.tmp-*' | wc -l)
  written=$(find "$c/test-snapshots" -name '*.txt' | wc -l)
  [ "$leftovers" = 0 ] && pass "SIG$signal (status ${status% *}, sent ${status#* }, $written goldens written): no temporary files left" || fail "SIG$signal: $leftovers temporary files left"
  "$parity" verify --root "$c" >"$work/out" 2>&1 || true
  if grep -qE '^(FAIL|MALFORMED)' "$work/out"; then fail "SIG$signal: a half-written golden"; else pass "SIG$signal: no half-written golden"; fi
done
mkdir -p "$c/test-snapshots" && echo "Divi" >"$c/test-snapshots/.gen-00001.txt.tmp-99999999-7"
run "verify after SIGKILL" 1 "$parity" verify --root "$c" && expect_in "stale temporary file: reported as stray" "$out" "STRAY .gen-00001.txt.tmp-99999999-7"
run "update after SIGKILL" 0 "$parity" update --force --root "$c" && expect_in "update removes it" "$out" "remove test-snapshots/.gen-00001.txt.tmp-99999999-7"
run "verify converges" 0 "$parity" verify --root "$c" && pass "a rerun converges"

echo "== 6. under load"
c=$work/load; "$parity" generate --count "$load_fixtures" --seed 6 --out "$c/test-fixtures" >/dev/null
"$parity" update --force --root "$c" >/dev/null
python3 "$here/hostile/fd-peak.py" "$parity" verify --root "$c" 2>"$work/peak"
echo "verify on $load_fixtures fixtures: $(cat "$work/peak")"
rss=$(sed -n 's/.*rss_kib=\([0-9]*\).*/\1/p' "$work/peak"); fds=$(sed -n 's/.*fds=\([0-9]*\).*/\1/p' "$work/peak")
grep -q 'status=0' "$work/peak" && [ "$rss" -lt 262144 ] && [ "$fds" -le 16 ] && pass "verify under load: RSS $((rss / 1024)) MiB, at most $fds descriptors" || fail "verify under load: $(cat "$work/peak")"
c=$work/chaos; "$parity" generate --count "$chaos_fixtures" --seed 7 --out "$c/test-fixtures" >/dev/null
"$parity" update --force --root "$c" >/dev/null
start=$(date +%s)
python3 "$here/hostile/fd-peak.py" "$parity" compare --root "$c" --renderer "sh $here/hostile/chaos-renderer.sh" --timeout 2 --max-output-bytes 1048576 --report json --output "$work/chaos.json" 2>"$work/peak" || true
python3 - "$work/chaos.json" "$chaos_fixtures" <<'PY' && pass "chaos renderer: every fixture accounted for ($(cat "$work/peak"), $(( $(date +%s) - start )) s)" || fail "chaos renderer"
import json, sys
report = json.load(open(sys.argv[1])); count = int(sys.argv[2])
verdicts = [v for row in report["matrix"].values() for v in row.values()]
kinds = {v: verdicts.count(v) for v in set(verdicts)}
print("  verdicts:", kinds)
assert len(report["matrix"]) == count and report["passed"] + report["failed"] == count, (len(report["matrix"]), report["passed"], report["failed"])
PY

echo
if [ "$failures" = 0 ]; then echo "hostile-env: all checks passed"; else echo "hostile-env: $failures checks failed"; exit 1; fi
