#!/usr/bin/env bash
# Builds the Kotlin port with Maven, offline, against Debian's Maven repository,
# and runs its JUnit suites under Surefire: the library's (every golden, the diff
# format's worked examples) and the JUnit 4 and JUnit 5 helpers'.
#
#   bash ports/kotlin/test.sh                      # from anywhere
#   bash ports/kotlin/test.sh SnapshotNumberTest   # one test class (Surefire's -Dtest)
#   PARITY_GOLDENS=/some/dir bash ports/kotlin/test.sh   # compare with other goldens
#
# Installs the Debian packages it needs (once). Produces, under ports/kotlin/build/:
#   parity-kotlin.jar                                  the command line (stdlib bundled; `java -jar`)
#   renderparity-kotlin/renderparity-kotlin-VERSION.jar and -sources.jar   the library
#   renderparity-kotlin-junit4/…, renderparity-kotlin-junit5/…             the JUnit helpers
#   m2/                                                a local Maven repository: Debian's, plus these
#                                                      artifacts (`mvn install`), for examples/kotlin-junit
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$here/build"
fixtures="${PARITY_FIXTURES:-$root/test-fixtures}"
goldens="${PARITY_GOLDENS:-$root/test-snapshots}"

# kotlin-maven-plugin needs kotlinx-coroutines; the jar/test/install steps need the plugins below.
packages=(maven kotlin junit4 junit5 libkotlinx-coroutines-java libsurefire-java libmaven-resources-plugin-java
          libmaven-source-plugin-java libmaven-jar-plugin-java libmaven-install-plugin-java libmaven-assembly-plugin-java)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    echo "== installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

start=$(date +%s)
rm -rf "$build"/renderparity-kotlin* "$build/parity-kotlin.jar"
bash "$here/maven-repo.sh" "$build/m2"

surefire=()
if [ "$#" -gt 0 ]; then
    surefire=("-Dtest=$(IFS=,; echo "$*")" -DfailIfNoTests=false)
fi

echo "== mvn install (library, command line, JUnit helpers; fixtures: $fixtures, goldens: $goldens)"
status=0
mvn -o -B -f "$here/pom.xml" -Dmaven.repo.local="$build/m2" \
    -Dparity.root="$root" -Dparity.fixtures="$fixtures" -Dparity.goldens="$goldens" \
    "${surefire[@]}" install || status=$?
echo "== test.sh finished in $(( $(date +%s) - start ))s"
exit "$status"
