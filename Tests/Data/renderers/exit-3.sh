echo "partial output"
echo "renderer: cannot parse $1" >&2
exit 3
