# Prints a snapshot and exits, leaving a grandchild that holds stdout open for 30 s.
sleep 30 &
echo "Divider"
