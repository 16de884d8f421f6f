#!/bin/sh
# Key presses from a tool's empty form to its result, beside the printed chart.
#
# usage: bench/bench-keys.sh [BUILD_DIR] [SIZE]      (defaults: build, 1280x800)
#
# Runs the UI tests of the quick lookups (tests/ui/test-ui-quick-keys.c: War and Peace's, and
# La Grande Armée's battle round and skirmish), which
# drive the app with real key events (xdotool) on a virtual X display, and prints per flow the keys
# it pressed and how long they take at a steady 5 keys per second, beside the 20–30 s a
# player needs with the printed chart. Exits 1 when the test fails (a flow over budget, a
# wrong result, or the result out of view).
set -eu
build_dir=$(cd "${1:-build}" && pwd)
size=${2:-1280x800}
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
for name in test-ui-quick-keys; do
  program="$build_dir/tests/ui/$name"
  [ -x "$program" ] || { echo "$0: build $program first" >&2; exit 1; }
  BERTHIER_SOURCE_ROOT=$(cd "$here/.." && pwd) BTH_UI_SIZE=$size sh "$here/../tests/ui/run-under-xvfb.sh" "$build_dir/data" "$program" --tap \
    >>"$out" 2>/dev/null || status=$?
done

echo "Quick lookups by keyboard at $size (real key events; a shifted key or a chord is one press)"
printf '%-34s %5s %7s %14s %12s %s\n' "flow" "keys" "budget" "at 5 keys/s" "paper chart" "keys before"
sed -n 's/^# keys: \([a-z0-9-]*\) \([0-9]*\) (budget \([0-9]*\))$/\1 \2 \3/p' "$out" |
while read -r flow keys budget; do
  case $flow in
    o3) name="O.3 combat example, dice 4+4" ;;
    g4) name="G.4 attrition, one hex, die 3" ;;
    k5) name="K.5 forced march, die 5" ;;
    production) name="Production die 6, one purchase" ;;
    lga-skirmish) name="La Grande Armée skirmish, die 4" ;;
    lga-battle) name="La Grande Armée battle-b1, dice 3+4" ;;
    *)  name=$flow ;;
  esac
  # the figures before the force lines (issue 32)
  case $flow in
    lga-battle) before="124 (66 with terrain first)" ;;
    lga-skirmish) before="18 (20 budget)" ;;
    *) before="" ;;
  esac
  seconds=$(awk "BEGIN { printf \"%.1f s\", $keys / 5 }")
  printf '%-34s %5s %7s %14s %12s %s\n' "$name" "$keys" "$budget" "$seconds" "20-30 s" "$before"
done
grep -q '^not ok\|^Bail out' "$out" && { grep '^not ok\|^Bail out' "$out"; status=1; }
exit $status
