printf 'Divider\377\n'
