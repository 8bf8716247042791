#!/bin/sh
# Writes the transcript blocks (<!-- NAME:begin --> … <!-- NAME:end -->) of the README and of
# docs/*.md again from what `layoutlab run Examples/NAME.lab` prints now: after a change that moves
# what a transcript shows, run it, read the diff, and commit it with the change. (ReadmeTests fail
# until the two agree.)
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
import glob
begin = f"<!-- {name}:begin -->\n```\n$ layoutlab run Examples/{name}.lab\n"
end = f"```\n<!-- {name}:end -->"
for path in ["README.md"] + sorted(glob.glob("docs/*.md")):
    text = open(path).read()
    if begin not in text:
        continue
    start = text.index(begin) + len(begin)
    stop = text.index(end, start)
    text = text[:start] + open(output).read() + text[stop:]
    open(path, "w").write(text)
PY
    rm -f "$output"
done
