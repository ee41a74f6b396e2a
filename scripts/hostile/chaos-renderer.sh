# A renderer for the load test: per fixture, at random, it prints
# the golden, crashes, hangs with a grandchild, floods stdout, or exits non-zero.
golden=$(printf '%s' "$1" | sed -e 's#/test-fixtures/#/test-snapshots/#' -e 's#\.json$#.txt#')
case $(( $(od -An -N2 -tu2 /dev/urandom) % 20 )) in
  0) kill -9 $$ ;;
  1) sleep 300 & sleep 300 ;;
  2) yes flood ;;
  3) echo "renderer: gave up" >&2; exit 4 ;;
  *) cat "$golden" ;;
esac
