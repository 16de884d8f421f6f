#!/bin/sh
# Actions per hex to record the board: painting and typed rows (a 10×10 patch with two
# rivers, made up for the test) beside today's way (select a hex, pick its terrain from the
# list, tick its river's sides), all three done with real key presses and pointer strokes
# (xdotool on a virtual X display) by tests/ui/test-ui-map-record.c, which counts them.
# Prints each method's actions per hex and the time they take at 5 actions a second, per
# hex, for the patch, and for a two-board theatre (500 hexes) and the Grand Campaign's board
# (2,000 hexes; the issue's estimates: the rulebook gives no count).
#
# usage: bench/bench-map-record.sh [BUILD_DIR]      (default: build)
set -eu
build_dir=$(cd "${1:-build}" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
program="$build_dir/tests/ui/test-ui-map-record"
[ -x "$program" ] || { echo "$0: build $build_dir first (meson compile -C $build_dir test-ui-map-record)" >&2; exit 1; }

out=$(mktemp)
log=$(mktemp)
trap 'rm -f "$out" "$log"' EXIT
if ! BTH_RECORD_BENCH_OUT="$out" sh "$source_dir/tests/ui/run-under-xvfb.sh" "$build_dir/data" "$program" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi

awk '
  BEGIN { rate = 5; printf "%-7s %6s %8s %6s %10s %10s %12s %12s\n", "method", "keys", "pointer", "hexes",
                             "actions/hex", "s/hex@5/s", "10x10 patch", "500 / 2000 hexes" }
  { n = $2 + $3; per = n / $4;
    printf "%-7s %6d %8d %6d %10.2f %10.2f %11.0fs %7.0f min / %.1f h\n", $1, $2, $3, $4, per, per / rate,
           per * 100 / rate, per * 500 / rate / 60, per * 2000 / rate / 3600 }
' "$out"
echo "(keys: each key press, a chord such as Ctrl+Enter counts two; pointer: each click, drag or scroll)"
