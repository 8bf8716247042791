#!/bin/sh
# Removes what scripts/install.sh put under a prefix, and nothing else.
#   sh scripts/uninstall.sh PREFIX
set -eu
prefix=$1
for file in bin/layoutlab share/man/man1/layoutlab.1 share/bash-completion/completions/layoutlab \
    share/zsh/site-functions/_layoutlab; do
    if [ -e "$prefix/$file" ]; then rm -f "$prefix/$file" && echo "removed: $prefix/$file"; fi
done
