#!/bin/sh
# From launch until the game is on screen, and the memory it holds then: berthier (a first
# launch, Austerlitz reopened, and a reopened 20,000-event Grand Campaign) beside a minimal
# libadwaita window, on a fresh virtual X display with its own session bus (as the UI tests
# run). Prints the figures and the goals (issue 24); see bench/bench-launch.c.
#
# usage: bench/bench-launch.sh [BUILD_DIR] [RUNS]      (defaults: build, 10)
#
# BASELINE=PATH also reopens both games with another build of berthier (an earlier
# commit's), to compare a change in the same run.
# GSK_RENDERER defaults to cairo (software, as in the UI tests; Xvfb has no GPU); set it
# to compare another renderer.
set -eu
build_dir=$(cd "${1:-build}" && pwd)
runs=${2:-10}
for program in bench-launch bench-game-load; do
  [ -x "$build_dir/bench/$program" ] || { echo "$0: build $build_dir first" >&2; exit 1; }
done

# A throw-away home, so every run starts the same way and the user's games are not touched.
xdg=$(mktemp -d)
trap 'rm -rf "$xdg"' EXIT
export XDG_DATA_HOME="$xdg/data" XDG_STATE_HOME="$xdg/state" XDG_CONFIG_HOME="$xdg/config" \
       XDG_CACHE_HOME="$xdg/cache" TMPDIR="$xdg"

# The long game: bench-game-load writes its synthetic 20,000-event Grand Campaign.
campaign="$xdg/grand-campaign-20000.json"
"$build_dir/bench/bench-game-load" --write "$campaign"

bus=
if command -v dbus-run-session >/dev/null 2>&1; then
  bus="dbus-run-session --"
fi
GSETTINGS_SCHEMA_DIR="$build_dir/data" GSETTINGS_BACKEND=memory GDK_BACKEND=x11 \
NO_AT_BRIDGE=1 GSK_RENDERER="${GSK_RENDERER:-cairo}" \
  xvfb-run -a -s "-screen 0 1600x1000x24" $bus "$build_dir/bench/bench-launch" "$runs" "$campaign" ${BASELINE:+"$BASELINE"}
