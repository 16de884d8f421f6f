#!/bin/sh
# Run COMMAND on a virtual X display of its own, with a session bus of its own.
#
# usage: tests/ui/with-xvfb.sh SCREEN COMMAND [ARGS...]     (SCREEN: "1600x1000x24")
#
# UI tests run in parallel (meson test -j): each gets its own Xvfb. The server picks a free
# display number itself and tells it through a pipe once it accepts connections
# (-displayfd), so two tests started at the same moment never race for one, as
# `xvfb-run -a` (which guesses a number, then starts the server) does. COMMAND's exit
# status is this script's; the server is stopped when COMMAND ends or this script is killed.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 SCREEN COMMAND [ARGS...]" >&2; exit 2; }
screen=$1
shift

work=$(mktemp -d)
xvfb_pid=
cleanup () {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

mkfifo "$work/display"
# No TCP, no reset when the last client leaves. The server holds none of the caller's
# other descriptors (fd 3 may be a test's TAP stream, which must end with the test).
Xvfb -displayfd 4 -screen 0 "$screen" -nolisten tcp -noreset 4>"$work/display" \
  >"$work/xvfb.log" 2>&1 3>&- &
xvfb_pid=$!
# Blocks until the server writes its display number, or fails at once if it exits first.
if ! read -r display <"$work/display" || [ -z "$display" ]; then
  echo "$0: Xvfb did not start:" >&2
  cat "$work/xvfb.log" >&2
  exit 1
fi

export DISPLAY=":$display"
unset XAUTHORITY
bus=
if command -v dbus-run-session >/dev/null 2>&1; then
  bus="dbus-run-session --"
fi
status=0
$bus "$@" || status=$?
exit $status
