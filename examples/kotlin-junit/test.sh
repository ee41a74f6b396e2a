#!/usr/bin/env bash
# Runs the example: a renderer's own JUnit 4 tests, checked against the corpus
# with renderparity-kotlin-junit4, built offline with Maven like any project that
# depends on the library. Uses the local repository ports/kotlin/test.sh installs
# the library into (ports/kotlin/build/m2); builds it first if it is not there.
#
#   bash examples/kotlin-junit/test.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
repo="${RENDERPARITY_MAVEN_REPO:-$root/ports/kotlin/build/m2}"

if ! ls "$repo"/renderparity/renderparity-kotlin-junit4/*/renderparity-kotlin-junit4-*.jar >/dev/null 2>&1; then
    echo "== the library is not installed in $repo yet: building it (ports/kotlin/test.sh)"
    bash "$root/ports/kotlin/test.sh"
fi
rm -rf "$here/build"
echo "== mvn test (examples/kotlin-junit, against $repo)"
mvn -o -B -f "$here/pom.xml" -Dmaven.repo.local="$repo" test
