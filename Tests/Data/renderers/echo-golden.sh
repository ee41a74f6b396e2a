# Prints the golden of the fixture given as $1 (…/test-fixtures/X.json → …/test-snapshots/X.txt).
golden=$(printf '%s' "$1" | sed -e 's#/test-fixtures/#/test-snapshots/#' -e 's#\.json$#.txt#')
cat "$golden"
