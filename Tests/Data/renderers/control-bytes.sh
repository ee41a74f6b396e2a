# Writes a snapshot and a stderr line with terminal control sequences (ESC, CR, BEL), then fails.
printf 'Divider\033[2J\r\n'
printf 'bad \033]0;title\007 line\r\n' >&2
exit 1
