#!/bin/sh
# Removes what scripts/install.sh put under a prefix, and nothing else.
#   sh scripts/uninstall.sh PREFIX
set -eu
prefix=$1
for file in bin/layoutlab share/man/man1/layoutlab.1 share/bash-completion/completions/layoutlab \
    share/zsh/site-functions/_layoutlab; do
    if [ -e "$prefix/$file" ]; then rm -f "$prefix/$file" && echo "removed: $prefix/$file"; fi
done
# The exercise kit `exercise prepare` compiled at install time.
if [ -d "$prefix/lib/layoutlab/exercise-kit" ]; then
    rm -rf "$prefix/lib/layoutlab/exercise-kit" && echo "removed: $prefix/lib/layoutlab/exercise-kit"
    rmdir "$prefix/lib/layoutlab" 2>/dev/null || true
fi
