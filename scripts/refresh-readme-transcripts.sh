#!/bin/sh
# Rewrites the transcripts in README.md (the blocks between <!-- NAME:begin --> and
# <!-- NAME:end -->) with what the built layoutlab prints now. Read the diff before committing:
# ReadmeTests fail until the README and the program agree.
set -eu
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/layoutlab"
python3 - "$bin" <<'PY'
import os, re, subprocess, sys, tempfile
binary = sys.argv[1]
text = open("README.md").read()

def run_block(match):
    name, script = match.group(1), match.group(2)
    # A home of its own, as the tests give: nothing a person did before changes the transcript.
    with tempfile.TemporaryDirectory() as home:
        environment = dict(os.environ, LAYOUTLAB_HOME=home)
        output = subprocess.run([binary, "run", script], capture_output=True, text=True, env=environment).stdout
    return f"<!-- {name}:begin -->\n```\n$ layoutlab run {script}\n{output}```\n<!-- {name}:end -->"

def place_block(match):
    name, request = match.group(1), match.group(2)
    output = subprocess.run([binary, "place"], input=request, capture_output=True, text=True).stdout
    return f"<!-- {name}:begin -->\n```\n$ layoutlab place <<'EOF'\n{request}\nEOF\n{output}```\n<!-- {name}:end -->"

text = re.sub(r"<!-- (\w+):begin -->\n```\n\$ layoutlab run (\S+)\n.*?```\n<!-- \1:end -->", run_block, text, flags=re.S)
text = re.sub(r"<!-- ([\w-]+):begin -->\n```\n\$ layoutlab place <<'EOF'\n(.*?)\nEOF\n.*?```\n<!-- \1:end -->", place_block, text, flags=re.S)
open("README.md", "w").write(text)
PY
