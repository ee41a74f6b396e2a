#!/usr/bin/env bash
# Makes DIR a local Maven repository that is Debian's (/usr/share/maven-repo) plus
# whatever `mvn install` puts there: one symbolic link per top-level folder of
# Debian's, so installing this project's artifacts (group `renderparity`) never
# writes into the system's folder. Idempotent; adds links for packages installed since.
#
#   bash ports/kotlin/maven-repo.sh DIR
set -euo pipefail
repo=$1
debian=/usr/share/maven-repo
[ -d "$debian" ] || { echo "maven-repo.sh: $debian not found (apt-get install -y maven)" >&2; exit 2; }
mkdir -p "$repo"
for entry in "$debian"/*; do
    name=$(basename "$entry")
    [ -e "$repo/$name" ] || ln -s "$entry" "$repo/$name"
done
