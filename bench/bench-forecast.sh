#!/bin/sh
# The exact whole-battle forecasts' times beside 200,000 battles played with dice (issue 27).
#
# usage: bench/bench-forecast.sh [BUILD_DIR] [BATTLES]     (defaults: build, 200000)
#
# Runs bench-forecast-wp (War and Peace) and, when it is built, bench-forecast-lga (La Grande
# Armée). Each prints its forecast times (goal: under 10 ms) with the states visited, then the
# simulation's time. Nothing is timed against a limit here; the figures are for reading.
set -eu
build_dir=$(cd "${1:-build}" && pwd)
battles=${2:-200000}
status=0
for name in bench-forecast-wp bench-forecast-lga; do
  program="$build_dir/bench/$name"
  if [ -x "$program" ]; then
    "$program" "$battles" || status=1
  else
    echo "$name: not built ($program)"
  fi
done
exit $status
