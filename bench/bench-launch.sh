#!/bin/sh
# Time from launch to first frame: berthier beside a minimal GTK 4 window, on a fresh
# virtual X display with its own session bus (as the UI tests run).
#
# usage: bench/bench-launch.sh [BUILD_DIR] [RUNS]      (defaults: build, 10)
#
# GSK_RENDERER defaults to cairo (software, as in the UI tests; Xvfb has no GPU); set it
# to compare another renderer. Exits 3 when berthier is slower than 1.5× the minimal window.
set -eu
build_dir=$(cd "${1:-build}" && pwd)
runs=${2:-10}
[ -x "$build_dir/bench/bench-launch" ] || { echo "$0: build $build_dir first" >&2; exit 1; }

# A throw-away home, so every run starts the same way and the user's games are not touched.
xdg=$(mktemp -d)
trap 'rm -rf "$xdg"' EXIT
export XDG_DATA_HOME="$xdg/data" XDG_STATE_HOME="$xdg/state" XDG_CONFIG_HOME="$xdg/config" \
       XDG_CACHE_HOME="$xdg/cache"

bus=
if command -v dbus-run-session >/dev/null 2>&1; then
  bus="dbus-run-session --"
fi
GSETTINGS_SCHEMA_DIR="$build_dir/data" GSETTINGS_BACKEND=memory GDK_BACKEND=x11 \
NO_AT_BRIDGE=1 GSK_RENDERER="${GSK_RENDERER:-cairo}" \
  xvfb-run -a -s "-screen 0 1600x1000x24" $bus "$build_dir/bench/bench-launch" "$runs"
