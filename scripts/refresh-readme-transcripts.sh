#!/bin/sh
# Writes the README's transcript blocks (<!-- NAME:begin --> … <!-- NAME:end -->) again from what
# `layoutlab run Examples/NAME.lab` prints now: after a change that moves what a transcript shows,
# run it, read the diff, and commit it with the change. (ReadmeTests fail until the two agree.)
# Usage: scripts/refresh-readme-transcripts.sh [LAYOUTLAB]
set -eu
cd "$(dirname "$0")/.."
layoutlab=${1:-$(swift build --show-bin-path)/layoutlab}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for name in tour drum walk; do
    output=$(mktemp)
    LAYOUTLAB_HOME=$home LANG=C.UTF-8 NO_COLOR=1 "$layoutlab" run "Examples/$name.lab" > "$output" || true
    python3 - "$name" "$output" <<'PY'
import sys
name, output = sys.argv[1], sys.argv[2]
text = open("README.md").read()
begin = f"<!-- {name}:begin -->\n```\n$ layoutlab run Examples/{name}.lab\n"
end = f"```\n<!-- {name}:end -->"
start = text.index(begin) + len(begin)
stop = text.index(end, start)
text = text[:start] + open(output).read() + text[stop:]
open("README.md", "w").write(text)
PY
    rm -f "$output"
done
