#!/bin/sh
# Installs layoutlab under a prefix: the executable, its man page, bash and zsh completion.
#   sh scripts/install.sh PREFIX BINARY
# The completion scripts are written by the binary itself, from its own table of subcommands.
set -eu
prefix=$1
binary=$2
[ -x "$binary" ] || { echo "install: no executable at $binary" >&2; exit 1; }
here=$(cd "$(dirname "$0")/.." && pwd)

install -d "$prefix/bin" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions"
install -m 755 "$binary" "$prefix/bin/layoutlab"
install -m 644 "$here/docs/layoutlab.1" "$prefix/share/man/man1/layoutlab.1"
"$binary" completion bash > "$prefix/share/bash-completion/completions/layoutlab"
"$binary" completion zsh > "$prefix/share/zsh/site-functions/_layoutlab"
# The exercise kit, compiled now where the installed lab looks for it, so that a learner's first
# check compiles only their file; readable by everyone. Without a Swift compiler, checks will
# compile it themselves.
kit="$prefix/lib/layoutlab/exercise-kit"
if "$prefix/bin/layoutlab" exercise prepare "$kit" > /dev/null; then
    chmod -R a+rX "$prefix/lib/layoutlab"
else
    echo "note: the exercise kit was not prepared; the first check will compile it"
fi

echo "installed: $prefix/bin/layoutlab, its man page and bash and zsh completion"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH; add it to use layoutlab by name" ;;
esac
