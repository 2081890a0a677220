#!/bin/sh
# Regenerates deep-nesting.json: 100 000 opening brackets and nothing else (100 000 bytes).
# The reader must stop at its depth limit with "nesting too deep", never overflow the stack.
cd "$(dirname "$0")" && head -c 100000 /dev/zero | tr '\0' '[' > deep-nesting.json
