#!/usr/bin/env bash
# Builds the Kotlin port and runs its JUnit suite against every golden.
#
#   bash ports/kotlin/test.sh            # from anywhere
#   PARITY_GOLDENS=/some/dir bash ports/kotlin/test.sh   # compare with other goldens
#
# Needs the Debian packages `kotlin` (kotlinc 1.3.31) and `junit4` (which brings
# hamcrest); it installs nothing. Produces ports/kotlin/build/parity-kotlin.jar.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$here/build"
java_lib="${JAVA_LIB:-/usr/share/java}"
fixtures="${PARITY_FIXTURES:-$root/test-fixtures}"
goldens="${PARITY_GOLDENS:-$root/test-snapshots}"

junit="$java_lib/junit4.jar"
hamcrest=""
for candidate in hamcrest-core.jar hamcrest.jar hamcrest-all.jar; do
    if [ -f "$java_lib/$candidate" ]; then hamcrest="$java_lib/$candidate"; break; fi
done
for tool in kotlinc java; do
    command -v "$tool" >/dev/null || { echo "test.sh: $tool not found (apt-get install -y kotlin junit4)" >&2; exit 2; }
done
[ -f "$junit" ] && [ -n "$hamcrest" ] || { echo "test.sh: junit4/hamcrest jars not found in $java_lib (apt-get install -y junit4)" >&2; exit 2; }

# kotlinc 1.3's launcher passes -Xverify:none, which JDK 13+ warns about on every run; drop that line only.
compile() {
    local log status=0
    log="$(mktemp)"
    kotlinc "$@" >"$log" 2>&1 || status=$?
    grep -v -e 'Options -Xverify:none and -noverify were deprecated' "$log" >&2 || true
    rm -f "$log"
    return "$status"
}

start=$(date +%s)
rm -rf "$build"
mkdir -p "$build/test-classes"

echo "== compiling the library and command line -> build/parity-kotlin.jar"
mapfile -t main_sources < <(find "$here/src/main/kotlin" -name '*.kt' | LC_ALL=C sort)
compile -jvm-target 1.8 "${main_sources[@]}" -include-runtime -d "$build/parity-kotlin.jar"

echo "== compiling the tests"
mapfile -t test_sources < <(find "$here/src/test/kotlin" -name '*.kt' | LC_ALL=C sort)
classpath="$build/parity-kotlin.jar:$junit:$hamcrest"
compile -jvm-target 1.8 -cp "$classpath" "${test_sources[@]}" -d "$build/test-classes"

echo "== running the tests (fixtures: $fixtures, goldens: $goldens)"
status=0
java -Dparity.root="$root" -Dparity.fixtures="$fixtures" -Dparity.goldens="$goldens" \
    -cp "$build/test-classes:$classpath" renderparity.RunTestsKt "$@" || status=$?
echo "== test.sh finished in $(( $(date +%s) - start ))s"
exit "$status"
