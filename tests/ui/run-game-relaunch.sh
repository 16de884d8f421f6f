#!/bin/sh
# Runs a UI test program twice with the same (throw-away) XDG home: the first run plays,
# quits; the second (BTH_UI_GAME_RELAUNCHED=1) is a relaunch that must find the game.
#
# usage: tests/ui/run-game-relaunch.sh SCHEMA_DIR PROGRAM [ARGS...]
set -eu
here=$(dirname "$0")
xdg=$(mktemp -d)
trap 'rm -rf "$xdg"' EXIT
export BTH_UI_XDG_DIR="$xdg"
echo "# first launch"
sh "$here/run-under-xvfb.sh" "$@"
echo "# relaunch"
BTH_UI_GAME_RELAUNCHED=1 sh "$here/run-under-xvfb.sh" "$@"
