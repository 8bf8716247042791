#!/bin/sh
# Installs the Debian packages LayoutLab needs when they are missing:
#   libedit-dev  the line editor the shell is built on (headers and pkg-config file)
#   tmux         drives the real shell in the end-to-end tests of line editing
#   man-db       reads the installed man page in the test of `make install`
#   chromium     loads the slides and walk pages the lab writes, headless, in the tests
#   cmark        renders the Markdown handout as CommonMark does, in the tests
# As root it runs apt-get; otherwise it prints the exact command and fails.
set -eu

missing=""
pkg-config --exists libedit 2>/dev/null || missing="$missing libedit-dev"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
command -v man >/dev/null 2>&1 || missing="$missing man-db"
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v cmark >/dev/null 2>&1 || missing="$missing cmark"
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "Installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
    echo "LayoutLab needs these Debian packages:$missing" >&2
    echo "Install them with:  sudo apt-get update && sudo apt-get install -y$missing" >&2
    exit 1
fi
