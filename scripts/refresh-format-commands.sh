#!/bin/sh
# Rewrites the block between the setup-commands markers of Lessons/FORMAT.md with the shell's
# own help for the commands a setup may use, so that the format guide cannot drift from them.
set -eu
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)/layoutlab
block=$(mktemp)
{
    echo '<!-- setup-commands:begin -->'
    echo '```'
    for command in layout set add remove clear scroll drag release; do
        "$bin" run - <<EOS | sed '1d'
help $command
EOS
        echo
    done
    echo '```'
    echo '<!-- setup-commands:end -->'
} > "$block"
awk -v block="$block" '
    /<!-- setup-commands:begin -->/ { while ((getline line < block) > 0) print line; skipping = 1; next }
    /<!-- setup-commands:end -->/ { skipping = 0; next }
    !skipping { print }
' Lessons/FORMAT.md > Lessons/FORMAT.md.new
mv Lessons/FORMAT.md.new Lessons/FORMAT.md
rm -f "$block"
