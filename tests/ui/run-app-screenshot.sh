#!/bin/sh
# Start the built app on a virtual X display, wait for its window, take a screenshot.
#
# usage: tests/ui/run-app-screenshot.sh BUILD_DIR OUT.png [light|dark] [-- APP_ARGS...]
#
#   tests/ui/run-app-screenshot.sh build /tmp/light.png
#   tests/ui/run-app-screenshot.sh build /tmp/dark.png dark
#   tests/ui/run-app-screenshot.sh build /tmp/err.png light -- --rules /nonexistent
#
# Needs Xvfb (xvfb) and import (imagemagick); uses xwininfo (x11-utils) to wait for
# the window when present, and dbus-run-session (dbus) when present so that the app has a
# session bus. On Debian: apt-get install xvfb imagemagick x11-apps x11-utils dbus
#
# The app runs uninstalled, with the build's compiled GSettings schema and a memory
# settings backend, so the user's own settings are neither read nor changed.
set -eu

usage () {
  echo "usage: $0 BUILD_DIR OUT.png [light|dark] [-- APP_ARGS...]" >&2
  exit 2
}

[ $# -ge 2 ] || usage
build_dir=$1
out=$2
shift 2
scheme=light
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
  scheme=$1
  shift
fi
if [ $# -gt 0 ]; then
  [ "$1" = "--" ] || usage
  shift
fi
case $scheme in
  light) color_scheme=prefer-light ;;
  dark) color_scheme=prefer-dark ;;
  *) usage ;;
esac

# Absolute paths: the inner run may start in another directory.
build_dir=$(cd "$build_dir" && pwd)
case $out in
  /*) ;;
  *) out=$(pwd)/$out ;;
esac

app=$build_dir/src/app/berthier
schema_dir=$build_dir/data
if [ ! -x "$app" ]; then
  echo "$0: $app not found; build the project first (meson compile -C $build_dir)" >&2
  exit 1
fi
if [ ! -f "$schema_dir/gschemas.compiled" ]; then
  echo "$0: $schema_dir/gschemas.compiled not found" >&2
  exit 1
fi
for tool in Xvfb import; do
  if ! command -v $tool >/dev/null 2>&1; then
    echo "$0: $tool is missing (apt-get install xvfb imagemagick x11-apps)" >&2
    exit 1
  fi
done

if [ -z "${BTH_SCREENSHOT_INNER:-}" ]; then
  # Re-run this script on a fresh virtual display of its own (and session bus).
  BTH_SCREENSHOT_INNER=1 exec sh "$(dirname "$0")/with-xvfb.sh" 1280x800x24 \
    sh "$0" "$build_dir" "$out" "$scheme" -- "$@"
fi

# --- on the virtual display ---------------------------------------------------------
export GSETTINGS_SCHEMA_DIR="$schema_dir"
export GSETTINGS_BACKEND=memory
export GDK_BACKEND=x11
export ADW_DEBUG_COLOR_SCHEME=$color_scheme
unset GTK_THEME

log=${out%.png}.log
"$app" "$@" >"$log" 2>&1 &
app_pid=$!
trap 'kill "$app_pid" 2>/dev/null || true' EXIT INT TERM

# Wait (up to 30 s) for a mapped top-level window titled Berthier.
found=no
i=0
while [ $i -lt 150 ]; do
  if ! kill -0 "$app_pid" 2>/dev/null; then
    echo "$0: the app exited early; its output:" >&2
    cat "$log" >&2
    exit 1
  fi
  if command -v xwininfo >/dev/null 2>&1; then
    if xwininfo -root -tree 2>/dev/null | grep -q '"Berthier"'; then
      found=yes
      break
    fi
  elif [ $i -ge 25 ]; then
    found=yes     # no xwininfo: assume five seconds is enough
    break
  fi
  sleep 0.2
  i=$((i + 1))
done
if [ $found != yes ]; then
  echo "$0: no Berthier window appeared within 30 s; app output:" >&2
  cat "$log" >&2
  exit 1
fi

sleep 2     # let the first frames and any transition finish
import -window root "$out"

kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
trap - EXIT INT TERM

echo "screenshot: $out ($scheme); app output in $log"
