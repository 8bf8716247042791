#!/bin/sh
# Installs the Debian packages LayoutLab needs when they are missing, for what is asked:
#   run   libedit-dev  the line editor the shell is built on (headers and pkg-config file)
#   test  the above, and what the tests drive:
#         tmux         the real shell in the end-to-end tests of line editing
#         man-db       the installed man page in the test of `make install`
#         chromium     the slides and walk pages the lab writes, loaded headless
#         cmark        the Markdown handout rendered as CommonMark does
# A learner's `make run` needs no browser; `make test` needs them all.
# As root it runs apt-get; otherwise it prints the exact command and fails.
set -eu

need="${1:-test}"
case "$need" in
    run|test) ;;
    *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

missing=""
pkg-config --exists libedit 2>/dev/null || missing="$missing libedit-dev"
if [ "$need" = test ]; then
    command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
    command -v man >/dev/null 2>&1 || missing="$missing man-db"
    command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
    command -v cmark >/dev/null 2>&1 || missing="$missing cmark"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "Installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
    echo "LayoutLab needs these Debian packages to $need:$missing" >&2
    echo "Install them with:  sudo apt-get update && sudo apt-get install -y$missing" >&2
    exit 1
fi
