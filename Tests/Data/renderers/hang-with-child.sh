# Starts a grandchild (its PID written next to the fixture, as $1.pid), then hangs.
sleep 300 &
echo $! > "$1.pid"
sleep 300
