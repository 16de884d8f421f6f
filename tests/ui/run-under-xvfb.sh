#!/bin/sh
# Run a UI test program on a fresh virtual X display with its own session bus.
#
# usage: tests/ui/run-under-xvfb.sh SCHEMA_DIR PROGRAM [ARGS...]
#
# The program uses the build's compiled GSettings schema (SCHEMA_DIR) and a memory
# settings backend. ADW_DEBUG_COLOR_SCHEME (prefer-light/prefer-dark) passes through.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 SCHEMA_DIR PROGRAM [ARGS...]" >&2; exit 2; }
schema_dir=$1
shift

if [ -z "${BTH_XVFB_INNER:-}" ]; then
  # A display and a session bus of its own (with-xvfb.sh), so that tests run in parallel.
  # The session bus and the services it starts (the accessibility registry) write to
  # stdout, which is the test's TAP stream: they get stderr, the test gets stdout back
  # through file descriptor 3.
  BTH_XVFB_INNER=1 exec sh "$(dirname "$0")/with-xvfb.sh" 1600x1000x24 \
    sh "$0" "$schema_dir" "$@" 3>&1 1>&2
fi
exec 1>&3 3>&-

export GSETTINGS_SCHEMA_DIR="$schema_dir"
export GSETTINGS_BACKEND=memory
export GDK_BACKEND=x11
# Software rendering: the same pixels on every machine, and no GL driver needed.
export GSK_RENDERER=cairo
export NO_AT_BRIDGE=1
unset GTK_THEME
# Games, the game to reopen and recent files go to a throw-away home, never the user's;
# BTH_UI_XDG_DIR names one to share between two runs (a relaunch test).
xdg=${BTH_UI_XDG_DIR:-}
runtime=$(mktemp -d)
if [ -z "$xdg" ]; then
  xdg=$(mktemp -d)
  trap 'rm -rf "$xdg" "$runtime"' EXIT
else
  trap 'rm -rf "$runtime"' EXIT
fi
export XDG_DATA_HOME="$xdg/data" XDG_STATE_HOME="$xdg/state" XDG_CONFIG_HOME="$xdg/config" XDG_CACHE_HOME="$xdg/cache"
# Its own runtime directory too (mktemp -d makes it 0700, as the spec asks): nothing of
# one test's run is seen by another running beside it.
export XDG_RUNTIME_DIR="$runtime"
"$@"
