# Prints without end, like a renderer stuck in a loop.
yes Divider
